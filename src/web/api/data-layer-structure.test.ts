import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * One web data layer (issue 24): the reads and changes of the server are hooks of the data-layer
 * modules, every cache key comes from `api/keys.ts`, and one module turns a failed call into text.
 * - Data-layer modules: `src/web/api/*.ts`, and each page folder's `queries.ts`.
 * - Every other module (components, page helpers) calls their hooks: never `useQuery(`,
 *   `useMutation(` or the query client itself.
 * - A key is written only in `api/keys.ts`: nowhere else an inline `queryKey: [`, a spread of a
 *   key or a `…Keys` factory, and no data-layer module holds an array of words `as const`.
 * - Only `api/errors.ts` reads the server's message of an error or the catalogue of error texts.
 */
const WEB = fileURLToPath(new URL("..", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const FILES = sources(WEB).map((path) => ({
  name: relative(WEB, path).split(sep).join("/"),
  text: readFileSync(path, "utf8"),
}));

const isDataLayer = (name: string) =>
  /^api\/[^/]+\.ts$/.test(name) || /^pages\/[^/]+\/queries\.ts$/.test(name);

/** The files (and the first line) where a pattern shows. */
function offenders(files: typeof FILES, pattern: RegExp): string[] {
  return files.flatMap(({ name, text }) => {
    const line = text.split("\n").findIndex((l) => pattern.test(l));
    return line === -1 ? [] : [`${name}:${line + 1}`];
  });
}

describe("Une seule couche de données pour l'application web", () => {
  it("finds the modules it checks", () => {
    expect(FILES.length).toBeGreaterThan(100);
    expect(FILES.some((f) => f.name === "api/keys.ts")).toBe(true);
    expect(FILES.some((f) => f.name === "api/errors.ts")).toBe(true);
    expect(FILES.filter((f) => isDataLayer(f.name)).length).toBeGreaterThan(10);
  });

  it("no component or helper reads or changes data itself: it calls a hook of the data layer", () => {
    const outside = FILES.filter((f) => !isDataLayer(f.name));
    const direct =
      /\b(useQuery|useMutation|useQueries|useInfiniteQuery|useSuspenseQuery|useQueryClient|queryOptions)\(/;
    expect(offenders(outside, direct)).toEqual([]);
    expect(offenders(outside, /\bqueryKey\b/)).toEqual([]);
  });

  it("every query key comes from the one key factory", () => {
    const others = FILES.filter((f) => f.name !== "api/keys.ts");
    expect(offenders(others, /queryKey:\s*\[/)).toEqual([]);
    expect(offenders(others, /\[\s*\.\.\.keys\./)).toEqual([]);
    expect(offenders(others, /\b\w+Keys\s*=\s*\{/)).toEqual([]);
    // Components never name a key (above): in the data layer, no array of words stands for one.
    const dataLayer = others.filter((f) => isDataLayer(f.name));
    expect(offenders(dataLayer, /\[\s*"[\w-]+"\s*(,[^\]]*)?\]\s*as const/)).toEqual([]);
  });

  it("only the error module turns an error into text", () => {
    const others = FILES.filter((f) => f.name !== "api/errors.ts");
    // The server's French message (ApiError.detail), read anywhere else, would be a second mapping.
    expect(offenders(others, /\b(error|failure|refusal|err|e)\??\.detail\b/)).toEqual([]);
    expect(offenders(others, /\bERROR_MESSAGES\b/)).toEqual([]);
    // The helpers that did it in page modules before are gone from there.
    const helpers =
      /export function (apiErrorText|toastApiError|reasonOf|loadFailureText|pdfTestErrorText)\b/;
    expect(offenders(others, helpers)).toEqual([]);
  });
});
