import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files known to take minutes, started before any other of their run, so that the shorter files
 * fill the other worker around them. Vitest orders by the durations of the previous run when its
 * cache has them, and by file size otherwise, as on a fresh clone in CI: there the faults' kill
 * rounds, two small files over one shared module, came last and ran alone (decision 036).
 */
const LONG_FILES = [
  /tests\/faults\/kill-during-apply\.pglite\.test\.ts$/,
  /tests\/faults\/kill-during-apply\.\w+\.test\.ts$/,
];

function rank(file: TestSpecification): number {
  const index = LONG_FILES.findIndex((pattern) => pattern.test(file.moduleId));
  return index === -1 ? LONG_FILES.length : index;
}

export default class LongFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: the other files keep Vitest's own order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
