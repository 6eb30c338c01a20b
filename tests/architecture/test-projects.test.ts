/**
 * vitest.config.ts runs the files that drive Chromium in their own project, one file at a time, and
 * every other file two workers at a time in shared processes. A file that launches Chromium outside
 * the browser project's globs would run beside another file's browser and slow both: it fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { matchesGlob } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BROWSER_TESTS } from '../../vitest.config';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** Every test file under tests/ and modules/, relative to the project's root. */
function testFiles(): string[] {
  return ['tests', 'modules'].flatMap((top) =>
    readdirSync(`${root}${top}`, { recursive: true, encoding: 'utf8' })
      .map((file) => `${top}/${file}`)
      .filter((file) => /\.test\.tsx?$/.test(file)),
  );
}

/** A file that starts Chromium: through the e2e support, the visual suite or playwright-core itself. */
const DRIVES_CHROMIUM = /from '[^']*(support\/browser|support\/visual-suite|playwright-core)'/;

const inBrowserProject = (file: string): boolean => BROWSER_TESTS.some((glob) => matchesGlob(file, glob));

describe('the test projects (vitest.config.ts)', () => {
  it('puts every file that drives Chromium in the browser project, and no other', () => {
    const files = testFiles();
    const drivers = files.filter((file) => DRIVES_CHROMIUM.test(readFileSync(`${root}${file}`, 'utf8')));
    expect(drivers.length).toBeGreaterThan(30);
    expect(drivers.filter((file) => !inBrowserProject(file))).toEqual([]);
    // A file named for the browser project that never starts Chromium would hold a worker back for nothing.
    expect(files.filter((file) => inBrowserProject(file) && !drivers.includes(file))).toEqual([]);
  });
});
