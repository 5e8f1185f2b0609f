import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SERVER = join(import.meta.dirname, "..");

/** Every TypeScript file of the server but the tests, with its comments left out. */
function serverFiles(): { file: string; code: string }[] {
  return readdirSync(SERVER, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
    .map((file) => ({
      file: relative(SERVER, join(SERVER, file)).replaceAll("\\", "/"),
      code: withoutComments(readFileSync(join(SERVER, file), "utf8")),
    }));
}

function withoutComments(code: string): string {
  return code.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\\])\/\/.*$/gm, "$1");
}

/** The places in `files` where `pattern` occurs, as "file: line". */
function occurrences(files: { file: string; code: string }[], pattern: RegExp): string[] {
  return files.flatMap(({ file, code }) =>
    code
      .split("\n")
      .filter((line) => pattern.test(line))
      .map((line) => `${file}: ${line.trim()}`),
  );
}

/** A Fastify route written by hand: `app.route({`, `x.get("/…"`, `x.post(SOME_PATH,`, a typed instance. */
const RAW_ROUTE =
  /\.route\(\s*\{|\.(get|post|put|patch|delete|head|options|all)\(\s*(["'`]\/|[A-Z][A-Z0-9_]*\s*,)|withTypeProvider\s*</;

/** A transaction's tenant settings: who it works for, which token it was opened with. */
const TENANT_SETTING =
  /set_config\s*\(|current_setting\s*\(\s*'app\.|["'`]app\.(company_id|user_id|share_token|calendar_token|all_companies|report_verification)["'`]/i;

/** The company filter written by hand rather than with ofTenant (a join between two tables is not one). */
const HAND_COMPANY_FILTER = /eq\(\s*\w+\.companyId\s*,\s*(companyId|(scope|who)\.companyId)\s*\)/;

describe("one way to do each thing (server)", () => {
  const files = serverFiles();

  it("reads the server's files", () => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.some((f) => f.file === "http/route-declaration.ts")).toBe(true);
  });

  it("declares every route through the route helper, never with Fastify's own calls", () => {
    const found = occurrences(
      files.filter((f) => f.file !== "http/route-declaration.ts"),
      RAW_ROUTE,
    );
    expect(found).toEqual([]);
  });

  it("sets the tenant context of a transaction in db/tenant.ts only", () => {
    expect(
      occurrences(
        files.filter((f) => f.file !== "db/tenant.ts"),
        TENANT_SETTING,
      ),
    ).toEqual([]);
  });

  it("writes the company filter one way: ofTenant", () => {
    expect(
      occurrences(
        files.filter((f) => f.file !== "db/tenant.ts"),
        HAND_COMPANY_FILTER,
      ),
    ).toEqual([]);
  });

  it("catches a raw route, a hand-set company and a hand-written filter", () => {
    const sample = (code: string) => [{ file: "http/sample.ts", code }];
    expect(occurrences(sample(`app.route({ method: "GET", url: "/api/x" })`), RAW_ROUTE)).toHaveLength(1);
    expect(occurrences(sample(`app.get("/api/x", async () => 1)`), RAW_ROUTE)).toHaveLength(1);
    expect(occurrences(sample(`instance.post(CALLBACK_PATH, handler)`), RAW_ROUTE)).toHaveLength(1);
    expect(occurrences(sample("app.withTypeProvider<ZodTypeProvider>()"), RAW_ROUTE)).toHaveLength(1);
    expect(occurrences(sample("byId.get(`$" + "{a}`); map.delete(key)"), RAW_ROUTE)).toHaveLength(0);
    expect(
      occurrences(sample("sql`select set_config('app.company_id', $" + "{id}, true)`"), TENANT_SETTING),
    ).toHaveLength(1);
    expect(
      occurrences(sample("where(eq(users.companyId, scope.companyId))"), HAND_COMPANY_FILTER),
    ).toHaveLength(1);
    expect(
      occurrences(sample("and(eq(users.companyId, reports.companyId))"), HAND_COMPANY_FILTER),
    ).toHaveLength(0);
  });
});
