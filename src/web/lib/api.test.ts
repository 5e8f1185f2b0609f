import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiJson, apiRequest, getQueryFn, isUnauthorizedError, parseApiError } from "./api";

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

async function errorOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("no error");
}

describe("Client de l'API (spec §7–8)", () => {
  it("envoie un corps JSON et lit la réponse", async () => {
    expect(await apiJson("POST", `${base}/ok`, { name: "Revue" })).toEqual({ id: 7 });
    expect(received.at(-1)).toEqual({
      method: "POST",
      body: '{"name":"Revue"}',
      contentType: "application/json",
    });
    expect(await apiJson("DELETE", `${base}/no-content`)).toBeNull();
  });

  it("lève « statut: corps » pour une réponse en échec", async () => {
    const error = await errorOf(apiRequest("GET", `${base}/forbidden`));
    expect(error.message).toBe('403: {"message":"Accès refusé","code":"FORBIDDEN"}');
    expect(parseApiError(error)).toEqual({ status: 403, code: "FORBIDDEN", message: "Accès refusé" });
  });

  it("prend le texte du statut quand le corps est vide", async () => {
    const error = await errorOf(apiRequest("GET", `${base}/empty-error`));
    expect(error.message).toBe("500: Internal Server Error");
    expect(parseApiError(error)).toEqual({ status: 500, code: null, message: "Internal Server Error" });
  });

  it("reconnaît une erreur 401 contenant Unauthorized, et seulement elle", async () => {
    expect(isUnauthorizedError(await errorOf(apiRequest("GET", `${base}/unauthorized`)))).toBe(true);
    expect(isUnauthorizedError(await errorOf(apiRequest("GET", `${base}/forbidden`)))).toBe(false);
    expect(isUnauthorizedError(new Error("401: session perdue"))).toBe(false);
    expect(isUnauthorizedError("401: Unauthorized")).toBe(false);
  });

  describe("lecture par défaut (la clé de requête est l'URL)", () => {
    const context = (url: string) =>
      ({ queryKey: [url], signal: new AbortController().signal, meta: undefined }) as never;

    it("lève sur 401 par défaut", async () => {
      const error = await errorOf(
        Promise.resolve(getQueryFn({ on401: "throw" })(context(`${base}/unauthorized`))),
      );
      expect(isUnauthorizedError(error)).toBe(true);
    });

    it("rend null sur 401 quand on le demande", async () => {
      expect(await getQueryFn({ on401: "returnNull" })(context(`${base}/unauthorized`))).toBeNull();
    });

    it("lève sur toute autre erreur même avec returnNull", async () => {
      const error = await errorOf(
        Promise.resolve(getQueryFn({ on401: "returnNull" })(context(`${base}/nowhere`))),
      );
      expect(error.message).toBe("404: pas ici");
    });
  });
});
