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

/**
 * A gate before the suites (an npm script): its problems fail the run, but the tests still run so
 * everything is seen at once. Returns the line to repeat after the tests, or null when clean.
 */
function gate(script, name, tool, clean) {
  const at = Date.now();
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  const seconds = ((Date.now() - at) / 1000).toFixed(1);
  if (result.status === 0) {
    console.log(`${name}: ${clean} (${seconds} s)`);
    return null;
  }
  console.log(`\n${name} failed (${tool} exit ${result.status ?? result.signal}, ${seconds} s): the problems are listed above.\n`);
  return `\n${name} failed: the problems listed before the tests fail this run (\`npm run ${script}\` checks again).`;
}

// Lint first (eslint.config.js), then the compiler (tsconfig.json, strict, no output): the
// type-level guards the code relies on (the zod schemas against their types, the client's
// completeness) hold only when it runs. Then the unused-code check (knip.json): no file, export,
// type or dependency that nothing uses; then the formatter (.prettierrc.json), checked, not written.
const gateFailures = [
  gate('lint', 'Lint', 'eslint', 'no problems'),
  gate('typecheck', 'Type check', 'tsc', 'no errors'),
  gate('knip', 'Unused code', 'knip', 'none found'),
  gate('format', 'Formatting', 'prettier', 'every file formatted'),
].filter((line) => line !== null);

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
for (const line of gateFailures) console.error(line);
if (summary) {
  console.log(`\nTime: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
}
process.exit(gateFailures.length > 0 ? 1 : (run.status ?? 1));
