import { randomBytes } from "node:crypto";
import { and, eq, gt, inArray, isNull } from "drizzle-orm";
import type { LinkRefusal } from "../../../shared/api/auth";
import type { Database } from "../../db/client";
import { loginTokens } from "../../db/schema";
import { sessionIdOf } from "../sessions/session-id";

export type TokenPurpose = "login_link" | "invitation";
/** Why a link died before it was used. */
export type RevokedReason = "superseded" | "activated" | "deactivated";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  login_link: 15 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

/**
 * The links sent by e-mail to sign in or to accept an invitation (decision 018). Each is used once,
 * and dies before that when a newer link of its kind is issued to the same account, when the
 * account is activated (an invitation), or when it is deactivated. Only the token's hash is stored.
 */

/** A random token for an e-mail link (256 bits); the account's earlier links of its kind die. */
export async function issueToken(db: Database, userId: string, purpose: TokenPurpose): Promise<string> {
  const [token] = await issueTokens(db, [userId], purpose);
  return token!;
}

/** One token per user, in the users' order, written in one statement. */
export async function issueTokens(
  db: Database,
  userIds: readonly string[],
  purpose: TokenPurpose,
): Promise<string[]> {
  if (userIds.length === 0) return [];
  await revokeTokens(db, userIds, [purpose], "superseded");
  const tokens = userIds.map(() => randomBytes(32).toString("base64url"));
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[purpose]);
  await db
    .insert(loginTokens)
    .values(userIds.map((userId, i) => ({ tokenHash: sessionIdOf(tokens[i]!), userId, purpose, expiresAt })));
  return tokens;
}

/** The users' links of these kinds still usable die now, for this reason. */
export async function revokeTokens(
  db: Database,
  userIds: readonly string[],
  purposes: readonly TokenPurpose[],
  reason: RevokedReason,
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .update(loginTokens)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(
      and(
        inArray(loginTokens.userId, [...userIds]),
        inArray(loginTokens.purpose, [...purposes]),
        isNull(loginTokens.usedAt),
        isNull(loginTokens.revokedAt),
      ),
    );
}

/** What a link's token leads to: its user while it is usable, else why not. */
export type TokenState = { userId: string; refusal: null } | { userId: string | null; refusal: LinkRefusal };

/** The state of a link, without using it. */
export async function tokenState(db: Database, token: string, purpose: TokenPurpose): Promise<TokenState> {
  const [row] = await db
    .select()
    .from(loginTokens)
    .where(and(eq(loginTokens.tokenHash, sessionIdOf(token)), eq(loginTokens.purpose, purpose)));
  if (!row) return { userId: null, refusal: "unknown" };
  if (row.usedAt) return { userId: row.userId, refusal: "used" };
  if (row.revokedReason) return { userId: row.userId, refusal: row.revokedReason as RevokedReason };
  if (row.expiresAt <= new Date()) return { userId: row.userId, refusal: "expired" };
  return { userId: row.userId, refusal: null };
}

/** Uses a link once: its user, or why it cannot be used (the link is then left as it was). */
export async function consumeToken(db: Database, token: string, purpose: TokenPurpose): Promise<TokenState> {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginTokens.tokenHash, sessionIdOf(token)),
        eq(loginTokens.purpose, purpose),
        isNull(loginTokens.usedAt),
        isNull(loginTokens.revokedAt),
        gt(loginTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: loginTokens.userId });
  if (row) return { userId: row.userId, refusal: null };
  return tokenState(db, token, purpose);
}
