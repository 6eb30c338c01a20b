import { defineConfig } from 'vitest/config';
import LongestFirstSequencer from './tests/support/longest-first-sequencer';

// One runner for every layer: unit, property, integration (PGlite and PostgreSQL),
// and browser journeys (playwright-core driving Debian's Chromium).
export default defineConfig({
  test: {
    // A feature module keeps its tests in its folder (modules/{name}/tests).
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx', 'modules/*/tests/**/*.test.ts', 'modules/*/tests/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 180_000,
    // A condition a browser journey polls for (a page's answer, a focus move) gets 5 s, not vitest's 1 s:
    // a busy CI machine answered a search page's request after more than a second (search-journeys, stop 40).
    expect: { poll: { timeout: 5_000 } },
    pool: 'forks',
    // Workers: vitest's default, one fewer than the cores (one on this 2-core machine). Two at a time here
    // made the CPU-bound browser journeys 1.7x slower each and timed one out; it gained no time.
    // One PostgreSQL cluster and the PGlite copies (empty, migrated) for the whole run.
    globalSetup: ['tests/support/global-setup.ts'],
    sequence: { sequencer: LongestFirstSequencer },
    reporters: ['default'],
  },
});
