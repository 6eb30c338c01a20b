/**
 * The dependency rule (docs/architecture.md, eslint/dependency-rule.js) as ESLint enforces it in `npm run lint`:
 * snippets linted at paths inside the tree, importing files that exist, each answered by the rule's problems.
 * The tree itself is checked by the lint gate of `npm test`, which fails on any problem.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The specifiers of `code`, linted as the file at `path`, that the dependency rule refuses. */
async function refused(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${path}` });
  const lines = code.split('\n');
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'boundaries/dependencies')
    .map((m) => /['"]([^'"]+)['"]/.exec(lines[m.line - 1] ?? '')?.[1] ?? `line ${m.line}`);
}

const imports = (...specifiers: string[]) =>
  specifiers.map((s, i) => `import * as m${i} from '${s}';`).join('\n') + `\nexport const all = [${specifiers.map((_, i) => `m${i}`).join(', ')}];\n`;

describe('dependency rule (eslint/dependency-rule.js)', { timeout: 60_000 }, () => {
  it('domain/: the domain and fp-ts only; a framework, a package, an outer layer, config/ or a module is refused', async () => {
    const found = await refused(
      'domain/lint-probe.ts',
      imports(
        'fp-ts/function',
        './vehicle/car',
        'fastify',
        'zod',
        '../application/shared/clock.port',
        '../config/ports',
        '../modules/spin-to-win/domain/prize-wheel',
        'node:fs',
      ),
    );
    expect(found).toEqual(['fastify', 'zod', '../application/shared/clock.port', '../config/ports', '../modules/spin-to-win/domain/prize-wheel', 'node:fs']);
  });

  it('application/: the domain, the use cases, fp-ts, zod and xstate; an adapter or a database driver is refused', async () => {
    const found = await refused(
      'application/lint-probe.ts',
      imports('../domain/vehicle/car', './shared/clock.port', 'zod', 'xstate', '../adapters/http/http-error', 'pg', 'node:crypto'),
    );
    expect(found).toEqual(['../adapters/http/http-error', 'pg', 'node:crypto']);
  });

  it('adapters/: inward layers and any package; ui/ and config/ are refused', async () => {
    const found = await refused(
      'adapters/http/lint-probe.ts',
      imports('../../domain/vehicle/car', '../../application/shared/clock.port', 'fastify', 'node:fs', '../../ui/app/routes', '../../config/ports'),
    );
    expect(found).toEqual(['../../ui/app/routes', '../../config/ports']);
  });

  it('between adapters: its own folder and the ones ADAPTER_USES names; any other adapter folder is refused', async () => {
    expect(
      await refused('adapters/media/lint-probe.ts', imports('./media-files', '../files/write-durably', '../http/http-error', '../persistence/sql-database')),
    ).toEqual(['../http/http-error', '../persistence/sql-database']);
    expect(await refused('adapters/search/lint-probe.ts', imports('../persistence/sql-database', '../media/media-files'))).toEqual(['../media/media-files']);
    expect(
      await refused('adapters/http/lint-probe.ts', imports('../media/media-files', '../payments/test-payment-provider', '../search/postgres-search-engine')),
    ).toEqual(['../search/postgres-search-engine']);
  });

  it('ui/: inward layers, ui/ and browser packages; an adapter, a server package or a Node built-in is refused', async () => {
    const found = await refused(
      'ui/features/lint-probe/probe.tsx',
      imports(
        '../../../domain/vehicle/car',
        '../../lib/in-page-links',
        '@mantine/core',
        '../../../adapters/http/http-error',
        'fastify',
        'inversify',
        'node:path',
      ),
    );
    expect(found).toEqual(['../../../adapters/http/http-error', 'fastify', 'inversify', 'node:path']);
  });

  it("inside a feature module's folder: its layers as the shared ones, its own module's inner layers, never another module", async () => {
    // [the probe's path, what it imports, what the rule refuses]
    const cases: [string, string[], string[]][] = [
      [
        'modules/spin-to-win/domain/lint-probe.ts',
        ['./prize-wheel', '../../../domain/shoppers/garage', '../application/spin-the-wheel.use-case'],
        ['../application/spin-the-wheel.use-case'],
      ],
      [
        'modules/spin-to-win/application/lint-probe.ts',
        ['../domain/prize-wheel', '../../../application/shared/clock.port', '../adapters/spin-to-win.routes'],
        ['../adapters/spin-to-win.routes'],
      ],
      [
        'modules/spin-to-win/adapters/lint-probe.ts',
        ['../application/spin-the-wheel.use-case', '../../../adapters/http/rate-limit', '../../../adapters/persistence/sql-database'],
        ['../../../adapters/persistence/sql-database'],
      ],
      [
        'modules/spin-to-win/ui/lint-probe.tsx',
        ['../domain/prize-wheel', '../../../ui/lib/in-page-links', '../adapters/spin-to-win.routes', '../../leads/leads.module'],
        ['../adapters/spin-to-win.routes', '../../leads/leads.module'],
      ],
    ];
    for (const [path, specifiers, expected] of cases) expect(await refused(path, imports(...specifiers)), path).toEqual(expected);
  });

  it("a module's root file wires config/ and its own folder; another module's folder and the shared layers reaching into a module are refused", async () => {
    expect(
      await refused(
        'modules/spin-to-win/lint-probe.ts',
        imports('../../config/feature-module', './application/spin-the-wheel.use-case', '../leads/leads.module'),
      ),
    ).toEqual(['../leads/leads.module']);
    expect(await refused('application/lint-probe.ts', imports('../modules/spin-to-win/application/spin-the-wheel.use-case'))).toEqual([
      '../modules/spin-to-win/application/spin-the-wheel.use-case',
    ]);
    expect(await refused('config/lint-probe.ts', imports('../modules/spin-to-win/spin-to-win.module', '../adapters/http/http-error', 'fastify'))).toEqual([]);
  });

  it('checks re-exports, dynamic imports and require, and not imports inside comments', async () => {
    const code = [
      "export * from '../adapters/http/http-error';",
      "export const later = () => import('../config/ports');",
      "export const pg = require('pg');",
      "// import { s } from '../adapters/http/rate-limit';",
      "/* import 'fastify'; */",
    ].join('\n');
    expect(await refused('application/lint-probe.ts', code)).toEqual(['../adapters/http/http-error', '../config/ports', 'pg']);
  });
});
