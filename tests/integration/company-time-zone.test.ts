import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../src/server/db/rows";
import * as schema from "../../src/server/db/schema";
import { campaigns } from "../../src/server/db/schema";
import { withTenant } from "../../src/server/db/tenant";
import { exportAuditEvents } from "../../src/server/domain/audit/audit-events-export";
import { dashboardStats } from "../../src/server/domain/dashboard/dashboard-stats";
import { exportInstruments } from "../../src/server/domain/instruments/instruments-export";
import { companyToday } from "../../src/server/domain/tenancy/company-view";
import { DEFAULT_TIME_ZONE } from "../../src/shared/clock";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { expectErrorContract } from "../support/error-contract";
import { actorOf } from "../support/people";
import { createTeam, type Team } from "../support/teams";

const FAR_AHEAD = "Pacific/Kiritimati";
/** 30 November 2026, 12:00 UTC: still 30 November in Paris (13:00), already 1 December at Kiritimati (02:00). */
const LAST_DAY_NOON = new Date("2026-11-30T12:00:00Z");
/** 1 December 2026, 12:00 UTC: December everywhere. */
const DECEMBER = new Date("2026-12-01T12:00:00Z");

/** The company's fields as they are, for the company call (it sets every field it is given). */
async function companyBody(team: Team) {
  const { name, address, phone, email, website, description } = (
    await team.admin.get("/api/companies/current")
  ).json();
  return { name, address, phone, email, website, description };
}

describe(`Fuseau horaire de l'entreprise (${ENGINE}, décision 026)`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  const inTenant = <T>(team: Team, work: Parameters<typeof withTenant<T>>[2]) =>
    withTenant(t.database.db, { companyId: team.companyId, actor: actorOf({ id: team.admin.id }) }, work);

  it("vaut Europe/Paris par défaut, dans la réponse de l'entreprise et dans celle de l'utilisateur", async () => {
    expect((await alpha.admin.get("/api/companies/current")).json().timeZone).toBe(DEFAULT_TIME_ZONE);
    expect((await alpha.as.equipment_user.get("/api/auth/user")).json().timeZone).toBe(DEFAULT_TIME_ZONE);
  });

  it("est changé par un administrateur, sous son nom canonique, et journalisé", async () => {
    const body = await companyBody(alpha);
    const saved = await alpha.admin.patch("/api/companies/current", {
      ...body,
      timeZone: "pacific/kiritimati",
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, timeZone: FAR_AHEAD });
    expect((await alpha.admin.get("/api/companies/current")).json().timeZone).toBe(FAR_AHEAD);
    expect((await alpha.as.equipment_user.get("/api/auth/user")).json().timeZone).toBe(FAR_AHEAD);
    const audited = await t.database.db
      .select()
      .from(schema.auditLogs)
      .where(
        and(eq(schema.auditLogs.companyId, alpha.companyId), eq(schema.auditLogs.recordId, "time_zone")),
      );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      action: "settings.updated",
      tableName: "companies",
      oldValues: { timeZone: DEFAULT_TIME_ZONE },
      newValues: { timeZone: FAR_AHEAD },
    });
  });

  it("reste tel quel quand l'appel ne le nomme pas (les appels existants ne changent pas)", async () => {
    const body = await companyBody(alpha);
    const saved = await alpha.admin.patch("/api/companies/current", { ...body, phone: "01 23 45 67 89" });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ phone: "01 23 45 67 89", timeZone: FAR_AHEAD });
  });

  it("refuse un fuseau inconnu par un 400 en français sur le champ timeZone", async () => {
    const body = await companyBody(alpha);
    for (const timeZone of ["Europe/Lutece", "Paris", "", " ", "+01:00"]) {
      const refused = await alpha.admin.patch("/api/companies/current", { ...body, timeZone });
      expect(refused.statusCode).toBe(400);
      // A sentence of the catalogue (DETAIL_MESSAGES.unknownTimeZone), like every error answer.
      expectErrorContract(refused, { field: true });
      expect(refused.json()).toEqual({
        message: `Fuseau horaire inconnu : choisissez un fuseau de la liste, par exemple ${DEFAULT_TIME_ZONE}.`,
        code: "VALIDATION_FAILED",
        field: "timeZone",
      });
    }
    const notText = await alpha.admin.patch("/api/companies/current", { ...body, timeZone: 42 });
    expect(notText.statusCode).toBe(400);
    expect(notText.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "timeZone" });
    expect((await alpha.admin.get("/api/companies/current")).json().timeZone).toBe(FAR_AHEAD);
  });

  it("ne se change que par un administrateur : 403 pour les autres rôles", async () => {
    const body = await companyBody(alpha);
    for (const role of ["campaign_initiator", "equipment_manager", "equipment_user", "user"] as const) {
      const refused = await alpha.as[role].patch("/api/companies/current", { ...body, timeZone: "UTC" });
      expect(refused.statusCode).toBe(403);
      expect(refused.json().code).toBe("FORBIDDEN");
    }
    expect((await alpha.admin.get("/api/companies/current")).json().timeZone).toBe(FAR_AHEAD);
  });

  it("est propre à chaque entreprise", async () => {
    expect((await beta.admin.get("/api/companies/current")).json().timeZone).toBe(DEFAULT_TIME_ZONE);
    expect((await beta.as.user.get("/api/auth/user")).json().timeZone).toBe(DEFAULT_TIME_ZONE);
    expect(await inTenant(beta, (scope) => companyToday(scope, LAST_DAY_NOON))).toBe("2026-11-30");
    expect(await inTenant(alpha, (scope) => companyToday(scope, LAST_DAY_NOON))).toBe("2026-12-01");
  });

  it("se lit avec la session, dans la seule entreprise de son utilisateur (décision 029)", async () => {
    const probe = z.object({ zone: z.string().nullable(), company: z.string().nullable() });
    const zoneOf = async (sid: string) =>
      (
        await sqlRows(
          t.database.db,
          probe,
          sql`select session_company_time_zone(${sid}) as zone, current_setting('app.company_id', true) as company`,
        )
      )[0];
    const [alphaSession] = await t.database.db
      .select({ sid: schema.sessions.sid })
      .from(schema.sessions)
      .where(eq(schema.sessions.userId, alpha.admin.id))
      .limit(1);
    expect((await zoneOf(alphaSession!.sid))?.zone).toBe(FAR_AHEAD);
    expect((await zoneOf("session-inconnue"))?.zone).toBeNull();
    // In a transaction already set for a company, the function puts back the company it found set.
    const inside = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.company_id', ${String(beta.companyId)}, true)`);
      return (
        await sqlRows(
          tx,
          probe,
          sql`select session_company_time_zone(${alphaSession!.sid}) as zone, current_setting('app.company_id', true) as company`,
        )
      )[0];
    });
    expect(inside).toEqual({ zone: FAR_AHEAD, company: String(beta.companyId) });
  });

  it("date les fichiers d'export dans le fuseau de l'entreprise", async () => {
    const alphaFile = await inTenant(alpha, (scope) => exportAuditEvents(scope, { now: LAST_DAY_NOON }));
    const betaFile = await inTenant(beta, (scope) => exportAuditEvents(scope, { now: LAST_DAY_NOON }));
    expect(alphaFile.name).toBe("piste-audit-complet-2026-12-01");
    expect(betaFile.name).toBe("piste-audit-complet-2026-11-30");
    // The instants are written in the company's zone, and the column says which.
    expect(alphaFile.timeZone).toBe("Pacific/Kiritimati");
    expect(alphaFile.columns.find((c) => c.header === "date")?.title).toBe(
      "Date (heure de Pacific/Kiritimati)",
    );
    expect(betaFile.columns.find((c) => c.header === "date")?.title).toBe("Date (heure de Paris)");
    const parc = await inTenant(alpha, (scope) => exportInstruments(scope, { filters: { sort: "name" } }));
    expect(parc.timeZone).toBe("Pacific/Kiritimati");
  });

  it("compte les campagnes du mois selon le calendrier de l'entreprise", async () => {
    for (const team of [alpha, beta]) {
      const created = await team.admin.post("/api/campaigns", {
        name: `Campagne du 30 novembre ${team.companyId}`,
      });
      expect(created.statusCode).toBe(201);
      // Made at 12:00 UTC on 30 November: 1 December at Kiritimati, still 30 November in Paris.
      await t.database.db
        .update(campaigns)
        .set({ createdAt: LAST_DAY_NOON })
        .where(and(eq(campaigns.companyId, team.companyId), eq(campaigns.id, created.json().id)));
    }
    const alphaStats = await inTenant(alpha, (scope) => dashboardStats(scope, { now: DECEMBER }));
    const betaStats = await inTenant(beta, (scope) => dashboardStats(scope, { now: DECEMBER }));
    expect(alphaStats.campaignsCreatedThisMonth).toBe(1);
    expect(betaStats.campaignsCreatedThisMonth).toBe(0);
  });
});
