/**
 * The load generator of the ratio bench (ratios.ts), in its own process so that the server's CPU
 * time is the server's alone. It waits for orders on its IPC channel: send `count` GET requests to
 * `url` with `concurrency` kept-alive connections, then answer the wall time, the bytes received and
 * the statuses seen.
 */
import { Agent, request } from "node:http";
import { performance } from "node:perf_hooks";

export interface LoadOrder {
  url: string;
  cookie: string;
  count: number;
  concurrency: number;
}

export interface LoadAnswer {
  ms: number;
  count: number;
  bytes: number;
  statuses: Record<string, number>;
}

function get(agent: Agent, url: URL, cookie: string): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, headers: { cookie } }, (res) => {
      let bytes = 0;
      res.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export async function sendLoad(order: LoadOrder): Promise<LoadAnswer> {
  const agent = new Agent({ keepAlive: true, maxSockets: order.concurrency });
  const url = new URL(order.url);
  const statuses: Record<string, number> = {};
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < order.count) {
      next++;
      const answer = await get(agent, url, order.cookie);
      bytes += answer.bytes;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: order.concurrency }, worker));
  const ms = performance.now() - started;
  agent.destroy();
  return { ms, count: order.count, bytes, statuses };
}

if (process.send)
  process.on("message", (order: LoadOrder) => {
    void sendLoad(order).then(
      (answer) => process.send?.(answer),
      (error: unknown) => process.send?.({ error: String(error) }),
    );
  });
