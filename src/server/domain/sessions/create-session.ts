import { randomBytes } from "node:crypto";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import { sessionIdOf } from "./session-id";

export const SESSION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Opens a session for a user and returns the cookie's token (256 random bits); only its hash is stored. */
export async function createSession({
  db,
  userId,
  ttlMs = SESSION_TTL_MS,
}: {
  db: Database;
  userId: string;
  ttlMs?: number;
}): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({ sid: sessionIdOf(token), userId, sess: {}, expire: expiresAt });
  return { token, expiresAt };
}
