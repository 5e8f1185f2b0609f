import { createHash, randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export interface Identity {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

/**
 * A small but real OpenID Connect provider on a local port: discovery, authorization (it approves
 * at once, as the configured identity), token endpoint with client authentication and PKCE, and
 * RS256-signed ID tokens published in its JWKS.
 */
export async function startOidcProvider(client: { id: string; secret: string }) {
  const { privateKey, publicKey } = await generateKeyPair("RS256");
  const jwk = { ...(await exportJWK(publicKey)), kid: "calibra-test", alg: "RS256", use: "sig" };
  const codes = new Map<
    string,
    { nonce: string; challenge: string; redirectUri: string; identity: Identity }
  >();
  let identity: Identity = { email: "personne@exemple.fr" };
  let issuer = "";

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", issuer);
    const json = (status: number, body: unknown) =>
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    if (url.pathname === "/.well-known/openid-configuration") {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ["code"],
        subject_types_supported: ["public"],
        id_token_signing_alg_values_supported: ["RS256"],
        code_challenge_methods_supported: ["S256"],
        token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      });
    }
    if (url.pathname === "/jwks") return json(200, { keys: [jwk] });
    if (url.pathname === "/authorize") {
      const p = url.searchParams;
      if (p.get("client_id") !== client.id || p.get("code_challenge_method") !== "S256")
        return json(400, { error: "invalid_request" });
      const code = randomBytes(16).toString("hex");
      codes.set(code, {
        nonce: p.get("nonce") ?? "",
        challenge: p.get("code_challenge") ?? "",
        redirectUri: p.get("redirect_uri") ?? "",
        identity,
      });
      const back = new URL(p.get("redirect_uri")!);
      back.searchParams.set("code", code);
      back.searchParams.set("state", p.get("state") ?? "");
      back.searchParams.set("iss", issuer);
      return response.writeHead(302, { location: back.href }).end();
    }
    if (url.pathname === "/token" && request.method === "POST") {
      let body = "";
      request.on("data", (c) => (body += c));
      request.on("end", async () => {
        const form = new URLSearchParams(body);
        const basic = Buffer.from(
          (request.headers.authorization ?? "").replace(/^Basic /, ""),
          "base64",
        ).toString();
        const [id, secret] = basic
          ? basic.split(":").map(decodeURIComponent)
          : [form.get("client_id"), form.get("client_secret")];
        if (id !== client.id || secret !== client.secret) return json(401, { error: "invalid_client" });
        const grant = codes.get(form.get("code") ?? "");
        codes.delete(form.get("code") ?? "");
        const verifier = form.get("code_verifier") ?? "";
        const challenge = createHash("sha256").update(verifier).digest("base64url");
        if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get("redirect_uri")) {
          return json(400, { error: "invalid_grant" });
        }
        const idToken = await new SignJWT({ ...grant.identity, nonce: grant.nonce })
          .setProtectedHeader({ alg: "RS256", kid: jwk.kid })
          .setIssuer(issuer)
          .setAudience(client.id)
          .setSubject(grant.identity.email)
          .setIssuedAt()
          .setExpirationTime("5m")
          .sign(privateKey);
        json(200, {
          access_token: randomBytes(16).toString("hex"),
          token_type: "Bearer",
          expires_in: 300,
          id_token: idToken,
        });
      });
      return;
    }
    json(404, { error: "not_found" });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer,
    signInAs(next: Identity) {
      identity = next;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
