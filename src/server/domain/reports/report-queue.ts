import { AppError } from "../../errors";

/**
 * One report generated at a time in this server process (decision 017): the others wait their
 * turn, shown `queued`, rather than all reading, laying out and storing at once (four at once held
 * the embedded database for seconds and doubled the process's memory).
 */
export interface ReportQueue {
  /** Runs `job` once the reports asked before it are done. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Reports waiting, not counting the one being generated. */
  readonly waiting: number;
  /** Refuses new reports and those still waiting; resolves once the one being generated is done. */
  close(): Promise<void>;
}

export function createReportQueue(): ReportQueue {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  let closing = false;
  return {
    run<T>(job: () => Promise<T>): Promise<T> {
      if (closing) return Promise.reject(new AppError("SERVICE_UNAVAILABLE"));
      waiting++;
      const turn = tail.then(async () => {
        waiting--;
        if (closing) throw new AppError("SERVICE_UNAVAILABLE");
        return job();
      });
      // The next report waits for this one, whether it succeeds or fails.
      tail = turn.then(
        () => undefined,
        () => undefined,
      );
      return turn;
    },
    get waiting() {
      return waiting;
    },
    async close() {
      closing = true;
      await tail;
    },
  };
}
