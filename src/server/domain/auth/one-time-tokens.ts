import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import { loginTokens } from "../../db/schema";
import { sessionIdOf } from "../sessions/session-id";

export type TokenPurpose = "login_link" | "invitation";

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  login_link: 15 * 60 * 1000,
  invitation: 7 * 24 * 60 * 60 * 1000,
};

/** A random token for an e-mail link (256 bits); only its hash is stored. */
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
  const tokens = userIds.map(() => randomBytes(32).toString("base64url"));
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[purpose]);
  await db
    .insert(loginTokens)
    .values(userIds.map((userId, i) => ({ tokenHash: sessionIdOf(tokens[i]!), userId, purpose, expiresAt })));
  return tokens;
}

/** Uses a token once: the user it was issued to, or null if unknown, used or expired. */
export async function consumeToken(
  db: Database,
  token: string,
  purpose: TokenPurpose,
): Promise<string | null> {
  const [row] = await db
    .update(loginTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(loginTokens.tokenHash, sessionIdOf(token)),
        eq(loginTokens.purpose, purpose),
        isNull(loginTokens.usedAt),
        gt(loginTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: loginTokens.userId });
  return row?.userId ?? null;
}
