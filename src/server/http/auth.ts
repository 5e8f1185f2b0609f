import { randomInt } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import {
  acceptedSchema,
  acceptInvitationSchema,
  currentUserSchema,
  invitationStateSchema,
  loginLinkSchema,
  profileSchema,
  signInSchema,
  signUpSchema,
} from "../../shared/api/auth";
import { DETAIL_MESSAGES } from "../../shared/messages";
import type { OidcConfig } from "../config";
import { acceptInvitation, invitationState, RefusedLink } from "../domain/auth/accept-invitation";
import {
  auditFailedSignIn,
  auditRefusedLink,
  auditSignIn,
  auditSignOut,
} from "../domain/auth/account-events";
import { requestLoginLink, signInWithLink } from "../domain/auth/login-link";
import { signInWithPassword } from "../domain/auth/sign-in";
import { signUp, type UserRow } from "../domain/auth/sign-up";
import { createSession } from "../domain/sessions/create-session";
import { endSession } from "../domain/sessions/end-sessions";
import { toCurrentUser, toCurrentUserWithZone } from "../domain/users/current-user-view";
import { updateProfile } from "../domain/users/update-profile";
import { AppError } from "../errors";
import { oidcRoutes } from "./oidc";
import { clearSessionCookie, originOf, setSessionCookie } from "./plugins/request-context";
import { requireUser, requireUserWithZone, SESSION_COOKIE } from "./plugins/session";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

/** When the work of a sign-in link request starts after its answer: 100 to 400 ms, at random. */
const LOGIN_LINK_DELAY_MS = { min: 100, spread: 300 };

export function authRoutes(
  app: FastifyInstance,
  services: Services,
  options: { oidc?: OidcConfig } = {},
): void {
  const { db } = services;
  const route = tenantRoutes(app, services, ["authentification"]);

  /**
   * A new session id at every sign-in; the session the browser held before, if any, ends. The
   * sign-in goes to the trail of the user's company.
   */
  async function openSession(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    how: Parameters<typeof auditSignIn>[1]["how"],
  ): Promise<void> {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await endSession(db, previous);
    const { token, expiresAt } = await createSession({ db, userId: user.id });
    setSessionCookie(request, reply, token, expiresAt);
    await auditSignIn(db, { user, origin: originOf(request), how });
  }

  // /api/login: the provider's sign-in when OpenID Connect is configured, else Calibra's own page.
  if (options.oidc) oidcRoutes(app, services, options.oidc);
  else
    route.open({ method: "GET", url: "/api/login", hide: true }, async (_input, _request, reply) =>
      reply.sendAppPage(),
    );

  // Signing out changes the session: a POST, which another site's page cannot send (cross-site
  // guard), from the sidebar's form. The address itself shows a page asking to confirm, so that a
  // link or an image pointing at it signs nobody out.
  route.open({ method: "GET", url: "/api/logout", hide: true }, async (_input, _request, reply) =>
    reply.sendAppPage(),
  );
  // The page's form sends an empty form body: read (and ignored) for this route only.
  void app.register(async (logout) => {
    logout.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 1024 },
      (_request, _body, done) => done(null, undefined),
    );
    tenantRoutes(logout, services, []).open(
      { method: "POST", url: "/api/logout", hide: true },
      async (_input, request, reply) => {
        const token = request.cookies[SESSION_COOKIE];
        const user = token ? await request.sessionUser() : null;
        if (token) await endSession(db, token);
        if (user) await auditSignOut(db, { user, origin: originOf(request) });
        clearSessionCookie(reply);
        return reply.redirect("/", 303);
      },
    );
  });

  route.open(
    {
      method: "POST",
      url: "/api/auth/signup",
      summary: "Créer un compte",
      body: signUpSchema,
      responses: { 201: currentUserSchema },
    },
    async ({ body }, request, reply) => {
      const user = await signUp({ db, ...body });
      await openSession(request, reply, user, "password");
      return reply.status(201).send(toCurrentUser(user));
    },
  );

  route.open(
    {
      method: "POST",
      url: "/api/auth/login",
      summary: "Se connecter",
      body: signInSchema,
      responses: { 200: currentUserSchema },
    },
    async ({ body }, request, reply) => {
      const user = await signInWithPassword({
        db,
        ...body,
        ipAddress: request.ip,
        userAgent: originOf(request).userAgent,
      }).catch(async (error: unknown) => {
        if (
          error instanceof AppError &&
          (error.code === "INVALID_CREDENTIALS" || error.code === "RATE_LIMITED")
        )
          await auditFailedSignIn(db, {
            email: body.email,
            origin: originOf(request),
            locked: error.code === "RATE_LIMITED",
          });
        throw error;
      });
      await openSession(request, reply, user, "password");
      return toCurrentUser(user);
    },
  );

  route.open(
    {
      method: "POST",
      url: "/api/auth/login-link",
      summary: "Recevoir un lien de connexion par e-mail",
      body: loginLinkSchema,
      responses: { 202: acceptedSchema },
    },
    async ({ body }, request, reply) => {
      // Answered before the address is even looked up, the message queued and delivered in the
      // background: the answer takes the same time whether or not the address has an account. The
      // work starts a moment later, at a random time, so that it weighs on no particular request
      // that follows (with the embedded database, every query shares this thread).
      const { email } = body;
      const origin = originOf(request);
      services.mailer.afterAnswer(
        db,
        () => requestLoginLink({ db, email, publicUrl: services.publicUrl, origin }),
        { delayMs: LOGIN_LINK_DELAY_MS.min + randomInt(LOGIN_LINK_DELAY_MS.spread) },
      );
      return reply.status(202).send({ message: DETAIL_MESSAGES.loginLinkSent });
    },
  );

  route.open(
    {
      method: "GET",
      url: "/api/auth/login-link/:token",
      hide: true,
      // Fastify's router refuses a parameter over 100 characters before this runs.
      params: z.object({ token: z.string() }),
    },
    async ({ params }, request, reply) => {
      const opened = await signInWithLink({ db, token: params.token });
      if (!opened.user) {
        await auditRefusedLink(db, {
          userId: opened.userId,
          purpose: "login_link",
          refusal: opened.refusal,
          origin: originOf(request),
        });
        // The sign-in page says why, from the catalogue, and offers to sign in or ask a new link.
        return reply.redirect(`/api/login?erreur=lien-invalide&raison=${opened.refusal}`);
      }
      await openSession(request, reply, opened.user, "link");
      return reply.redirect("/");
    },
  );

  route.open(
    {
      method: "GET",
      url: "/api/auth/invitation/:token",
      summary:
        "État d'une invitation avant de choisir son mot de passe : l'adresse invitée, ou 400 LINK_INVALID qui dit pourquoi non (déjà utilisée, expirée, remplacée, compte déjà activé ou désactivé, inconnue)",
      params: z.object({ token: z.string().max(100) }),
      responses: { 200: invitationStateSchema },
    },
    async ({ params }) => invitationState({ db, token: params.token }),
  );

  route.open(
    {
      method: "POST",
      url: "/api/auth/accept-invitation",
      summary: "Choisir son mot de passe depuis l'invitation",
      body: acceptInvitationSchema,
      responses: { 200: currentUserSchema },
    },
    async ({ body }, request, reply) => {
      const user = await acceptInvitation({ db, ...body }).catch(async (error: unknown) => {
        if (error instanceof RefusedLink)
          await auditRefusedLink(db, {
            userId: error.userId,
            purpose: "invitation",
            refusal: error.refusal,
            origin: originOf(request),
          });
        throw error;
      });
      await openSession(request, reply, user, "invitation");
      return toCurrentUser(user);
    },
  );

  route.open(
    {
      method: "GET",
      url: "/api/auth/user",
      summary: "Utilisateur connecté",
      responses: { 200: currentUserSchema },
    },
    async (_input, request) => {
      return toCurrentUserWithZone(await requireUserWithZone(request));
    },
  );

  route.open(
    {
      method: "PATCH",
      url: "/api/auth/profile",
      summary: "Modifier son profil",
      body: profileSchema,
      responses: { 200: currentUserSchema },
    },
    async ({ body }, request) => {
      const user = await requireUser(request);
      return toCurrentUser(await updateProfile({ db, user, input: body, origin: originOf(request) }));
    },
  );
}
