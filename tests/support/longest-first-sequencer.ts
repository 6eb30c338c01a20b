import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest kinds of test file first, so the run's last minutes are not one long file on one
 * worker while the other waits: vitest orders a fresh clone's files (no timings cached yet) by
 * size, which put the visual test's five small files, each about two minutes, at the very end.
 * Within a kind, and for every other file, vitest's own order (cached timings, else size) stands.
 */
const SLOWEST_FIRST = [/\/tests\/visual\//, /\/tests\/e2e\//, /\.browser\.test\.tsx?$/, /\/tests\/config\/(cli|runtime)\//];

const rank = (file: TestSpecification): number => {
  const at = SLOWEST_FIRST.findIndex((pattern) => pattern.test(file.moduleId));
  return at === -1 ? SLOWEST_FIRST.length : at;
};

export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Array.prototype.sort is stable: vitest's order holds within each rank.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}
