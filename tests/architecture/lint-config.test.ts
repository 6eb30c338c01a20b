/**
 * The linter `npm test` runs first (eslint.config.js), checked on snippets through ESLint's own API:
 * typescript-eslint parses with its TypeScript 6 while the project's `typescript` is 7, the React
 * hooks rules hold in ui/ only, and a disable comment that silences nothing is itself an error.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

async function problems(path: string, code: string): Promise<{ rule: string | null; fatal: boolean }[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  return (result?.messages ?? []).map((m) => ({ rule: m.ruleId, fatal: m.fatal === true }));
}

const CONDITIONAL_HOOK = `
import { useState } from 'react';
export function Probe({ shown }: { shown: boolean }) {
  if (!shown) return null;
  const [value] = useState(0);
  return <p>{value}</p>;
}
`;

describe('eslint.config.js', () => {
  it('parses TypeScript syntax under TypeScript 7 and reports typescript-eslint rules', { timeout: 60_000 }, async () => {
    const code = `
import type { Either } from 'fp-ts/lib/Either.js';
export type Parsed = Either<{ readonly code: string }, number>;
export const limits = { min: 1, max: 9 } as const satisfies Record<string, number>;
export const loose: any = limits;
`;
    expect(await problems('domain/lint-probe.ts', code)).toEqual([{ rule: '@typescript-eslint/no-explicit-any', fatal: false }]);
  });

  it('applies the React hooks rules in ui/ and not elsewhere', { timeout: 60_000 }, async () => {
    expect(await problems('ui/features/lint-probe/probe.tsx', CONDITIONAL_HOOK)).toEqual([{ rule: 'react-hooks/rules-of-hooks', fatal: false }]);
    expect(await problems('tests/lint-probe.test.tsx', CONDITIONAL_HOOK)).toEqual([]);
  });

  it('reports a disable comment that silences nothing', { timeout: 60_000 }, async () => {
    const code = `// eslint-disable-next-line no-control-regex\nexport const plain = /abc/;\n`;
    expect(await problems('adapters/lint-probe.ts', code)).toEqual([{ rule: null, fatal: false }]);
  });
});
