import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passwordCredentials, users } from "../../db/schema";
import { AppError } from "../../errors";
import { revokeTokens } from "./one-time-tokens";
import { spendVerificationTime, verifyPassword } from "./passwords";
import { recordSecurityEvent, securityKindOf } from "./security-log";
import { recordAttempt, throttleSignIn } from "./sign-in-attempts";
import { findUserByEmail, type UserRow } from "./sign-up";

/**
 * E-mail and password; 401 on a wrong pair or an inactive account, 429 when this address may not
 * try this account now (sign-in-attempts.ts). A failure on an address no account uses, or on a
 * deactivated account, goes to the security log (security-log.ts) as well; the answer is the same.
 */
export async function signInWithPassword({
  db,
  email,
  password,
  ipAddress,
  userAgent = null,
}: {
  db: Database;
  email: string;
  password: string;
  ipAddress: string;
  userAgent?: string | null;
}): Promise<UserRow> {
  await throttleSignIn(db, email, ipAddress);
  const user = await findUserByEmail(db, email);
  const [credential] = user
    ? await db.select().from(passwordCredentials).where(eq(passwordCredentials.userId, user.id)).limit(1)
    : [];
  const valid = credential ? await verifyPassword(credential.passwordHash, password) : false;
  if (!credential) await spendVerificationTime(password);
  if (!user || !valid || user.status !== "active") {
    await recordAttempt(db, { email, ipAddress, succeeded: false });
    // Outside any company: an unknown (or deleted) address, a deactivated account. A wrong password
    // of an active account stays in its company's trail only (auditFailedSignIn).
    const kind = securityKindOf(user);
    if (kind) await recordSecurityEvent(db, { kind, email, origin: { ipAddress, userAgent } });
    throw new AppError("INVALID_CREDENTIALS");
  }
  await recordAttempt(db, { email, ipAddress, succeeded: true });
  return markSignedIn(db, user.id);
}

/** A successful sign-in, however made: the account is activated, and its invitations die (decision 018). */
export async function markSignedIn(db: Database, userId: string): Promise<UserRow> {
  const [user] = await db
    .update(users)
    .set({ lastLogin: new Date() })
    .where(eq(users.id, userId))
    .returning();
  await revokeTokens(db, [userId], ["invitation"], "activated");
  return user!;
}
