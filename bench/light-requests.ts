import { performance } from "node:perf_hooks";

/**
 * A light request sent every 20 ms while `work` runs, and how long each waited for its answer,
 * counted from when it was due: a process held by the work sends it late, and that lateness is
 * waiting too. The last one is sent once the work has ended, so that a wait spanning the whole
 * work is counted.
 */
export async function lightRequestsDuring<T>(
  send: () => Promise<{ statusCode: number; body: string }>,
  work: () => Promise<T>,
): Promise<{ result: T; duration: number; waits: number[]; worst: number }> {
  const waits: number[] = [];
  let running = true;
  const probe = (async () => {
    let due = performance.now();
    for (;;) {
      const response = await send();
      if (response.statusCode !== 200)
        throw new Error(`light request: ${response.statusCode} ${response.body}`);
      waits.push(performance.now() - due);
      if (!running) return;
      due = performance.now() + 20;
      await new Promise((done) => setTimeout(done, 20));
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, duration: performance.now() - started, waits, worst: Math.max(...waits) };
  } finally {
    running = false;
    await probe;
  }
}
