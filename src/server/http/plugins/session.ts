import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { sessionIdOf } from "../../domain/sessions/session-id";
import { AppError } from "../../errors";

export const SESSION_COOKIE = "calibra_session";

/**
 * The signed-in user's row, with their company's time zone read in the same statement (migration
 * 0018, decision 029): null without a company.
 */
export type SessionUser = typeof users.$inferSelect & { companyTimeZone: string | null };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of this request, read once from the session cookie; null when signed out. */
    sessionUser(): Promise<SessionUser | null>;
  }
}

async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const sid = sessionIdOf(token);
  const [row] = await db
    .select({ user: users, companyTimeZone: sql<string | null>`session_company_time_zone(${sid})` })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.sid, sid), gt(sessions.expire, new Date()), eq(users.status, "active")))
    .limit(1);
  return row ? { ...row.user, companyTimeZone: row.companyTimeZone } : null;
}

export const sessionPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  app.decorateRequest("sessionUser", function (this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      const token = this.cookies[SESSION_COOKIE];
      pending = token ? findSessionUser(options.db, token) : Promise.resolve(null);
      cache.set(this, pending);
    }
    return pending;
  });
});

/** The signed-in user, or a 401 `Unauthorized`. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  const user = await request.sessionUser();
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}
