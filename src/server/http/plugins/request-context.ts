import type { FastifyReply, FastifyRequest } from "fastify";
import { can, type Permission } from "../../../shared/permissions";
import { displayName } from "../../../shared/roles";
import type { Actor } from "../../db/tenant";
import { AppError } from "../../errors";
import { requireUser, SESSION_COOKIE, type SessionUser } from "./session";

export interface RequestContext {
  user: SessionUser;
  companyId: number;
  actor: Actor;
}

/** Where a request came from, as the audit trail records it. */
export function originOf(request: FastifyRequest): { ipAddress: string | null; userAgent: string | null } {
  return { ipAddress: request.ip ?? null, userAgent: request.headers["user-agent"] ?? null };
}

export function actorOf(request: FastifyRequest, user: SessionUser): Actor {
  return {
    userId: user.id,
    roles: user.roles,
    name: displayName(user),
    ...originOf(request),
  };
}

/**
 * The signed-in user, their company (from the session, never from the client) and the permission
 * check of DESIGN.md §4: 401 without a session, 403 when the roles do not allow the action.
 */
export async function authorize(request: FastifyRequest, permission: Permission): Promise<RequestContext> {
  const user = await requireUser(request);
  if (user.companyId === null) throw new AppError("COMPANY_REQUIRED");
  if (!can(user.roles, permission)) throw new AppError("FORBIDDEN");
  return { user, companyId: user.companyId, actor: actorOf(request, user) };
}

/** The session cookie: HttpOnly, SameSite=Lax, Secure when the request came over HTTPS. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: "lax",
    secure: request.protocol === "https",
    path: "/",
    expires,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: "/" });
}
