// `npm test`: every suite — unit, property, integration on PGlite and on a throwaway
// PostgreSQL cluster, HTTP on the real server, and browser journeys in Debian's Chromium — and
// the four gates (lint, compiler, unused code, formatting), run alongside the tests.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
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

/** A child process's exit code (or signal) and, when `buffer` is set, what it printed. */
function run(command, args, buffer) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffer ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let output = '';
    if (buffer) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ status: code ?? signal, output }));
  });
}

/**
 * A gate (an npm script): its problems fail the run, but the tests still run so everything is seen
 * at once. Its output is held back until the tests end, so the two never interleave.
 */
async function gate(script, name, tool, clean) {
  const at = Date.now();
  const { status, output } = await run('npm', ['run', '--silent', script], true);
  const seconds = ((Date.now() - at) / 1000).toFixed(1);
  if (status === 0) return { report: `${name}: ${clean} (${seconds} s)`, failure: null };
  return {
    report: `${output.trimEnd()}\n${name} failed (${tool} exit ${status}, ${seconds} s): the problems are listed above.`,
    failure: `${name} failed: the problems listed above fail this run (\`npm run ${script}\` checks again).`,
  };
}

// One gate at a time, beside the tests (the browser project leaves about a quarter of the two cores
// idle): lint (eslint.config.js, the dependency rule included), then the compiler (tsconfig.json,
// strict, no output): the type-level guards the code relies on (the zod schemas against their types,
// the client's completeness) hold only when it runs. Then the unused-code check (knip.json): no file,
// export, type or dependency that nothing uses; then the formatter (.prettierrc.json), checked.
const GATES = [
  ['lint', 'Lint', 'eslint', 'no problems'],
  ['typecheck', 'Type check', 'tsc', 'no errors'],
  ['knip', 'Unused code', 'knip', 'none found'],
  ['format', 'Formatting', 'prettier', 'every file formatted'],
];
const gates = (async () => {
  const results = [];
  for (const [script, name, tool, clean] of GATES) results.push(await gate(script, name, tool, clean));
  return results;
})();

const out = mkdtempSync(join(tmpdir(), 'caryard-test-'));
const report = join(out, 'report.json');
const tests = await run(
  process.execPath,
  ['node_modules/vitest/vitest.mjs', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...process.argv.slice(2)],
  false,
);
const gateResults = await gates;

/** Layer of a test file: its folder under tests/ (tests/e2e, tests/domain, …) or modules/{name}. */
const layerOf = (file) => relative(process.cwd(), file).split('/').slice(0, 2).join('/');
let summary = null;
try {
  const r = JSON.parse(readFileSync(report, 'utf8'));
  const layers = new Map();
  for (const file of r.testResults) {
    const name = layerOf(file.name);
    const layer = layers.get(name) ?? { files: 0, tests: 0, ms: 0 };
    layer.files += 1;
    layer.tests += file.assertionResults.length;
    layer.ms += file.endTime - file.startTime;
    layers.set(name, layer);
  }
  summary = { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests, layers };
} catch {
  /* vitest did not get as far as writing its report; its exit code says why */
}
rmSync(out, { recursive: true, force: true });

console.log('');
for (const { report: line } of gateResults) console.log(line);
const failures = gateResults.map((g) => g.failure).filter((line) => line !== null);
for (const line of failures) console.error(line);
if (summary) {
  console.log("\nTime in test files, by layer (a file's own time; two workers run the layers outside the browser at once):");
  for (const [layer, { files, tests: count, ms }] of [...summary.layers].sort((a, b) => b[1].ms - a[1].ms))
    console.log(`  ${layer.padEnd(24)} ${String(files).padStart(4)} files ${String(count).padStart(5)} tests ${(ms / 1000).toFixed(1).padStart(8)} s`);
  console.log(`\nTime: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  console.log(`${summary.passed} passed, ${summary.failed} failed, ${summary.skipped} skipped`);
}
process.exit(failures.length > 0 ? 1 : typeof tests.status === 'number' ? tests.status : 1);
