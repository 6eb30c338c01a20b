import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations, importsOf } from './dependency-rule';

const root = resolve(import.meta.dirname, '../..');

describe('dependency rule (docs/architecture.md)', () => {
  it('the source tree has no import that breaks the rule', () => {
    const violations = findViolations(root);
    expect(violations.map((v) => `${v.file}:${v.line} ${v.specifier} — ${v.reason}`)).toEqual([]);
  });

  describe('the checker itself', () => {
    const fixture = mkdtempSync(join(tmpdir(), 'caryard-deps-'));
    afterAll(() => rmSync(fixture, { recursive: true, force: true }));
    const write = (path: string, text: string) => {
      mkdirSync(dirname(join(fixture, path)), { recursive: true });
      writeFileSync(join(fixture, path), text);
    };
    write('domain/ok.ts', "import { pipe } from 'fp-ts/function';\nimport type { X } from './other';\n");
    write('domain/bad.ts', "import 'fastify';\nimport { y } from '../application/y';\n");
    write('application/bad.ts', "import { a } from '../adapters/http/a';\nimport { Pool } from 'pg';\nimport { z } from 'zod';\n");
    write('adapters/http/bad.ts', "export * from '../../ui/app';\nconst c = await import('../../config/container');\n");
    write('ui/bad.tsx', "import { s } from '../adapters/search/s';\nimport fastify from 'fastify';\nimport { Button } from '@mantine/core';\n");
    write('modules/spin/domain/ok.ts', "import { a } from '../../../domain/shared/a';\nimport { b } from './b';\n");
    write('modules/spin/domain/bad.ts', "import { h } from '../adapters/h';\nimport { u } from '../../../application/u';\n");
    write('modules/spin/application/ok.ts', "import { d } from '../domain/ok';\nimport { c } from '../../../application/shared/c';\n");
    write('modules/spin/ui/bad.tsx', "import { x } from '../../other/ui/x';\nimport { s } from '../adapters/s';\nimport { p } from '../../../ui/lib/p';\n");
    write('application/reaches-module.ts', "import { m } from '../modules/spin/application/ok';\n");
    write('ui/commented.ts', "// import { s } from '../adapters/x';\n/* import 'pg'; */\n");

    const found = findViolations(fixture);
    const at = (file: string) => found.filter((v) => v.file === file).map((v) => v.specifier);

    it('flags a framework import in domain/ (import "fastify")', () => {
      expect(at('domain/bad.ts')).toEqual(['fastify', '../application/y']);
      expect(at('domain/ok.ts')).toEqual([]);
    });
    it('flags application/ importing an adapter or a database driver, allows zod', () => {
      expect(at('application/bad.ts')).toEqual(['../adapters/http/a', 'pg']);
    });
    it('flags adapters/ importing ui/ or config/', () => {
      expect(at('adapters/http/bad.ts').sort()).toEqual(['../../config/container', '../../ui/app']);
    });
    it('flags ui/ importing adapters/ or a server package, allows Mantine', () => {
      expect(at('ui/bad.tsx')).toEqual(['../adapters/search/s', 'fastify']);
    });
    it("holds inside a feature module's folder: its layers as the shared ones, never another module", () => {
      expect(at('modules/spin/domain/ok.ts')).toEqual([]);
      expect(at('modules/spin/domain/bad.ts')).toEqual(['../adapters/h', '../../../application/u']);
      expect(at('modules/spin/application/ok.ts')).toEqual([]);
      expect(at('modules/spin/ui/bad.tsx')).toEqual(['../../other/ui/x', '../adapters/s']);
      expect(found.find((v) => v.specifier === '../../other/ui/x')?.reason).toBe('ui/ may not import another feature module (modules/other/)');
      expect(at('application/reaches-module.ts')).toEqual(['../modules/spin/application/ok']);
    });
    it('ignores imports inside comments', () => {
      expect(at('ui/commented.ts')).toEqual([]);
      expect(importsOf("// import 'pg'\nimport 'x';")).toEqual([{ specifier: 'x', line: 2 }]);
    });
  });
});
