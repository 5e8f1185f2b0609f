import { and, eq, gt, lt, or, sql } from "drizzle-orm";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/client";
import { signInAttempts } from "../../db/schema";
import { AppError } from "../../errors";

/** After 10 failed sign-ins for one account or one address within 15 minutes, sign-in is refused. */
export const LOCKOUT = { maxFailures: 10, windowMs: 15 * 60 * 1000 } as const;

export async function assertNotLockedOut(db: Database, email: string, ipAddress: string): Promise<void> {
  const since = new Date(Date.now() - LOCKOUT.windowMs);
  const [failures] = await db
    .select({
      byEmail: sql`count(*) filter (where ${signInAttempts.email} = ${email})::int`.mapWith(Number),
      byAddress: sql`count(*) filter (where ${signInAttempts.ipAddress} = ${ipAddress})::int`.mapWith(Number),
    })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.succeeded, false),
        gt(signInAttempts.createdAt, since),
        or(eq(signInAttempts.email, email), eq(signInAttempts.ipAddress, ipAddress)),
      ),
    );
  if ((failures?.byEmail ?? 0) >= LOCKOUT.maxFailures || (failures?.byAddress ?? 0) >= LOCKOUT.maxFailures) {
    throw new AppError("RATE_LIMITED", { message: DETAIL_MESSAGES.lockedOut });
  }
}

export async function recordAttempt(
  db: Database,
  attempt: { email: string; ipAddress: string; succeeded: boolean },
) {
  await db.insert(signInAttempts).values(attempt);
  // Keep the table small: attempts older than a day say nothing any more.
  if (Math.random() < 0.01) {
    await db.delete(signInAttempts).where(lt(signInAttempts.createdAt, new Date(Date.now() - 86_400_000)));
  }
}
