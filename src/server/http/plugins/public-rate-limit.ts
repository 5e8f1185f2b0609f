import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import type { PublicRateLimits } from "../../config";
import type { Database } from "../../db/client";
import { sqlRows } from "../../db/rows";
import { AppError } from "../../errors";

export type { PublicRateLimits } from "../../config";

const hitRow = z.object({ key: z.string(), hits: z.coerce.number() });

/**
 * Counts one call of a public route and refuses it (429, French message, Retry-After) past either
 * limit. The counters are rows of `rate_limit_hits`, one per key and fixed window, shared by every
 * server process (DESIGN.md §8); the token is counted by its hash, never stored.
 */
export async function limitPublicCall(
  db: Database,
  limits: PublicRateLimits,
  request: FastifyRequest,
  reply: FastifyReply,
  { token, kind }: { token: string; kind: "read" | "write" },
): Promise<void> {
  const now = Date.now();
  const windowStart = new Date(now - (now % limits.windowMs)).toISOString();
  const addressKey = `ip:${kind}:${request.ip}`.slice(0, 200);
  const tokenHash = createHash("sha256").update(token).digest("base64url").slice(0, 32);
  const tokenKey = `token:${kind}:${tokenHash}`;
  // This address's share of the token's calls.
  const shareKey = `share:${kind}:${tokenHash}:${request.ip}`.slice(0, 200);
  const rows = await sqlRows(
    db,
    hitRow,
    sql`insert into rate_limit_hits (key, window_start, hits)
        values (${addressKey}, ${windowStart}::timestamptz, 1), (${tokenKey}, ${windowStart}::timestamptz, 1),
               (${shareKey}, ${windowStart}::timestamptz, 1)
        on conflict (key, window_start) do update set hits = rate_limit_hits.hits + 1
        returning key, hits`,
  );
  const hits = (key: string) => rows.find((r) => r.key === key)?.hits ?? 0;
  // Old windows say nothing any more: now and then, the table is kept small.
  if (Math.random() < 0.01) {
    await db.execute(
      sql`delete from rate_limit_hits where window_start < ${new Date(now - 10 * limits.windowMs).toISOString()}::timestamptz`,
    );
  }
  const overToken =
    hits(tokenKey) > limits.perToken[kind] && hits(shareKey) > limits.guaranteedPerAddress[kind];
  if (hits(addressKey) > limits.perAddress[kind] || overToken) {
    reply.header("retry-after", String(Math.ceil((limits.windowMs - (now % limits.windowMs)) / 1000)));
    throw new AppError("RATE_LIMITED", { message: DETAIL_MESSAGES.publicRateLimited });
  }
}
