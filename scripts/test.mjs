// `npm test`: every suite — unit, property, integration on PGlite and on a throwaway
// PostgreSQL cluster, HTTP on the real server, and browser journeys in Debian's Chromium.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureBuild } from './ensure-build.mjs';
import { ensureInstall } from './ensure-install.mjs';
import { ensureSystemDeps } from './system-deps.mjs';

const started = Date.now();
try {
  ensureInstall();
  ensureSystemDeps();
  ensureBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Lint first (eslint.config.js): a problem fails the run, but the tests still run so both are seen.
const linted = Date.now();
const lint = spawnSync('npm', ['run', '--silent', 'lint'], { stdio: 'inherit' });
const lintSeconds = ((Date.now() - linted) / 1000).toFixed(1);
const lintFailed = lint.status !== 0;
console.log(lintFailed ? `\nLint failed (eslint exit ${lint.status ?? lint.signal}, ${lintSeconds} s): the problems are listed above.\n` : `Lint: no problems (${lintSeconds} s)`);

// The compiler next (tsconfig.json, strict, no output): the type-level guards the code relies on
// (the zod schemas against their types, the client's completeness) hold only when it runs. A type
// error fails the run as a lint problem does, after the tests.
const compiled = Date.now();
const typecheck = spawnSync('npm', ['run', '--silent', 'typecheck'], { stdio: 'inherit' });
const typecheckSeconds = ((Date.now() - compiled) / 1000).toFixed(1);
const typesFailed = typecheck.status !== 0;
console.log(typesFailed ? `\nType check failed (tsc exit ${typecheck.status ?? typecheck.signal}, ${typecheckSeconds} s): the errors are listed above.\n` : `Type check: no errors (${typecheckSeconds} s)`);

const out = mkdtempSync(join(tmpdir(), 'caryard-test-'));
const report = join(out, 'report.json');
const run = spawnSync(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
let summary = null;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  summary = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
} catch {
  /* vitest did not get as far as writing its report; its exit code says why */
}
rmSync(out, { recursive: true, force: true });
if (lintFailed) console.error('\nLint failed: the ESLint problems listed before the tests fail this run (`npm run lint` checks again).');
if (typesFailed) console.error('\nType check failed: the TypeScript errors listed before the tests fail this run (`npm run typecheck` checks again).');
if (summary) {
  console.log(`\nTime: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
}
process.exit(lintFailed || typesFailed ? 1 : (run.status ?? 1));
