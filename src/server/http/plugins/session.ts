import { and, eq, gt, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import type { Database } from "../../db/client";
import { sessions, users } from "../../db/schema";
import { sessionIdOf } from "../../domain/sessions/session-id";
import { AppError } from "../../errors";

export const SESSION_COOKIE = "calibra_session";

export type SessionUser = typeof users.$inferSelect;

/**
 * The signed-in user with their company's time zone, read in the same statement (migration 0018,
 * decision 029): null without a company. Only the user's own answer asks for it.
 */
export type SessionUserWithZone = SessionUser & { companyTimeZone: string | null };

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in user of this request, read once from the session cookie; null when signed out. */
    sessionUser(): Promise<SessionUser | null>;
    /** The same, with the company's time zone (the signed-in user's answer). */
    sessionUserWithZone(): Promise<SessionUserWithZone | null>;
  }
}

/** The session of the `sid` placeholder, unexpired at `now`, of an active user. */
const activeSession = and(
  eq(sessions.sid, sql.placeholder("sid")),
  gt(sessions.expire, sql.placeholder("now")),
  eq(users.status, "active"),
);

/**
 * The two reads of a session, built once and prepared (named statements on PostgreSQL): every
 * request makes one, and building the query each time was a fifth of a light request's work.
 */
function sessionReads(db: Database) {
  const user = db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(activeSession)
    .limit(1)
    .prepare("calibra_session_user");
  const userWithZone = db
    .select({
      user: users,
      companyTimeZone: sql<string | null>`session_company_time_zone(${sql.placeholder("sid")})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(activeSession)
    .limit(1)
    .prepare("calibra_session_user_with_zone");
  return {
    user: async (sid: string): Promise<SessionUser | null> => {
      const [row] = await user.execute({ sid, now: new Date() });
      return row?.user ?? null;
    },
    userWithZone: async (sid: string): Promise<SessionUserWithZone | null> => {
      const [row] = await userWithZone.execute({ sid, now: new Date() });
      return row ? { ...row.user, companyTimeZone: row.companyTimeZone } : null;
    },
  };
}

export const sessionPlugin = fp(async (app: FastifyInstance, options: { db: Database }) => {
  const reads = sessionReads(options.db);
  const plain = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const withZone = new WeakMap<FastifyRequest, Promise<SessionUserWithZone | null>>();
  /** Read once per request; a request that read the user with the zone needs no second read. */
  const readOnce = <T>(
    cache: WeakMap<FastifyRequest, Promise<T | null>>,
    request: FastifyRequest,
    find: (sid: string) => Promise<T | null>,
  ): Promise<T | null> => {
    let pending = cache.get(request);
    if (!pending) {
      const token = request.cookies[SESSION_COOKIE];
      pending = token ? find(sessionIdOf(token)) : Promise.resolve(null);
      cache.set(request, pending);
    }
    return pending;
  };
  app.decorateRequest("sessionUser", function (this: FastifyRequest) {
    return withZone.get(this) ?? readOnce(plain, this, reads.user);
  });
  app.decorateRequest("sessionUserWithZone", function (this: FastifyRequest) {
    return readOnce(withZone, this, reads.userWithZone);
  });
});

/** The signed-in user, or a 401 `Unauthorized`. */
export async function requireUser(request: FastifyRequest): Promise<SessionUser> {
  return signedIn(await request.sessionUser());
}

/** The same, with the company's time zone (the signed-in user's own answer). */
export async function requireUserWithZone(request: FastifyRequest): Promise<SessionUserWithZone> {
  return signedIn(await request.sessionUserWithZone());
}

function signedIn<T>(user: T | null): T {
  if (!user) throw new AppError("UNAUTHORIZED");
  return user;
}
