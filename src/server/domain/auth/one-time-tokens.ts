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
  const token = randomBytes(32).toString("base64url");
  await db.insert(loginTokens).values({
    tokenHash: sessionIdOf(token),
    userId,
    purpose,
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
  });
  return token;
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
