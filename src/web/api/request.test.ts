import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError, call, isUnauthorizedError, send } from "./request";

/** A real HTTP server answering like Calibra's API does. */
let server: Server;
let base: string;
const received: { method?: string; body: string; contentType?: string }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      received.push({ method: request.method, body, contentType: request.headers["content-type"] });
      switch (request.url) {
        case "/ok":
          response.writeHead(200, { "content-type": "application/json" }).end('{"id":7}');
          break;
        case "/no-content":
          response.writeHead(204).end();
          break;
        case "/unauthorized":
          response
            .writeHead(401, { "content-type": "application/json" })
            .end('{"message":"Unauthorized","code":"UNAUTHORIZED"}');
          break;
        case "/forbidden":
          response
            .writeHead(403, { "content-type": "application/json" })
            .end('{"message":"Accès refusé","code":"FORBIDDEN"}');
          break;
        case "/refused":
          response.writeHead(400, { "content-type": "application/json" }).end(
            JSON.stringify({
              message: "La période ne peut pas être négative",
              code: "VALIDATION_FAILED",
              field: "equipment.3.currentPeriod",
            }),
          );
          break;
        case "/bad-credentials":
          response
            .writeHead(401, { "content-type": "application/json" })
            .end(
              '{"message":"Unauthorized : e-mail ou mot de passe incorrect.","code":"INVALID_CREDENTIALS"}',
            );
          break;
        case "/empty-error":
          response.writeHead(500).end();
          break;
        default:
          response.writeHead(404, { "content-type": "text/plain" }).end("pas ici");
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

async function errorOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error("no error");
}

const idSchema = z.object({ id: z.number() });

describe("Client de l'API (spec §7–8)", () => {
  it("envoie un corps JSON et lit la réponse à travers son schéma", async () => {
    expect(await call("POST", `${base}/ok`, idSchema, { body: { name: "Revue" } })).toEqual({ id: 7 });
    expect(received.at(-1)).toEqual({
      method: "POST",
      body: '{"name":"Revue"}',
      contentType: "application/json",
    });
    expect(await call("DELETE", `${base}/no-content`, z.null())).toBeNull();
  });

  it("refuse une réponse qui ne suit pas son schéma", async () => {
    await expect(call("GET", `${base}/ok`, z.object({ id: z.string() }))).rejects.toThrow(z.ZodError);
  });

  it("lève une ApiError « statut: corps » avec le code, le champ et le message du serveur", async () => {
    const error = await errorOf(send("GET", `${base}/forbidden`));
    expect(error.message).toBe('403: {"message":"Accès refusé","code":"FORBIDDEN"}');
    expect([error.status, error.code, error.field, error.detail]).toEqual([
      403,
      "FORBIDDEN",
      null,
      "Accès refusé",
    ]);
    const refused = await errorOf(send("POST", `${base}/refused`, { body: {} }));
    expect([refused.status, refused.code, refused.field, refused.detail]).toEqual([
      400,
      "VALIDATION_FAILED",
      "equipment.3.currentPeriod",
      "La période ne peut pas être négative",
    ]);
  });

  it("prend le texte du statut quand le corps est vide", async () => {
    const error = await errorOf(send("GET", `${base}/empty-error`));
    expect(error.message).toBe("500: Internal Server Error");
    expect([error.status, error.code, error.detail]).toEqual([500, null, null]);
  });

  it("reconnaît une erreur 401 contenant Unauthorized, et seulement elle", async () => {
    expect(isUnauthorizedError(await errorOf(send("GET", `${base}/unauthorized`)))).toBe(true);
    expect(isUnauthorizedError(await errorOf(send("GET", `${base}/forbidden`)))).toBe(false);
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(true);
    expect(isUnauthorizedError(new Error("401: session perdue"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });

  it("ne prend pas un refus de connexion (mauvais mot de passe) pour une session expirée", async () => {
    const error = await errorOf(send("POST", `${base}/bad-credentials`, { body: {} }));
    expect(error.message).toMatch(/^401: .*Unauthorized/);
    expect(error.code).toBe("INVALID_CREDENTIALS");
    expect(isUnauthorizedError(error)).toBe(false);
  });
});
