import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPRESSION_THRESHOLD_BYTES } from "../../src/server/http/plugins/compression";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

const INDEX_HTML = `<!doctype html><html lang="fr"><head><script type="module" src="/assets/app-abc.js"></script></head><body><div id="root"></div></body></html>`;
// Long enough to be worth compressing, like a real chunk.
const SCRIPT = `export const screens = [${Array.from({ length: 200 }, (_, i) => `"écran ${i}"`).join(",")}];\n`;

function decoded(response: LightMyRequestResponse): string {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString("utf8");
  return response.body;
}

const EXTENSIONS: Record<string, string> = { br: ".br", gzip: ".gz" };

function varies(response: LightMyRequestResponse): string[] {
  return String(response.headers.vary ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase());
}

describe(`Compression des réponses (${ENGINE})`, () => {
  let t: TestApp;
  let team: Team;
  let webDir: string;

  beforeAll(async () => {
    // A stand-in for a build: each text file with its .br and .gz, and a source map beside the script.
    webDir = mkdtempSync(join(tmpdir(), "calibra-web-"));
    mkdirSync(join(webDir, "assets"));
    const files: Record<string, string> = { "index.html": INDEX_HTML, "assets/app-abc.js": SCRIPT };
    for (const [name, content] of Object.entries(files)) {
      writeFileSync(join(webDir, name), content);
      writeFileSync(join(webDir, `${name}.br`), brotliCompressSync(content));
      writeFileSync(join(webDir, `${name}.gz`), gzipSync(content));
    }
    writeFileSync(join(webDir, "assets", "app-abc.js.map"), '{"version":3,"sources":["src/web/main.tsx"]}');
    t = await createTestApp({ webDir });
    team = await createTeam(t);
  });
  afterAll(async () => {
    await t?.close();
    rmSync(webDir, { recursive: true, force: true });
  });

  describe("fichiers construits", () => {
    it.each([
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip, deflate, br, zstd", "br"],
      ["br;q=0, gzip", "gzip"],
    ])("Accept-Encoding: %s → le fichier précompressé en %s", async (accepted, encoding) => {
      const response = await t.app.inject({
        method: "GET",
        url: "/assets/app-abc.js",
        headers: { "accept-encoding": accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
      // The file written by the build, as it is: no compression work at request time.
      const precompressed = readFileSync(join(webDir, `assets/app-abc.js${EXTENSIONS[encoding]}`));
      expect(response.rawPayload).toEqual(precompressed);
      expect(response.headers["content-length"]).toBe(String(precompressed.length));
      expect(precompressed.length).toBeLessThan(Buffer.byteLength(SCRIPT));
      expect(decoded(response)).toBe(SCRIPT);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(varies(response)).toContain("accept-encoding");
    });

    it("sert le fichier tel quel au client qui n'accepte aucune compression", async () => {
      const response = await t.app.inject({ method: "GET", url: "/assets/app-abc.js" });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      // A shared cache must not hand this copy to a client that accepts brotli, nor the other way round.
      expect(varies(response)).toContain("accept-encoding");
    });

    it.each(["/", "/campaigns", "/campaigns/12/rating"])(
      "sert index.html compressé, toujours revalidé, pour %s",
      async (url) => {
        const response = await t.app.inject({
          method: "GET",
          url,
          headers: { "accept-encoding": "br, gzip" },
        });
        expect(response.statusCode).toBe(200);
        expect(response.headers["content-type"]).toMatch(/^text\/html/);
        expect(response.headers["content-encoding"]).toBe("br");
        expect(response.rawPayload).toEqual(readFileSync(join(webDir, "index.html.br")));
        expect(response.headers["cache-control"]).toBe("no-cache");
        expect(varies(response)).toContain("accept-encoding");
        expect(decoded(response)).toBe(INDEX_HTML);
      },
    );
  });

  describe("cartes de source et fichiers absents", () => {
    it.each(["/assets/app-abc.js.map", "/assets/app-abc.js.ma%70", "/assets/app-abc.js.map?v=1"])(
      "%s répond 404, pas la carte ni la page",
      async (url) => {
        for (const headers of [{}, { "accept-encoding": "br, gzip" }]) {
          const response = await t.app.inject({ method: "GET", url, headers });
          expect(response.statusCode).toBe(404);
          expect(response.headers["content-type"]).toMatch(/^application\/json/);
          expect(response.json()).toEqual({ message: "Ressource introuvable", code: "NOT_FOUND" });
          expect(response.body).not.toContain("sources");
        }
      },
    );

    it("répond 404 pour un fichier absent du dossier assets au lieu de la page", async () => {
      const response = await t.app.inject({ method: "GET", url: "/assets/ancien-123.js" });
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<div id="root">');
    });
  });

  describe("réponses JSON de l'API", () => {
    it.each(["br", "gzip"])("compresse en %s une réponse au-dessus du seuil", async (encoding) => {
      const plain = await team.admin.get("/api/users");
      expect(plain.statusCode).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

      const response = await t.app.inject({
        method: "GET",
        url: "/api/users",
        cookies: { [SESSION_COOKIE]: team.admin.cookie! },
        headers: { "accept-encoding": encoding },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBe(encoding);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      expect(varies(response)).toContain("accept-encoding");
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
      expect(JSON.parse(decoded(response))).toEqual(plain.json());
    });

    it("laisse telle quelle une réponse sous le seuil", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/health",
        headers: { "accept-encoding": "br, gzip" },
      });
      expect(response.statusCode).toBe(200);
      expect(Buffer.byteLength(response.body)).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.json()).toMatchObject({ status: "ok" });
    });
  });
});
