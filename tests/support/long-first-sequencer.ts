import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files known to take minutes, started before any other of their run, so that the shorter files
 * fill the other worker around them. Vitest orders by the durations of the previous run when its
 * cache has them, and by file size otherwise, as on a fresh clone in CI: there the faults' kill
 * rounds, two small files over one shared module, came last and ran alone (decision 036).
 */
const LONG_FILE = /tests\/faults\/kill-during-apply\.\w+\.test\.ts$/;

const rank = (file: TestSpecification): number => (LONG_FILE.test(file.moduleId) ? 0 : 1);

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the other files keep Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
