/** A job the server runs in the background: once shortly after start, then at a fixed interval. */
export interface PeriodicJob {
  /** Starts the timers (they never keep the process alive). */
  start(): void;
  /** Stops the timers and waits for a run in progress to end. */
  stop(): Promise<void>;
}

/**
 * Runs `work` after `firstRunMs`, then every `intervalMs`; a run never starts while the previous one
 * is still going, and a failed run is logged and left for the next one.
 */
export function periodicJob(options: {
  work: () => Promise<unknown>;
  firstRunMs: number;
  intervalMs: number;
  onError: (err: unknown) => void;
}): PeriodicJob {
  let first: NodeJS.Timeout | undefined;
  let every: NodeJS.Timeout | undefined;
  let current: Promise<void> | null = null;
  let stopped = false;

  const run = () => {
    if (stopped || current) return;
    current = options
      .work()
      .then(() => undefined)
      .catch(options.onError)
      .finally(() => {
        current = null;
      });
  };

  return {
    start() {
      if (stopped || first) return;
      first = setTimeout(run, options.firstRunMs);
      first.unref();
      every = setInterval(run, options.intervalMs);
      every.unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
      await current;
    },
  };
}
