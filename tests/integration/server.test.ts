import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestMigration } from "../../src/server/db/client";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { createTestApp, type TestApp } from "../support/app";
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
