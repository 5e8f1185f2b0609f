import { spawnSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../src/server/db/rows";
import { auditLogs, securityEvents, users } from "../../src/server/db/schema";
import { emailHash, securityLogText, summarizeSecurityLog } from "../../src/server/domain/auth/security-log";
import { SIGN_IN_LIMITS } from "../../src/server/domain/auth/sign-in-attempts";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { signedInUser } from "../support/people";
import { createTeam, type Team } from "../support/teams";

const PASSWORD = "mot-de-passe-solide";
const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) Test/1.0";
const unique = (name: string) => `${name}.${randomBytes(4).toString("hex")}@exemple.fr`;
const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("hex");
/** Today as a day of Paris. */
const today = () => new Date().toLocaleDateString("sv-SE", { timeZone: "Europe/Paris" });

/**
 * The security log (issue 23): failed sign-ins that belong to no company — an address no account
 * uses (or used), a deactivated account — counted with the address, the time and the e-mail's hash,
 * never the e-mail itself; the answer to the client unchanged.
 */
describe(`Journal de sécurité des connexions échouées (${ENGINE})`, () => {
  let t: TestApp;
  let team: Team;

  beforeAll(async () => {
    t = await createTestApp();
    team = await createTeam(t, "Métrologie Sécurité");
  });
  afterAll(() => t?.close());

  /** A sign-in from `ip`, with a browser's user agent. */
  const signIn = (ip: string, email: string, password = PASSWORD) =>
    new Client(t.app, { ip }).request(
      "POST",
      "/api/auth/login",
      { email, password },
      { "user-agent": BROWSER },
    );

  const eventsFrom = (ip: string) =>
    t.database.db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.ipAddress, ip))
      .orderBy(securityEvents.id);

  it("une adresse inconnue : la même réponse qu'un mauvais mot de passe, et un événement avec l'empreinte seule", async () => {
    const ip = "198.51.100.21";
    const typed = `  Inconnu.${randomBytes(4).toString("hex")}@Exemple.FR `;
    const stranger = await signIn(ip, typed);
    const wrong = await signIn("198.51.100.22", team.admin.email, "pas-le-bon");
    expect(stranger.statusCode).toBe(401);
    expect(stranger.statusCode).toBe(wrong.statusCode);
    expect(stranger.json()).toEqual(wrong.json());
    expect(stranger.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });
    expect(stranger.headers["set-cookie"]).toBeUndefined();

    const [event, ...more] = await eventsFrom(ip);
    expect(more).toEqual([]);
    const normalized = typed.trim().toLowerCase();
    expect(event).toMatchObject({
      kind: "sign_in_unknown_account",
      emailHash: sha256(normalized),
      ipAddress: ip,
      userAgent: BROWSER,
    });
    expect(event!.emailHash).toBe(emailHash(typed));
    expect(event!.emailHash).toMatch(/^[0-9a-f]{64}$/);
    // The e-mail in clear nowhere in the table, whatever the column.
    const local = normalized.split("@")[0]!;
    const [found] = await sqlRows(
      t.database.db,
      z.object({ n: z.coerce.number() }),
      sql`select count(*)::int as n from security_events s where lower(row_to_json(s)::text) like ${`%${local}%`}`,
    );
    expect(found!.n).toBe(0);
  });

  it("le mauvais mot de passe d'un compte actif reste dans la piste de son entreprise, pas dans le journal de sécurité", async () => {
    const ip = "198.51.100.31";
    expect((await signIn(ip, team.admin.email, "toujours-pas")).statusCode).toBe(401);
    expect(await eventsFrom(ip)).toEqual([]);
    const [row] = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.companyId, team.companyId), eq(auditLogs.action, "auth.sign_in_failed")))
      .orderBy(desc(auditLogs.seq))
      .limit(1);
    expect(row).toMatchObject({ ipAddress: ip, outcome: "failed" });
    // The right password still signs in, and leaves nothing there either.
    expect((await signIn(ip, team.admin.email)).statusCode).toBe(200);
    expect(await eventsFrom(ip)).toEqual([]);
  });

  it("un compte désactivé : compte désactivé ; un compte supprimé ne laisse rien : compte inconnu", async () => {
    const ip = "198.51.100.41";
    const leaving = await signedInUser(t.database.db, {
      companyId: team.companyId,
      roles: ["equipment_user"],
      email: unique("parti"),
    });
    await t.database.db.update(users).set({ status: "inactive" }).where(eq(users.id, leaving.user.id));
    const refused = await signIn(ip, leaving.user.email);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: "INVALID_CREDENTIALS" });

    const deleted = await signedInUser(t.database.db, {
      companyId: team.companyId,
      roles: ["equipment_user"],
      email: unique("supprime"),
    });
    expect((await team.admin.delete(`/api/users/${deleted.user.id}`)).statusCode).toBe(204);
    expect((await signIn(ip, deleted.user.email)).statusCode).toBe(401);

    expect((await eventsFrom(ip)).map((e) => [e.kind, e.emailHash])).toEqual([
      ["sign_in_deleted_account", emailHash(leaving.user.email)],
      ["sign_in_unknown_account", emailHash(deleted.user.email)],
    ]);
  });

  it("une demande de lien de connexion pour une adresse sans compte : un événement, la même réponse", async () => {
    const ip = "198.51.100.51";
    const client = new Client(t.app, { ip });
    const known = await new Client(t.app, { ip: "198.51.100.52" }).post("/api/auth/login-link", {
      email: team.admin.email,
    });
    const stranger = unique("personne");
    const unknown = await client.post("/api/auth/login-link", { email: stranger });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual(known.json());
    // The work runs after the answer.
    const until = Date.now() + 5000;
    while ((await eventsFrom(ip)).length === 0 && Date.now() < until)
      await new Promise((done) => setTimeout(done, 20));
    expect((await eventsFrom(ip)).map((e) => [e.kind, e.emailHash])).toEqual([
      ["sign_in_unknown_account", emailHash(stranger)],
    ]);
    expect(await eventsFrom("198.51.100.52")).toEqual([]);
  });

  it("borné par la limitation : une adresse refusée (429) n'ajoute plus rien", async () => {
    const ip = "198.51.100.61";
    const stranger = unique("essai");
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.pairFailures; i++)
      statuses.push((await signIn(ip, stranger)).statusCode);
    expect(statuses).toEqual([...Array(SIGN_IN_LIMITS.pairFailures).fill(401), 429]);
    expect(await eventsFrom(ip)).toHaveLength(SIGN_IN_LIMITS.pairFailures);
  });

  it("la commande compte par jour et par adresse, et montre les derniers événements, en français", async () => {
    const ip = "203.0.113.71";
    const targets = [unique("cible"), unique("cible")];
    for (const email of [...targets, targets[0]!]) expect((await signIn(ip, email)).statusCode).toBe(401);
    // From long before to today: every event of this file, even across midnight.
    const since = "2021-01-01";
    const day = today();
    const summary = await summarizeSecurityLog(t.database.db, { since, until: day });
    const all = await t.database.db.select().from(securityEvents);
    expect(summary.total).toBe(all.length);
    const sum = (key: "unknown" | "deleted" | "total") =>
      summary.byDay.reduce((total, row) => total + row[key], 0);
    expect(summary.byDay.at(-1)!.day).toBe(day);
    expect(sum("unknown")).toBe(all.filter((e) => e.kind === "sign_in_unknown_account").length);
    expect(sum("deleted")).toBe(all.filter((e) => e.kind === "sign_in_deleted_account").length);
    expect(sum("deleted")).toBe(1);
    expect(sum("total")).toBe(all.length);
    const address = summary.byAddress.find((a) => a.ipAddress === ip);
    expect(address).toMatchObject({ total: 3, accounts: 2 });
    // The most active address first: the one the throttle stopped.
    expect(summary.byAddress[0]).toMatchObject({
      ipAddress: "198.51.100.61",
      total: SIGN_IN_LIMITS.pairFailures,
    });
    expect(summary.latest[0]).toMatchObject({ ipAddress: ip, emailHash: emailHash(targets[0]!) });

    // One address looked for by its hash; a period before any event counts none.
    const one = await summarizeSecurityLog(t.database.db, { since, until: day, email: targets[0]! });
    expect(one).toMatchObject({ total: 2, byAddress: [{ ipAddress: ip, total: 2, accounts: 1 }] });
    const before = await summarizeSecurityLog(t.database.db, { since: "2020-01-01", until: "2020-12-31" });
    expect(before).toMatchObject({ total: 0, byDay: [], byAddress: [], latest: [] });
    expect(securityLogText(before)).toContain("Aucun événement sur la période.");

    const text = securityLogText(summary);
    const frenchDay = `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
    const dayLines = summary.byDay.map(
      (row) =>
        `${row.day.slice(8, 10)}/${row.day.slice(5, 7)}/${row.day.slice(0, 4)} : ${row.total} (compte inconnu : ${row.unknown}, compte désactivé : ${row.deleted})`,
    );
    for (const line of dayLines) expect(text).toContain(line);
    expect(text).toContain(
      `Journal de sécurité : connexions échouées sur des comptes inconnus ou désactivés, du 01/01/2021 au ${frenchDay}`,
    );
    expect(text).toContain(`${ip} : 3 tentatives visant 2 adresses e-mail différentes`);
    expect(text).toContain("connexion sur un compte inconnu");
    expect(text).not.toContain(targets[0]);

    if (ENGINE === "postgres") {
      const run = (...args: string[]) =>
        spawnSync("node", ["--import", "tsx", "scripts/security-log.ts", ...args], {
          env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: "silent" },
          encoding: "utf8",
        });
      const printed = run("--since", since);
      expect(printed.status, printed.stderr).toBe(0);
      expect(printed.stdout).toContain(`${ip} : 3 tentatives`);
      expect(printed.stdout).toContain(`${all.length} événements au total.`);
      for (const line of dayLines) expect(printed.stdout).toContain(line);
      const looked = run("--since", since, "--email", targets[1]!);
      expect(looked.status, looked.stderr).toBe(0);
      expect(looked.stdout).toContain(`SHA-256 ${emailHash(targets[1]!)}`);
      expect(looked.stdout).toContain("1 événement au total.");
      const unreadable = run("--since", "hier");
      expect(unreadable.status).toBe(2);
      expect(unreadable.stderr).toContain("--since : date illisible « hier » (attendu : AAAA-MM-JJ)");
    }
  });
});
