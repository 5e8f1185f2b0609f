import { setTimeout as sleep } from "node:timers/promises";
import { and, eq, lt, max, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/client";
import { signInAttempts } from "../../db/schema";
import { AppError } from "../../errors";

/**
 * Password guessing is throttled without handing attackers a way to lock the owner out:
 * - one address that fails `pairFailures` times on one account within the window is refused
 *   (429) for that account, and only for it: the owner signs in from anywhere else;
 * - one address that fails `addressFailures` times over any accounts (trying one password on many
 *   accounts) is refused for all of them;
 * - an account that failed `slowDownAfter` times, from any addresses, answers every further attempt
 *   more slowly, the wait doubling up to `maxDelayMs`: guessing from many addresses gets slow, and
 *   the right password still signs in.
 * A success clears the failures before it, of its account and of its address on that account.
 * Counted by the e-mail typed, whether or not an account has it, so the answers say nothing of
 * which accounts exist. Counters live in the database, shared by every server process.
 */
export const SIGN_IN_LIMITS = {
  windowMs: 15 * 60 * 1000,
  pairFailures: 10,
  addressFailures: 50,
  slowDownAfter: 5,
  firstDelayMs: 100,
  maxDelayMs: 2000,
} as const;

/** The wait before checking the password of an account that failed `failures` times. */
export function slowDownDelay(failures: number): number {
  const { slowDownAfter, firstDelayMs, maxDelayMs } = SIGN_IN_LIMITS;
  if (failures < slowDownAfter) return 0;
  return Math.min(maxDelayMs, firstDelayMs * 2 ** (failures - slowDownAfter));
}

interface RecentFailures {
  /** Of this account from this address, since the pair's last success. */
  pair: number;
  /** Of this account from any address, since the account's last success. */
  account: number;
  /** From this address on any account. */
  address: number;
}

async function recentFailures(db: Database, email: string, ipAddress: string): Promise<RecentFailures> {
  const a = signInAttempts;
  const success = alias(signInAttempts, "success");
  const since = sql`${new Date(Date.now() - SIGN_IN_LIMITS.windowMs).toISOString()}::timestamptz`;
  /** The last success of the account (of the pair with `fromAddress`) in the window, else its start. */
  const clearedAt = (fromAddress: boolean) => {
    const lastSuccess = db
      .select({ at: max(success.createdAt) })
      .from(success)
      .where(
        and(
          eq(success.email, email),
          eq(success.succeeded, true),
          fromAddress ? eq(success.ipAddress, ipAddress) : undefined,
          sql`${success.createdAt} > ${since}`,
        ),
      );
    return sql`coalesce((${lastSuccess}), ${since})`;
  };
  const [failures] = await db
    .select({
      pair: sql`count(*) filter (where ${a.email} = ${email} and ${a.ipAddress} = ${ipAddress} and ${a.createdAt} > ${clearedAt(true)})::int`.mapWith(
        Number,
      ),
      account:
        sql`count(*) filter (where ${a.email} = ${email} and ${a.createdAt} > ${clearedAt(false)})::int`.mapWith(
          Number,
        ),
      address: sql`count(*) filter (where ${a.ipAddress} = ${ipAddress})::int`.mapWith(Number),
    })
    .from(a)
    .where(
      and(
        eq(a.succeeded, false),
        sql`${a.createdAt} > ${since}`,
        or(eq(a.email, email), eq(a.ipAddress, ipAddress)),
      ),
    );
  return { pair: failures?.pair ?? 0, account: failures?.account ?? 0, address: failures?.address ?? 0 };
}

/**
 * Before a password is checked: 429 when this address may not try this account now, else the
 * account's slow-down, waited here.
 */
export async function throttleSignIn(db: Database, email: string, ipAddress: string): Promise<void> {
  const failures = await recentFailures(db, email, ipAddress);
  if (failures.pair >= SIGN_IN_LIMITS.pairFailures || failures.address >= SIGN_IN_LIMITS.addressFailures)
    throw new AppError("RATE_LIMITED", { message: DETAIL_MESSAGES.lockedOut });
  const delay = slowDownDelay(failures.account);
  if (delay > 0) await sleep(delay);
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
