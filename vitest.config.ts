import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/support/longest-first-sequencer';

/** Every test file: a feature module keeps its tests in its folder (modules/{name}/tests). */
const ALL_TESTS = ['tests/**/*.test.{ts,tsx}', 'modules/*/tests/**/*.test.{ts,tsx}'];
/**
 * The files that drive Chromium: the journeys, the visual test and any file named `*.browser.test.*`
 * (tests/architecture/test-projects.test.ts fails a file that launches Chromium under another name).
 */
export const BROWSER_TESTS = ['tests/e2e/**/*.test.{ts,tsx}', 'tests/visual/**/*.test.{ts,tsx}', '**/*.browser.test.{ts,tsx}'];

// One runner for every layer: unit, property, integration (PGlite and PostgreSQL), HTTP on the real
// server, and browser journeys (playwright-core driving Debian's Chromium). Two projects, run one
// after the other (sequence.groupOrder), each with the worker count that is fastest for it on a
// 2-core machine (docs/testing.md has the measurements).
export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // A condition a browser journey polls for (a page's answer, a focus move) gets 5 s, not vitest's 1 s:
    // a busy CI machine answered a search page's request after more than a second (search-journeys, stop 40).
    expect: { poll: { timeout: 5_000 } },
    pool: 'forks',
    // One PostgreSQL cluster and the PGlite copies (empty, migrated) for the whole run.
    globalSetup: ['tests/support/global-setup.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'browser',
          include: BROWSER_TESTS,
          // One file at a time: Chromium's renderer takes the second core. Two at a time made each
          // journey 1.7x slower and gained nothing.
          maxWorkers: 1,
          // Its files share one process and module graph: each file still launches its own Chromium
          // and server, and the per-file import (about 3 s) is paid once.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ALL_TESTS,
          exclude: BROWSER_TESTS,
          // Two workers, each running its files in one process (no fresh module graph per file): no
          // test here mocks a module, and each file starts its own servers and databases.
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
