import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_TIME_ZONE, today } from "../../src/shared/clock";
import {
  type CompanyIds,
  junk,
  type Operation,
  PUBLIC,
  readOperations,
  seedCompanyIds,
  urlOf,
  validBody,
} from "../support/api-operations";
import { createTestApp, generousPublicLimits, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { expectErrorContract } from "../support/error-contract";
import { createTeam, type Team } from "../support/teams";

/** Today in the default zone, the zone of the companies these tests make (decision 026). */
const todayOf = (now?: Date) => today(DEFAULT_TIME_ZONE, now);

/** Routes whose key is a share token: an unknown one is simply not a link (404), never a field. */
const BY_TOKEN = (op: { path: string }) => /\{(shareToken|token)\}/.test(op.path);

/** Routes whose dates are days gone by (a calibration): the latest they accept is today. */
const PAST_DAYS = new Set([
  "POST /api/instruments",
  "POST /api/instruments/{id}/calibration-events",
  "PUT /api/instruments/{id}/calibration-events/{eventId}",
]);

/**
 * DESIGN.md §7, the error contract, walked over every route of the OpenAPI document (so that a new
 * route cannot be forgotten): signed out, with a malformed parameter, with a body of the wrong shape,
 * with another company's ids and with a role that may not. Every error answer is `{message, code}`,
 * `field` included for a refused value, in French from the catalogue, repeating nothing sent.
 */
describe(`Contrat d'erreur sur chaque route de l'API (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  let operations: Operation[];
  let betaIds: CompanyIds;
  let alphaIds: CompanyIds;

  beforeAll(async () => {
    // Every public route is called many times from one address here.
    t = await createTestApp({ publicRateLimits: generousPublicLimits(100_000) });
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
    alphaIds = await seedCompanyIds(alpha);
    betaIds = await seedCompanyIds(beta);
    operations = await readOperations(t.app);
  });
  afterAll(() => t?.close());

  it("lit toutes les routes du document OpenAPI", () => {
    expect(operations.length).toBeGreaterThanOrEqual(40);
    const names = operations.map((op) => `${op.method} ${op.path}`);
    for (const route of ["POST /api/equipment-ratings/batch", "PUT /api/campaigns/{id}/participants"])
      expect(names).toContain(route);
  });

  it("répond sans session : 401 Unauthorized, ou le refus de la requête elle-même", async () => {
    for (const op of operations) {
      const response = await new Client(t.app).request(op.method, urlOf(op, alphaIds));
      if (op.method === "GET" && PUBLIC.has(`${op.method} ${op.path}`)) continue;
      const body = expectErrorContract(response, { what: `${op.method} ${op.path}` });
      if (!op.hasBody && !op.xmlBody && !PUBLIC.has(`${op.method} ${op.path}`))
        expect(body, `${op.method} ${op.path}`).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
    }
  });

  it("nomme le paramètre de l'adresse qui n'est pas un identifiant", async () => {
    for (const op of operations.filter((o) => o.params.length > 0)) {
      const sent = junk();
      const url = op.path.replace(/\{(\w+)\}/g, sent);
      if (op.params.every((p) => p === "shareToken" || p === "token")) {
        // Any text may be a token: an unknown one is a link that does not exist.
        const response = await new Client(t.app).request(
          op.method,
          url,
          op.hasBody ? validBody(op, alphaIds) : undefined,
        );
        const body = expectErrorContract(response, {
          sent: [sent],
          field: false,
          what: `${op.method} ${op.path}`,
        });
        // A share link's token leads nowhere; an invitation's is a link that cannot be used.
        expect(body.code, `${op.method} ${op.path}`).toBe(
          op.path.startsWith("/api/auth/") ? "LINK_INVALID" : "SHARE_LINK_INVALID",
        );
        continue;
      }
      const response = await alpha.admin.request(op.method, url, op.hasBody ? {} : undefined);
      const body = expectErrorContract(response, {
        sent: [sent],
        field: true,
        what: `${op.method} ${op.path}`,
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(400);
      expect(op.params, `${op.method} ${op.path}`).toContain(body.field);
    }
  });

  it("nomme le champ du corps qui n'a pas la forme attendue", async () => {
    for (const op of operations.filter((o) => o.hasBody)) {
      const sent = junk();
      const property = op.required[0] ?? op.firstProperty ?? "adjustmentFactor";
      const client = PUBLIC.has(`${op.method} ${op.path}`) ? new Client(t.app) : alpha.admin;
      const response = await client.request(op.method, urlOf(op, alphaIds), { [property]: { [sent]: sent } });
      const body = expectErrorContract(response, {
        sent: [sent],
        field: true,
        what: `${op.method} ${op.path}`,
      });
      expect(response.statusCode, `${op.method} ${op.path}`).toBe(400);
      expect(
        body.field === property || body.field?.startsWith(`${property}.`),
        `${op.method} ${op.path}`,
      ).toBe(true);
    }
  });

  it("refuse un corps qui n'est pas un objet, sans champ", async () => {
    for (const op of operations.filter((o) => o.hasBody && o.required.length > 0)) {
      const client = PUBLIC.has(`${op.method} ${op.path}`) ? new Client(t.app) : alpha.admin;
      const response = await client.request(op.method, urlOf(op, alphaIds), [1, 2, 3]);
      const body = expectErrorContract(response, { field: false, what: `${op.method} ${op.path}` });
      expect(body, `${op.method} ${op.path}`).toEqual({
        message: "Le corps de la requête doit être un objet JSON.",
        code: "VALIDATION_FAILED",
      });
    }
  });

  /** Texts no request may bring: a NUL (PostgreSQL text cannot hold it) and halves of a surrogate pair. */
  const BAD_TEXTS = { nul: "\u0000", highSurrogate: "\ud800", lowSurrogate: "\udfff" };
  /** The same, as a URL writes them: %ED%A0%80 is the UTF-8 form of a lone surrogate (no valid UTF-8). */
  const BAD_ESCAPES = { nul: "%00", surrogate: "%ED%A0%80" };
  const INVALID_CHARACTER = "Le texte contient un caractère invalide.";

  /** The paths of a request body schema's values that may be text (`users.0.email`). */
  function textPaths(schema: unknown, document: unknown, path: string[] = []): string[][] {
    const node = schema as {
      $ref?: string;
      type?: string | string[];
      anyOf?: unknown[];
      oneOf?: unknown[];
      properties?: Record<string, unknown>;
      items?: unknown;
    };
    if (node.$ref) {
      const name = node.$ref.split("/").at(-1)!;
      return textPaths(
        (document as { components: { schemas: Record<string, unknown> } }).components.schemas[name],
        document,
        path,
      );
    }
    const found: string[][] = [];
    const types = [node.type ?? []].flat();
    if (types.includes("string")) found.push(path);
    for (const option of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) {
      for (const inner of textPaths(option, document, path))
        if (!found.some((p) => p.join(".") === inner.join("."))) found.push(inner);
    }
    for (const [name, property] of Object.entries(node.properties ?? {}))
      found.push(...textPaths(property, document, [...path, name]));
    if (node.items) found.push(...textPaths(node.items, document, [...path, "0"]));
    return found;
  }

  /** A copy of the body with the value at `path` replaced (arrays and objects created as needed). */
  function withValue(body: unknown, path: string[], value: unknown): unknown {
    const [head, ...rest] = path;
    if (head === undefined) return value;
    const container: Record<string, unknown> | unknown[] = Array.isArray(body)
      ? [...body]
      : typeof body === "object" && body !== null
        ? { ...(body as Record<string, unknown>) }
        : /^\d+$/.test(head)
          ? []
          : {};
    const current = (container as Record<string, unknown>)[head];
    (container as Record<string, unknown>)[head] = withValue(current, rest, value);
    return container;
  }

  function expectInvalidCharacter(
    response: Awaited<ReturnType<Client["request"]>>,
    what: string,
    field?: string,
  ) {
    expectErrorContract(response, { field: field !== undefined, what });
    expect(response.statusCode, `${what} ${response.body}`).toBe(400);
    expect(response.json(), what).toEqual({
      message: INVALID_CHARACTER,
      code: "VALIDATION_FAILED",
      ...(field !== undefined && { field }),
    });
  }

  it("refuse en français (400, jamais 500) un caractère nul ou une moitié de paire UTF-16 dans chaque texte de chaque corps", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    let tested = 0;
    for (const op of operations.filter((o) => o.hasBody)) {
      const client = PUBLIC.has(`${op.method} ${op.path}`) ? new Client(t.app) : alpha.admin;
      const schema =
        document.paths[op.path][op.method.toLowerCase()].requestBody.content["application/json"].schema;
      for (const path of textPaths(schema, document)) {
        for (const [kind, bad] of Object.entries(BAD_TEXTS)) {
          const body = withValue(validBody(op, alphaIds), path, `Texte${bad}fin`);
          const what = `${op.method} ${op.path} ${path.join(".")} (${kind})`;
          expectInvalidCharacter(
            await client.request(op.method, urlOf(op, alphaIds), body),
            what,
            path.join("."),
          );
          tested++;
        }
      }
      // A key is text too; it names no field.
      const body = { ...(validBody(op, alphaIds) as object), [`clé${BAD_TEXTS.nul}`]: 1 };
      expectInvalidCharacter(
        await client.request(op.method, urlOf(op, alphaIds), body),
        `${op.method} ${op.path} key`,
      );
    }
    // Every text of every body: names, e-mails, passwords, descriptions, grades' descriptions…
    expect(tested).toBeGreaterThanOrEqual(3 * 50);
  });

  /** Routes the OpenAPI document hides (pages and links opened by the browser) but that read input too. */
  const HIDDEN: Operation[] = [
    {
      method: "GET",
      path: "/api/auth/login-link/{token}",
      params: ["token"],
      required: [],
      hasBody: false,
      xmlBody: false,
    },
  ];

  it("refuse de même un paramètre de l'adresse qui en contient, sur chaque route", async () => {
    let tested = 0;
    for (const op of [...operations, ...HIDDEN].filter((o) => o.params.length > 0)) {
      const client =
        PUBLIC.has(`${op.method} ${op.path}`) || HIDDEN.includes(op) ? new Client(t.app) : alpha.admin;
      for (const param of op.params) {
        for (const [kind, encoded] of Object.entries(BAD_ESCAPES)) {
          const url = urlOf(op, alphaIds, { [param]: encoded });
          const what = `${op.method} ${url} (${kind})`;
          const response = await client.request(
            op.method,
            url,
            op.hasBody ? validBody(op, alphaIds) : undefined,
          );
          // A decoded NUL is named by its parameter; bytes that are not UTF-8 make the whole path invalid.
          expectInvalidCharacter(response, what, kind === "nul" ? param : undefined);
          tested++;
        }
      }
    }
    expect(tested).toBeGreaterThanOrEqual(2 * 20);
  });

  it("refuse de même un paramètre de la requête qui en contient, sur chaque route", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    let tested = 0;
    for (const op of [
      ...operations,
      ...HIDDEN,
      {
        method: "GET",
        path: "/api/login",
        params: [],
        required: [],
        hasBody: false,
        xmlBody: false,
      } as Operation,
    ]) {
      const declared: string[] = (document.paths[op.path]?.[op.method.toLowerCase()]?.parameters ?? [])
        .filter((p: { in: string }) => p.in === "query")
        .map((p: { name: string }) => p.name);
      const client =
        PUBLIC.has(`${op.method} ${op.path}`) || !document.paths[op.path] ? new Client(t.app) : alpha.admin;
      for (const name of [...declared, "invitation", "recherche"]) {
        for (const [kind, encoded] of Object.entries(BAD_ESCAPES)) {
          const url = `${urlOf(op, alphaIds)}?${name}=valeur${encoded}`;
          const what = `${op.method} ${url} (${kind})`;
          const response = await client.request(
            op.method,
            url,
            op.hasBody ? validBody(op, alphaIds) : undefined,
          );
          expectInvalidCharacter(response, what, name);
          tested++;
        }
      }
    }
    expect(tested).toBeGreaterThanOrEqual(4 * 40);
  });

  it("refuse un cookie de session qui en contient, et l'efface ; ignore les cookies des autres applications", async () => {
    // A cookie's value is percent-decoded: %00 is a NUL (bytes that are not UTF-8 stay undecoded).
    const response = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `calibra_session=jeton${BAD_ESCAPES.nul}` },
    });
    expectInvalidCharacter(response, "cookie");
    const cleared = response.cookies.find((c) => c.name === "calibra_session");
    expect(cleared?.value).toBe("");
    const other = await t.app.inject({
      method: "GET",
      url: "/api/auth/user",
      headers: { cookie: `autre_appli=x%00y; calibra_session=${alpha.admin.cookie}` },
    });
    expect(other.statusCode).toBe(200);
  });

  it("refuse toute date hors des années 1900 à 9999 dans chaque corps, et accepte les autres", async () => {
    const document = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    let tested = 0;
    for (const op of operations.filter((o) => o.hasBody && !PUBLIC.has(`${o.method} ${o.path}`))) {
      const schema =
        document.paths[op.path][op.method.toLowerCase()].requestBody.content["application/json"].schema;
      const dates = textPaths(schema, document).filter((path) =>
        /(^date|Date|deadline|At)$/.test(path.at(-1)!),
      );
      for (const path of dates) {
        const field = path.join(".");
        for (const date of [
          "0001-01-01",
          "1899-12-31T12:00:00Z",
          "10000-01-01",
          "+275760-09-13T00:00:00Z",
          "2027-02-30",
        ]) {
          const response = await alpha.admin.request(
            op.method,
            urlOf(op, alphaIds),
            withValue(validBody(op, alphaIds), path, date),
          );
          const what = `${op.method} ${op.path} ${field}=${date}`;
          expectErrorContract(response, { field: true, sent: [date], what });
          expect(response.statusCode, what).toBe(400);
          expect(response.json().field, what).toBe(field);
          tested++;
        }
        const accepted = await alpha.admin.request(
          op.method,
          urlOf(op, alphaIds),
          // A calibration took place on a past day: its date is a day, never in the future.
          withValue(
            validBody(op, alphaIds),
            path,
            PAST_DAYS.has(`${op.method} ${op.path}`) ? todayOf() : "9999-12-31T00:00:00Z",
          ),
        );
        expect(accepted.statusCode, `${op.method} ${op.path} ${field} ${accepted.body}`).toBeLessThan(300);
      }
    }
    // Today: the campaign's deadline, on creation and on change.
    expect(tested).toBeGreaterThanOrEqual(2 * 5);
  });

  it("ne montre rien des lignes d'une autre entreprise : 404, même avec un corps valide", async () => {
    // A share link's routes have no company but the token's (public-links.test.ts).
    for (const op of operations.filter((o) => o.params.length > 0 && !BY_TOKEN(o))) {
      const response = await alpha.admin.request(op.method, urlOf(op, betaIds), validBody(op, alphaIds));
      const body = expectErrorContract(response, { field: false, what: `${op.method} ${op.path}` });
      expect(body.code, `${op.method} ${op.path}`).toBe("NOT_FOUND");
    }
  });

  it("répond 'Accès refusé' (403) au rôle 'user' sur chaque route qui change des données", async () => {
    // Its own profile and the company setup are open to every signed-in user (spec §6, §4).
    const open = new Set(["PATCH /api/auth/profile", "POST /api/companies"]);
    const changing = operations.filter(
      (op) =>
        op.method !== "GET" && !PUBLIC.has(`${op.method} ${op.path}`) && !open.has(`${op.method} ${op.path}`),
    );
    expect(changing.length).toBeGreaterThanOrEqual(23);
    for (const op of changing) {
      const response = await alpha.as.user.request(op.method, urlOf(op, alphaIds), validBody(op, alphaIds));
      expectErrorContract(response, { field: false, what: `${op.method} ${op.path}` });
      expect(response.json(), `${op.method} ${op.path}`).toEqual({
        message: "Accès refusé",
        code: "FORBIDDEN",
      });
    }
  });
});

describe(`Contrat d'erreur avant toute route (${ENGINE})`, () => {
  let t: TestApp;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp();
    admin = (await createTeam(t)).admin;
  });
  afterAll(() => t?.close());

  const inject = (options: InjectOptions) =>
    t.app.inject({ ...options, cookies: { calibra_session: admin.cookie! } });

  it("une adresse mal formée", async () => {
    for (const url of ["/api/campaigns/%E0%A4%A", "/api/campa%ZZigns"]) {
      const response = await inject({ method: "GET", url });
      expectErrorContract(response, { sent: ["%E0%A4%A", "%ZZ", "campa"], field: false, what: url });
      expect(response.json()).toEqual({
        message: "L'adresse demandée n'est pas valide.",
        code: "VALIDATION_FAILED",
      });
    }
  });

  it("un paramètre trop long", async () => {
    const long = "9".repeat(5000);
    const response = await inject({ method: "GET", url: `/api/campaigns/${long}` });
    expectErrorContract(response, { sent: [long.slice(0, 50)], field: false });
    expect(response.json()).toEqual({
      message: "Un paramètre de l'adresse est trop long.",
      code: "VALIDATION_FAILED",
    });
    const longId = "x".repeat(60);
    const user = await inject({ method: "GET", url: `/api/campaigns/${longId}/participants` });
    expectErrorContract(user, { sent: [longId], field: true });
  });

  it.each([
    ["text/plain", "bonjour zzqx"],
    ["application/xml", "<campagne>zzqx</campagne>"],
    ["application/x-www-form-urlencoded", "name=zzqx"],
  ])("un type de contenu non pris en charge (%s)", async (contentType, payload) => {
    const response = await inject({
      method: "POST",
      url: "/api/campaigns",
      headers: { "content-type": contentType },
      payload,
    });
    expectErrorContract(response, { sent: ["zzqx"], field: false });
    expect(response.json()).toEqual({
      message: "Le type de contenu de la requête n'est pas pris en charge.",
      code: "VALIDATION_FAILED",
    });
  });

  it("un JSON illisible", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/campaigns",
      headers: { "content-type": "application/json" },
      payload: '{"name": "zzqx"',
    });
    expectErrorContract(response, { sent: ["zzqx"], field: false });
    expect(response.json().message).toBe("Le corps de la requête n'est pas un JSON valide.");
  });

  it("un corps vide là où il en faut un, accepté là où il n'en faut pas", async () => {
    const empty = await inject({
      method: "POST",
      url: "/api/campaigns",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(empty.json()).toEqual({ message: "Le corps de la requête est vide.", code: "VALIDATION_FAILED" });
    const campaign = (await admin.post("/api/campaigns", { name: "Sans corps" })).json();
    const closed = await inject({
      method: "PATCH",
      url: `/api/campaigns/${campaign.id}/close`,
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(closed.statusCode).toBe(200);
  });

  it("un corps trop volumineux", async () => {
    const response = await inject({
      method: "POST",
      url: "/api/campaigns",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ name: "zzqx".repeat(2_000_000) }),
    });
    expectErrorContract(response, { sent: ["zzqxzzqx"], field: false });
    expect(response.json()).toEqual({
      message: "La requête est trop volumineuse.",
      code: "PAYLOAD_TOO_LARGE",
    });
  });

  it("une route inconnue, quelle que soit la méthode", async () => {
    for (const method of ["GET", "POST", "PUT", "DELETE"] as const) {
      const response = await inject({ method, url: "/api/zzqx-nulle-part?x=zzqx" });
      expectErrorContract(response, { sent: ["zzqx"], field: false });
      expect(response.json()).toEqual({ message: "Ressource introuvable", code: "NOT_FOUND" });
    }
  });
});
