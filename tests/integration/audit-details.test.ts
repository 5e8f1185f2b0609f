import { and, asc, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { sqlRows } from "../../src/server/db/rows";
import * as schema from "../../src/server/db/schema";
import { withTenant } from "../../src/server/db/tenant";
import { canonicalJson, sha256Hex } from "../../src/server/domain/audit/audit-details";
import { INLINE_AUDIT_ROWS, recordBulkAudit } from "../../src/server/domain/audit/record-audit";
import { verifyAuditTrail } from "../../src/server/domain/audit/verify-audit-trail";
import { splitCsvLine } from "../../src/shared/csv";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { expectErrorContract } from "../support/error-contract";
import { actorOf } from "../support/people";
import { createTeam, type Team } from "../support/teams";

/**
 * Issue 23: a bulk change's audit row holds a summary (counts, the run, the ids) and its per-row
 * detail is kept apart in audit_details, read on demand and checked against the SHA-256 its row
 * holds; the Journal's first page stays light however large the campaigns.
 */

interface Criterion {
  id: number;
  name: string;
}

/** A campaign of `count` equipment, each rated on two criteria by the admin (bulk ratings of 1,000 cells). */
async function ratedCampaign(team: Team, count: number, name: string) {
  const created = await team.admin.post("/api/campaigns", {
    name,
    equipment: Array.from({ length: count }, (_, i) => ({
      name: `Capteur ${name} ${i + 1}`,
      serialNumber: `${name.slice(0, 3).toUpperCase()}-${String(i + 1).padStart(5, "0")}`,
      currentPeriod: 6 + (i % 4) * 6,
    })),
  });
  expect(created.statusCode, created.body).toBe(201);
  const campaignId = created.json().id as number;
  const items = (await team.admin.get(`/api/equipment/${campaignId}`)).json() as { id: number }[];
  expect(items).toHaveLength(count);
  const criteria = (await team.admin.get("/api/rating-criteria")).json() as Criterion[];
  const picked = [
    criteria.find((c) => c.name.startsWith("Gravité"))!,
    criteria.find((c) => c.name.startsWith("Fréquence"))!,
  ];
  const cells = items.flatMap((item, i) =>
    picked.map((c, j) => ({ equipmentId: item.id, criteriaId: c.id, grade: 1 + ((i + j) % 5) })),
  );
  for (let start = 0; start < cells.length; start += 1000) {
    const rated = await team.admin.post("/api/equipment-ratings/batch", {
      campaignId,
      ratings: cells.slice(start, start + 1000),
    });
    expect(rated.statusCode, rated.body).toBe(200);
  }
  return { campaignId, equipmentIds: items.map((item) => item.id) };
}

async function calculate(team: Team, campaignId: number) {
  const response = await team.admin.post(`/api/campaigns/${campaignId}/calculate-periods`, {
    adjustmentFactor: 1,
    confirmIncomplete: true,
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe(`Piste d'audit : le détail des modifications en masse conservé à part (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  const verify = (companyId: number) =>
    t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('app.audit_verification', 'on', true)`);
      return verifyAuditTrail(tx, { companyId });
    });

  /** The last audit row of an action in a campaign, as stored, and its size as the database writes it. */
  async function lastRow(companyId: number, action: string, campaignId?: number) {
    const [row] = await t.database.db
      .select()
      .from(schema.auditLogs)
      .where(
        and(
          eq(schema.auditLogs.companyId, companyId),
          eq(schema.auditLogs.action, action),
          campaignId === undefined ? undefined : eq(schema.auditLogs.campaignId, campaignId),
        ),
      )
      .orderBy(desc(schema.auditLogs.seq))
      .limit(1);
    const [size] = await sqlRows(
      t.database.db,
      z.object({ bytes: z.coerce.number() }),
      sql`select octet_length(a::text) as bytes from audit_logs a where a.company_id = ${companyId} and a.id = ${row!.id}`,
    );
    return { row: row!, bytes: size!.bytes };
  }

  /** A campaign's results of a run, as the calculation's audit row lists them. */
  async function resultsOf(companyId: number, runId: number) {
    return t.database.db
      .select({
        equipmentId: schema.calibrationResults.equipmentId,
        equipment: schema.equipment.name,
        currentPeriod: schema.calibrationResults.currentPeriod,
        newPeriod: schema.calibrationResults.newPeriod,
        forcedPeriod: schema.calibrationResults.forcedPeriod,
        globalScore: schema.calibrationResults.globalScore,
      })
      .from(schema.calibrationResults)
      .innerJoin(
        schema.equipment,
        and(
          eq(schema.equipment.companyId, schema.calibrationResults.companyId),
          eq(schema.equipment.id, schema.calibrationResults.equipmentId),
        ),
      )
      .where(
        and(eq(schema.calibrationResults.companyId, companyId), eq(schema.calibrationResults.runId, runId)),
      )
      .orderBy(asc(schema.calibrationResults.equipmentId));
  }

  /** Runs statements with the written-once trigger of audit_details off, as its owner could. */
  async function behindTheTrigger(run: () => Promise<unknown>) {
    const db = t.database.db;
    await db.execute(sql`alter table audit_details disable trigger audit_details_written_once`);
    try {
      await run();
    } finally {
      await db.execute(sql`alter table audit_details enable trigger audit_details_written_once`);
    }
  }

  it("un calcul de 300 équipements : une ligne d'audit de moins de 20 Ko qui nomme le calcul et ses comptes, le détail à part égal à l'ancienne ligne", async () => {
    const { campaignId, equipmentIds } = await ratedCampaign(alpha, 300, "Calcul");
    await calculate(alpha, campaignId);
    // Two forced periods (a small change: its values stay inline), then a recalculation.
    const forced = await alpha.admin.patch(`/api/campaigns/${campaignId}/update-forced-periods`, {
      updates: [
        { equipmentId: equipmentIds[0], forcedPeriod: 36 },
        { equipmentId: equipmentIds[7], forcedPeriod: 3 },
      ],
      reason: "Retour d'expérience de l'atelier",
    });
    expect(forced.statusCode, forced.body).toBe(200);
    const small = await lastRow(alpha.companyId, "periods.forced", campaignId);
    expect(small.row.details).toBeNull();
    expect(small.row.newValues).toMatchObject({ forcedPeriods: [{ forcedPeriod: 36 }, { forcedPeriod: 3 }] });
    const runs = await t.database.db
      .select({ id: schema.calculationRuns.id, number: schema.calculationRuns.number })
      .from(schema.calculationRuns)
      .where(eq(schema.calculationRuns.campaignId, campaignId))
      .orderBy(asc(schema.calculationRuns.id));
    const before = await resultsOf(alpha.companyId, runs[0]!.id);
    await calculate(alpha, campaignId);

    const { row, bytes } = await lastRow(alpha.companyId, "periods.calculated", campaignId);
    expect(bytes).toBeLessThan(20 * 1024);
    const [first, second] = await t.database.db
      .select({ id: schema.calculationRuns.id, number: schema.calculationRuns.number })
      .from(schema.calculationRuns)
      .where(eq(schema.calculationRuns.campaignId, campaignId))
      .orderBy(asc(schema.calculationRuns.id));
    expect(first!.id).toBe(runs[0]!.id);
    expect(row).toMatchObject({ oldValues: null, newValues: null });
    const details = row.details as {
      summary: Record<string, unknown>;
      auditDetail: { id: number; sha256: string; bytes: number; rows: number };
    };
    expect(details.summary).toMatchObject({
      runId: second!.id,
      run: second!.number,
      results: 300,
      previousResults: 300,
      calculated: 300,
      unrated: 0,
      unknownPeriod: 0,
      forcedKept: 2,
      equipmentIds: `${Math.min(...equipmentIds)}-${Math.max(...equipmentIds)}`,
      parameters: { k1: expect.any(Number), k2: expect.any(Number), pmax: expect.any(Number) },
      adjustmentFactor: 1,
    });
    expect(details.auditDetail).toMatchObject({ rows: 300, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });

    // The detail: what the row held before issue 23 — every result before and after, the figures.
    const [stored] = await t.database.db
      .select()
      .from(schema.auditDetails)
      .where(
        and(
          eq(schema.auditDetails.companyId, alpha.companyId),
          eq(schema.auditDetails.id, details.auditDetail.id),
        ),
      );
    expect(stored!.sha256).toBe(details.auditDetail.sha256);
    const after = await resultsOf(alpha.companyId, second!.id);
    const summary = details.summary;
    const expected = {
      oldValues: { results: before },
      newValues: {
        runId: second!.id,
        run: second!.number,
        results: after.map((r) => ({
          ...r,
          forcedPeriod: before.find((b) => b.equipmentId === r.equipmentId)!.forcedPeriod,
        })),
      },
      details: {
        calculated: 300,
        unrated: 0,
        unknownPeriod: 0,
        completeness: summary.completeness,
        parameters: summary.parameters,
        adjustmentFactor: 1,
      },
    };
    expect(before.filter((r) => r.forcedPeriod !== null)).toHaveLength(2);
    expect(stored!.content).toEqual(expected);
    expect(details.auditDetail.bytes).toBe(Buffer.byteLength(canonicalJson(expected)));
    expect(sha256Hex(canonicalJson(stored!.content))).toBe(details.auditDetail.sha256);

    // Read on demand: checked, then answered; the journal's list carries the summary only.
    const detail = await alpha.as.campaign_initiator.get(`/api/audit/events/${row.id}/detail`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json()).toEqual({
      eventId: row.id,
      seq: row.seq,
      detail: details.auditDetail,
      content: expected,
    });
    const page = (
      await alpha.admin.get(`/api/audit/events?campaignId=${campaignId}&action=periods.calculated`)
    ).json();
    expect(page.events[0]).toMatchObject({
      id: row.id,
      oldValues: null,
      newValues: null,
      bulkDetail: { ...details.auditDetail, summary: details.summary },
    });

    // The trail's export keeps the summary row, with its detail's id and hash.
    const csv = await alpha.admin.get("/api/audit/events/export");
    expect(csv.statusCode).toBe(200);
    const [header, ...lines] = csv.body.slice(1).trimEnd().split("\r\n").map(splitCsvLine);
    expect(header!.slice(-2)).toEqual(["detail", "empreinte_detail"]);
    const exported = lines.find((line) => Number(line[0]) === row.seq)!;
    expect(exported.slice(-2)).toEqual([String(details.auditDetail.id), details.auditDetail.sha256]);
    expect(JSON.parse(exported[15]!)).toEqual(details);
    expect(await verify(alpha.companyId)).toMatchObject({ valid: true, firstBroken: null });
  }, 120_000);

  it("un calcul de 900 équipements en tranches (deux à la fois sur PostgreSQL) : un résultat par équipement, dans leur ordre, le même pour les mêmes notes", async () => {
    const { campaignId, equipmentIds } = await ratedCampaign(alpha, 900, "Tranches");
    await calculate(alpha, campaignId);
    const { row } = await lastRow(alpha.companyId, "periods.calculated", campaignId);
    const details = row.details as { summary: Record<string, unknown>; auditDetail: { id: number } };
    expect(details.summary).toMatchObject({
      results: 900,
      calculated: 900,
      equipmentIds: `${Math.min(...equipmentIds)}-${Math.max(...equipmentIds)}`,
      completeness: { equipmentCount: 900 },
    });
    const [stored] = await t.database.db
      .select()
      .from(schema.auditDetails)
      .where(
        and(
          eq(schema.auditDetails.companyId, alpha.companyId),
          eq(schema.auditDetails.id, details.auditDetail.id),
        ),
      );
    const listed = (stored!.content as { newValues: { results: { equipmentId: number }[] } }).newValues
      .results;
    const inOrder = [...equipmentIds].sort((a, b) => a - b);
    expect(listed.map((r) => r.equipmentId)).toEqual(inOrder);
    const answer = await alpha.admin.get(`/api/campaigns/${campaignId}/calibration-results`);
    expect(answer.statusCode, answer.body).toBe(200);
    const results = answer.json().results as { equipmentId: number; newPeriod: number }[];
    expect(results.map((r) => r.equipmentId)).toEqual(inOrder);
    // Grades and current period repeat every 20 equipment: whichever slice calculated it, the same
    // data gives the same period.
    const periodOf = new Map(results.map((r) => [r.equipmentId, r.newPeriod]));
    for (const [i, id] of equipmentIds.entries())
      expect(periodOf.get(id), `équipement n° ${i + 1}`).toBe(periodOf.get(equipmentIds[i % 20]!));
    expect(new Set(periodOf.values()).size).toBeGreaterThan(1);
  }, 120_000);

  it("les autres écritures en masse : notation, création de campagne, import du parc, forçage de toute une campagne", async () => {
    const { campaignId, equipmentIds } = await ratedCampaign(alpha, 120, "Masse");
    const created = await lastRow(alpha.companyId, "campaign.created", campaignId);
    expect(created.row.newValues).toBeNull();
    expect((created.row.details as { summary: object }).summary).toMatchObject({
      name: "Masse",
      equipment: 120,
      participants: 0,
    });
    const rated = await lastRow(alpha.companyId, "rating.saved", campaignId);
    expect((rated.row.details as { summary: object }).summary).toMatchObject({
      ratings: 240,
      replaced: 0,
      equipment: 120,
      criteria: 2,
    });
    await calculate(alpha, campaignId);
    const forced = await alpha.admin.patch(`/api/campaigns/${campaignId}/update-forced-periods`, {
      updates: equipmentIds.map((equipmentId) => ({ equipmentId, forcedPeriod: 24 })),
      reason: "Période unique décidée en revue",
    });
    expect(forced.statusCode, forced.body).toBe(200);
    const bulkForced = await lastRow(alpha.companyId, "periods.forced", campaignId);
    expect(bulkForced.row.oldValues).toBeNull();
    expect((bulkForced.row.details as { summary: object }).summary).toMatchObject({
      equipment: 120,
      changed: 120,
      forced: 120,
      removed: 0,
      reason: "Période unique décidée en revue",
    });
    const detail = (await alpha.admin.get(`/api/audit/events/${bulkForced.row.id}/detail`)).json();
    expect(detail.content.newValues.forcedPeriods).toHaveLength(120);
    expect(detail.content.newValues.forcedPeriods[0]).toMatchObject({
      equipmentId: equipmentIds[0],
      forcedPeriod: 24,
      reason: "Période unique décidée en revue",
    });

    const csv = [
      "nom,reference,type,emplacement,periode_mois,dernier_etalonnage",
      ...Array.from({ length: INLINE_AUDIT_ROWS + 10 }, (_, i) => `Jauge ${i},JAU-${i},,,12,`),
    ].join("\n");
    const imported = await alpha.as.equipment_manager.post("/api/instruments/import", { csv });
    expect(imported.statusCode, imported.body).toBe(200);
    const importRow = await lastRow(alpha.companyId, "instruments.imported");
    expect((importRow.row.details as { summary: object }).summary).toMatchObject({
      created: INLINE_AUDIT_ROWS + 10,
      updated: 0,
      createdReferences: expect.stringContaining("JAU-0, JAU-1"),
    });
    const importDetail = (await alpha.admin.get(`/api/audit/events/${importRow.row.id}/detail`)).json();
    expect(importDetail.content.newValues.createdReferences).toHaveLength(INLINE_AUDIT_ROWS + 10);
    expect(await verify(alpha.companyId)).toMatchObject({ valid: true });
  }, 120_000);

  it("l'empreinte se vérifie sur ce moteur : clés dans le désordre, nombres, textes accentués et emojis", async () => {
    const admin = await t.database.db.select().from(schema.users).where(eq(schema.users.id, alpha.admin.id));
    const values = {
      zèbre: "Évaluation « ÉTALON » 😀 \n tab\t",
      a: [0.1 + 0.2, 1e21, 1e-7, -0, 12345.678, null, true, { "10": 1, "2": 2, b: [], a: {} }],
      "": "clé vide",
      nested: { z: 1, y: { x: '\\ " /' } },
    };
    const ref = await withTenant(
      t.database.db,
      { companyId: alpha.companyId, actor: actorOf(admin[0]!) },
      (scope) =>
        recordBulkAudit(scope, {
          action: "settings.updated",
          tableName: "settings",
          recordId: "essai",
          description: "Essai d'empreinte",
          oldValues: values,
          newValues: { list: Array.from({ length: INLINE_AUDIT_ROWS + 1 }, (_, i) => ({ i })) },
          rows: INLINE_AUDIT_ROWS + 1,
          summary: { essai: true },
        }),
    );
    expect(ref).not.toBeNull();
    const row = await lastRow(alpha.companyId, "settings.updated");
    const detail = await alpha.admin.get(`/api/audit/events/${row.row.id}/detail`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().content.oldValues).toEqual(JSON.parse(JSON.stringify(values)));
    expect(detail.json().detail.sha256).toBe(ref!.sha256);
  });

  it("un détail modifié par le propriétaire de la base : refusé par la route (409 en français), signalé par la vérification à sa position", async () => {
    const team = await createTeam(t, "Altération du détail");
    const { campaignId } = await ratedCampaign(team, 80, "Altéré");
    await calculate(team, campaignId);
    const { row } = await lastRow(team.companyId, "periods.calculated", campaignId);
    const ref = (row.details as { auditDetail: { id: number } }).auditDetail;
    expect((await team.admin.get(`/api/audit/events/${row.id}/detail`)).statusCode).toBe(200);
    expect(await verify(team.companyId)).toMatchObject({ valid: true });

    // Nobody changes a detail while its trigger stands, the tables' owner included: written once.
    const refusal = await t.database.db
      .execute(
        sql`update audit_details set content = '{}'::jsonb where company_id = ${team.companyId} and id = ${ref.id}`,
      )
      .then(
        () => null,
        (error: { code?: string; cause?: { code?: string; message?: string } }) => error.cause ?? error,
      );
    expect(refusal).toMatchObject({ code: "42501", message: expect.stringMatching(/written once/) });
    await behindTheTrigger(() =>
      t.database.db.execute(sql`
        update audit_details
           set content = jsonb_set(content, '{newValues,results,0,newPeriod}', '120'::jsonb)
         where company_id = ${team.companyId} and id = ${ref.id}`),
    );
    const refused = await team.admin.get(`/api/audit/events/${row.id}/detail`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: "AUDIT_DETAIL_ALTERED",
      message: "Le détail de cette modification a été altéré : son empreinte ne correspond plus.",
    });
    expect(await verify(team.companyId)).toMatchObject({
      valid: false,
      checked: row.seq - 1,
      firstBroken: { seq: row.seq, id: row.id, reason: "detail-altered" },
    });
    expect((await team.admin.get("/api/audit/verify")).json()).toMatchObject({
      valid: false,
      firstBroken: { seq: row.seq, id: row.id, reason: "detail-altered" },
    });

    // Its hash column rewritten to match the new content: the row's own hash still tells.
    await behindTheTrigger(async () => {
      const [stored] = await t.database.db
        .select({ content: schema.auditDetails.content })
        .from(schema.auditDetails)
        .where(and(eq(schema.auditDetails.companyId, team.companyId), eq(schema.auditDetails.id, ref.id)));
      await t.database.db.execute(
        sql`update audit_details set sha256 = ${sha256Hex(canonicalJson(stored!.content))} where company_id = ${team.companyId} and id = ${ref.id}`,
      );
    });
    expect((await team.admin.get(`/api/audit/events/${row.id}/detail`)).statusCode).toBe(409);
    // Removed altogether: the same.
    await behindTheTrigger(() =>
      t.database.db.execute(
        sql`delete from audit_details where company_id = ${team.companyId} and id = ${ref.id}`,
      ),
    );
    expect((await team.admin.get(`/api/audit/events/${row.id}/detail`)).statusCode).toBe(409);
    expect((await verify(team.companyId)).firstBroken).toEqual({
      seq: row.seq,
      id: row.id,
      reason: "detail-altered",
    });
  }, 60_000);

  it("le détail d'une autre entreprise n'existe pas (404) ; un rôle sans le journal : 403 ; une ligne sans détail : 404 ; un identifiant illisible : 400", async () => {
    const { row } = await lastRow(alpha.companyId, "periods.calculated");
    const other = await beta.admin.get(`/api/audit/events/${row.id}/detail`);
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe("NOT_FOUND");
    expect(other.body).not.toContain("Capteur");
    for (const role of ["equipment_manager", "equipment_user", "user"] as const) {
      const refused = await alpha.as[role].get(`/api/audit/events/${row.id}/detail`);
      expect(refused.statusCode, role).toBe(403);
      expect(refused.body).not.toContain("Capteur");
    }
    const signedIn = await lastRow(alpha.companyId, "company.created");
    const inline = await alpha.admin.get(`/api/audit/events/${signedIn.row.id}/detail`);
    expect(inline.statusCode).toBe(404);
    expect(inline.json().message).toMatch(/pas de détail conservé à part/);
    // A sentence of the catalogue (DETAIL_MESSAGES.auditDetailNotKept), like every error answer.
    expectErrorContract(inline, { field: false });
    const junk = await alpha.admin.get("/api/audit/events/abc/detail");
    expect(junk.statusCode).toBe(400);
    expect(junk.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "id" });
    expect(junk.json().message).toMatch(/[a-zé]/);
  });

  it("la première page du journal après trois calculs de 500 équipements pèse moins de 200 Ko", async () => {
    const team = await createTeam(t, "Journal léger");
    const { campaignId } = await ratedCampaign(team, 500, "Journal");
    for (let i = 0; i < 3; i++) await calculate(team, campaignId);
    const page = await team.admin.get("/api/audit/events");
    expect(page.statusCode).toBe(200);
    const events = page.json().events as { action: string; bulkDetail: unknown }[];
    expect(events.filter((e) => e.action === "periods.calculated")).toHaveLength(3);
    expect(events.filter((e) => e.bulkDetail !== null).length).toBeGreaterThanOrEqual(3);
    expect(Buffer.byteLength(page.body)).toBeLessThan(200 * 1024);
  }, 120_000);
});
