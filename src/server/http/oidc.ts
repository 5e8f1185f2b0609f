import type { FastifyInstance } from "fastify";
import * as client from "openid-client";
import type { OidcConfig } from "../config";
import { auditSignIn } from "../domain/auth/account-events";
import { signInWithIdentity } from "../domain/auth/sign-in-with-identity";
import { createSession } from "../domain/sessions/create-session";
import { endSession } from "../domain/sessions/end-sessions";
import { originOf, setSessionCookie } from "./plugins/request-context";
import { SESSION_COOKIE } from "./plugins/session";
import { tenantRoutes } from "./route";
import type { Services } from "./services";

const FLOW_COOKIE = "calibra_oidc";
const CALLBACK_PATH = "/api/auth/oidc/callback";

interface Flow {
  state: string;
  nonce: string;
  verifier: string;
}

/**
 * Sign-in through the company's OpenID Connect provider (authorization code with PKCE, state and
 * nonce). /api/login sends the browser there; the callback matches the user by e-mail.
 */
export function oidcRoutes(app: FastifyInstance, services: Services, oidc: OidcConfig): void {
  const route = tenantRoutes(app, services, ["authentification"]);
  const redirectUri = `${services.publicUrl}${CALLBACK_PATH}`;
  let configuration: Promise<client.Configuration> | undefined;
  const configure = () => {
    configuration ??= client
      .discovery(new URL(oidc.issuer), oidc.clientId, oidc.clientSecret, undefined, {
        // A provider on plain http is only acceptable on a developer's machine or in tests.
        execute: oidc.issuer.startsWith("http://") ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  route.open({ method: "GET", url: "/api/login", hide: true }, async (_input, request, reply) => {
    const config = await configure();
    const flow: Flow = {
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: "openid email profile",
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: "S256",
    });
    reply.setCookie(FLOW_COOKIE, JSON.stringify(flow), {
      httpOnly: true,
      sameSite: "lax",
      secure: request.protocol === "https",
      path: CALLBACK_PATH,
      maxAge: 600,
    });
    return reply.redirect(url.href);
  });

  route.open({ method: "GET", url: CALLBACK_PATH, hide: true }, async (_input, request, reply) => {
    const failed = () => reply.redirect("/?connexion=echec");
    let flow: Flow;
    try {
      flow = JSON.parse(request.cookies[FLOW_COOKIE] ?? "") as Flow;
    } catch {
      return failed();
    }
    reply.clearCookie(FLOW_COOKIE, { path: CALLBACK_PATH });
    const config = await configure();
    const current = new URL(request.url, services.publicUrl);
    let claims: client.IDToken | undefined;
    try {
      const tokens = await client.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.verifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
    } catch (error) {
      request.log.warn({ err: error }, "OpenID Connect sign-in refused");
      return failed();
    }
    const email = typeof claims?.email === "string" ? claims.email : null;
    if (!email || claims?.email_verified === false) return failed();
    const user = await signInWithIdentity({
      db: services.db,
      email,
      firstName: typeof claims?.given_name === "string" ? claims.given_name : null,
      lastName: typeof claims?.family_name === "string" ? claims.family_name : null,
    });
    if (!user) return failed();
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await endSession(services.db, previous);
    const { token, expiresAt } = await createSession({ db: services.db, userId: user.id });
    setSessionCookie(request, reply, token, expiresAt);
    await auditSignIn(services.db, { user, origin: originOf(request), how: "oidc" });
    return reply.redirect("/");
  });
}
