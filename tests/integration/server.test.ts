import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMigration } from "../../src/server/db/client";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";

/** Every route of spec §2 that the web app must answer when opened or reloaded directly. */
const APP_ROUTES = [
  "/",
  "/measurement/3f9a0c",
  "/campaign/3f9a0c",
  "/campaigns",
  "/reports",
  "/settings",
  "/audit-logs",
  "/rating-criteria",
  "/profiles",
  "/profile",
  "/company",
  "/email-test",
  "/campaigns/12/rating",
  "/equipment-rating/12",
  "/campaigns/12/calibration-results",
  "/company-setup",
];

describe(`Serveur (${ENGINE})`, () => {
  let t: TestApp;
  let webDir: string;

  async function signedIn() {
    const client = new Client(t.app);
    const response = await client.post("/api/auth/signup", {
      email: `serveur.${Date.now()}.${Math.random().toString(36).slice(2)}@exemple.fr`,
      password: "mot-de-passe-solide",
      firstName: "Sam",
      lastName: "Serveur",
    });
    expect(response.statusCode).toBe(201);
    return { client };
  }

  beforeAll(async () => {
    // A stand-in build: the server's fallback is what is tested here; the real build is tested end to end.
    webDir = mkdtempSync(join(tmpdir(), "calibra-web-"));
    mkdirSync(join(webDir, "assets"));
    writeFileSync(join(webDir, "index.html"), '<!doctype html><html lang="fr"><div id="root"></div></html>');
    writeFileSync(join(webDir, "assets", "index-abc123.js"), "console.log('calibra')");
    t = await createTestApp({ webDir });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  describe("GET /api/health", () => {
    it("donne l'état, le moteur de base de données et la dernière migration", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/health" });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: "ok", database: ENGINE, migration: latestMigration() });
    });
  });

  describe("GET /api/auth/user", () => {
    it("répond 401 avec Unauthorized sans session", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/auth/user" });
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain("Unauthorized");
      expect(response.json()).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
    });

    it("répond 401 avec un cookie de session inconnu", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/auth/user",
        cookies: { [SESSION_COOKIE]: "inconnu" },
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe("contrat d'erreur {message, code}", () => {
    it("répond 404 en JSON à une route d'API inconnue, quelle que soit la méthode", async () => {
      for (const method of ["GET", "POST", "DELETE"] as const) {
        const response = await t.app.inject({ method, url: "/api/inexistant" });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: "Ressource introuvable", code: "NOT_FOUND" });
      }
    });
  });

  describe("en-têtes de sécurité", () => {
    it("limitent les ressources à l'origine de l'application", async () => {
      const response = await t.app.inject({ method: "GET", url: "/" });
      const csp = String(response.headers["content-security-policy"]);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).not.toMatch(/https?:\/\//);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["x-frame-options"]).toBe("SAMEORIGIN");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
    });
  });

  describe("requêtes venues d'un autre site", () => {
    const CROSS_SITE = {
      message:
        "Cette demande vient d'un autre site que Calibra : elle a été refusée par sécurité. Refaites-la depuis Calibra.",
      code: "CROSS_SITE_REQUEST",
    };
    /** A sign-in attempt (401 for an unknown account) with these headers. */
    const signIn = (headers: Record<string, string>, method: "POST" | "PUT" | "PATCH" | "DELETE" = "POST") =>
      t.app.inject({
        method,
        url: method === "POST" ? "/api/auth/login" : "/api/auth/profile",
        headers: { host: "calibra.test", ...headers },
        payload: {
          email: `personne.${Math.random().toString(36).slice(2)}@exemple.fr`,
          password: "mot-de-passe-solide",
        },
      });

    it.each([
      [{ origin: "https://attaquant.example" }],
      [{ origin: "http://calibra.test.attaquant.example" }],
      [{ origin: "null" }],
      [{ origin: "null", "sec-fetch-site": "same-site" }],
      [{ "sec-fetch-site": "cross-site" }],
      [{ "sec-fetch-site": "cross-site", origin: "http://calibra.test" }],
      [{ "sec-fetch-site": "same-site", origin: "https://compta.calibra.test" }],
    ])("refuse une écriture (403 CROSS_SITE_REQUEST) avec %j", async (headers) => {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
        const response = await signIn(headers, method);
        expect(response.statusCode, method).toBe(403);
        expect(response.json(), method).toEqual(CROSS_SITE);
      }
    });

    it.each([
      [{}],
      [{ origin: "http://calibra.test" }],
      [{ origin: "https://calibra.test" }],
      [{ origin: TEST_PUBLIC_URL, host: "interne:5000" }],
      [{ "sec-fetch-site": "same-origin", origin: "http://calibra.test" }],
      // A form of Calibra's own pages, whose referrer policy hides the origin.
      [{ "sec-fetch-site": "same-origin", origin: "null" }],
      [{ "sec-fetch-site": "none" }],
    ])("laisse passer une écriture de Calibra même, ou sans ces en-têtes (curl) : %j", async (headers) => {
      const response = await signIn(headers);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe("INVALID_CREDENTIALS");
    });

    it("laisse passer les lectures, d'où qu'elles viennent", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { origin: "https://attaquant.example", "sec-fetch-site": "cross-site" },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe("cache des réponses de l'API", () => {
    it("interdit toute mise en cache d'une réponse de l'API, réussie ou non", async () => {
      const { client } = await signedIn();
      for (const [c, url] of [
        [client, "/api/auth/user"],
        [client, "/api/health"],
        [new Client(t.app), "/api/auth/user"],
        [new Client(t.app), "/api/inexistant"],
      ] as const) {
        const response = await c.get(url);
        expect(response.headers["cache-control"], url).toBe("no-store");
      }
    });

    it("laisse l'application web et ses fichiers à leur propre cache", async () => {
      expect((await t.app.inject({ method: "GET", url: "/campaigns" })).headers["cache-control"]).toBe(
        "no-cache",
      );
    });
  });

  describe("application web", () => {
    it.each(APP_ROUTES)("sert index.html pour %s", async (url) => {
      const response = await t.app.inject({ method: "GET", url });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toContain('<div id="root">');
    });

    it("sert les fichiers construits, immuables", async () => {
      const response = await t.app.inject({ method: "GET", url: "/assets/index-abc123.js" });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe("console.log('calibra')");
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    });

    it("ne renvoie pas la page pour une écriture sur une route de l'application", async () => {
      const response = await t.app.inject({ method: "POST", url: "/campaigns" });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: "NOT_FOUND" });
    });
  });

  describe("documentation OpenAPI", () => {
    it("décrit l'API à /api/docs/json", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/docs/json" });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(["/api/health", "/api/auth/user"]));
    });

    it("sert l'interface de la documentation à /api/docs", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/docs/" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
    });
  });
});
