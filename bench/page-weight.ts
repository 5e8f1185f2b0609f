/**
 * Weight of the landing page: what a signed-out visitor of `/` downloads before the page can run.
 * Serves an already built web app (it builds nothing) with Calibra's own server on an in-memory
 * PGlite, asks for `/` and for every script, module preload and stylesheet that page names, as a
 * browser would (`Accept-Encoding: br, gzip`), and counts the bytes that travelled.
 * Budget: under 150 KB of JavaScript transferred.
 *   npm run build && node --import tsx bench/page-weight.ts      the build in WEB_DIR (default dist/web)
 */
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { buildApp } from "../src/server/app";
import { migrateDatabase, openPglite } from "../src/server/db/client";

import { LANDING_JAVASCRIPT_BUDGET_BYTES } from "./budgets";

export interface PageWeight {
  /** JavaScript bytes as transferred (compressed when the server compressed them). */
  javascriptBytes: number;
  /** The same JavaScript once decompressed. */
  javascriptUncompressedBytes: number;
  /** Stylesheet bytes as transferred. */
  cssBytes: number;
  /** The page itself (index.html) as transferred. */
  htmlBytes: number;
  /** Number of requests: the page and every file it references. */
  requests: number;
}

interface Fetched {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as it travelled. */
  raw: Buffer;
  /** The body once decoded. */
  body: Buffer;
}

/** A plain HTTP GET that keeps the encoded body (fetch() would decode it and hide its size). */
function get(origin: string, path: string): Promise<Fetched> {
  return new Promise((resolvePromise, reject) => {
    const req = request(new URL(path, origin), { headers: { "accept-encoding": "br, gzip" } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("error", reject);
      res.on("end", () => {
        const raw = Buffer.concat(chunks);
        const encoding = res.headers["content-encoding"];
        const body =
          encoding === "br" ? brotliDecompressSync(raw) : encoding === "gzip" ? gunzipSync(raw) : raw;
        resolvePromise({ status: res.statusCode ?? 0, headers: res.headers, raw, body });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

/** The scripts, module preloads and stylesheets that a page's HTML names, in order. */
function referencedFiles(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts: string[] = [];
  const stylesheets: string[] = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attribute = (name: string) => new RegExp(`\\s${name}=["']([^"']+)["']`, "i").exec(tag)?.[1];
    if (tag.toLowerCase().startsWith("<script")) {
      const src = attribute("src");
      if (src) scripts.push(src);
      continue;
    }
    const rel = attribute("rel")?.toLowerCase();
    const href = attribute("href");
    if (!href) continue;
    if (rel === "modulepreload") scripts.push(href);
    else if (rel === "stylesheet") stylesheets.push(href);
  }
  return { scripts: [...new Set(scripts)], stylesheets: [...new Set(stylesheets)] };
}

/** Measures the landing page of the web app built in `webDir` (default: WEB_DIR, else dist/web). */
export async function measurePageWeight(
  webDir: string = resolve(process.env.WEB_DIR ?? "dist/web"),
): Promise<PageWeight> {
  const database = await openPglite();
  try {
    await migrateDatabase(database);
    const app = await buildApp({ database, webDir });
    try {
      await app.listen({ port: 0, host: "127.0.0.1" });
      const { port } = app.server.address() as AddressInfo;
      const origin = `http://127.0.0.1:${port}`;

      const page = await get(origin, "/");
      const html = page.body.toString("utf8");
      if (page.status !== 200 || !html.includes('<div id="root">'))
        throw new Error(`no built web app is served from ${webDir} (GET / answered ${page.status})`);
      const { scripts, stylesheets } = referencedFiles(html);
      const weight: PageWeight = {
        javascriptBytes: 0,
        javascriptUncompressedBytes: 0,
        cssBytes: 0,
        htmlBytes: page.raw.length,
        requests: 1,
      };
      for (const [paths, kind] of [
        [scripts, "js"],
        [stylesheets, "css"],
      ] as const) {
        for (const path of paths) {
          const file = await get(origin, path);
          if (file.status !== 200) throw new Error(`GET ${path} answered ${file.status}`);
          weight.requests += 1;
          if (kind === "js") {
            weight.javascriptBytes += file.raw.length;
            weight.javascriptUncompressedBytes += file.body.length;
          } else {
            weight.cssBytes += file.raw.length;
          }
        }
      }
      return weight;
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
  }
}

const kilobytes = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The lines `npm run bench` prints for a measure. */
export function describePageWeight(weight: PageWeight): string[] {
  const within = weight.javascriptBytes < LANDING_JAVASCRIPT_BUDGET_BYTES;
  return [
    `landing page /: JavaScript ${kilobytes(weight.javascriptBytes)} transferred (${kilobytes(weight.javascriptUncompressedBytes)} uncompressed), budget ${kilobytes(LANDING_JAVASCRIPT_BUDGET_BYTES)}: ${within ? "ok" : "OVER"}`,
    `landing page /: CSS ${kilobytes(weight.cssBytes)}, HTML ${kilobytes(weight.htmlBytes)}, ${weight.requests} requests`,
  ];
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const weight = await measurePageWeight();
  for (const line of describePageWeight(weight)) console.log(line);
  if (weight.javascriptBytes >= LANDING_JAVASCRIPT_BUDGET_BYTES) process.exitCode = 1;
}
