import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { sessions } from "../../db/schema";
import { sessionIdOf } from "./session-id";

/** Sign-out: the session is deleted on the server, so its cookie is worthless from now on. */
export async function endSession(db: Database, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.sid, sessionIdOf(token)));
}

/** Every session of a user ends at once (deactivation, deletion). */
export async function endUserSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
