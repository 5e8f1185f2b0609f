import { and, eq, gt, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import type { ImpactReview } from "../../src/shared/api/impact-reviews";
import type { InstrumentDetail } from "../../src/shared/api/instrument-detail";
import type { Measurement } from "../../src/shared/api/measurement-list";
import type { MeasurementUnitsSetting } from "../../src/shared/api/measurements";
import type { PublicCampaign } from "../../src/shared/api/public-links";
import { DEFAULT_TIME_ZONE, today } from "../../src/shared/clock";
import { MEASUREMENT_UNITS } from "../../src/shared/constants";
import { createTestApp, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { expectErrorContract } from "../support/error-contract";
import { createTeam, type Team } from "../support/teams";

/** Today in the default zone, the zone of the companies these tests make (decision 026). */
const todayOf = (now?: Date) => today(DEFAULT_TIME_ZONE, now);

/**
 * Issue 21, finding 3 (decision 020): a visitor's slip must not become a record. Units are checked
 * against the instrument's type (each company sets the units of its types, a wider list by
 * default), and staff correct or withdraw a measurement with a reason: the original is kept,
 * audited, and an impact review reads the correction.
 */

const BALANCE = { name: "Balance analytique", serialNumber: "BAL-0002", currentPeriod: 12, type: "Balance" };
const CALLIPER = {
  name: "Pied à coulisse numérique",
  serialNumber: "CAL-0003",
  currentPeriod: 24,
  type: "Pied à coulisse",
};
const GAUGE = { name: "Manomètre atelier", serialNumber: "MAN-0001", currentPeriod: 12 };

describe(`Des saisies publiques dignes de confiance (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  const visitor = () => new Client(t.app, { ip: "203.0.113.40" });

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  async function campaignOf(team: Team, name: string) {
    const created = await team.admin.post("/api/campaigns", { name, equipment: [BALANCE, CALLIPER, GAUGE] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id as number;
    const items = (await team.admin.get(`/api/equipment/${id}`)).json() as {
      id: number;
      serialNumber: string;
      instrumentId: number;
    }[];
    const links = (await team.admin.get(`/api/campaigns/${id}/share-links`)).json();
    const bySerial = (serial: string) => items.find((e) => e.serialNumber === serial)!;
    return {
      id,
      token: links.measurement.token as string,
      balance: bySerial(BALANCE.serialNumber),
      calliper: bySerial(CALLIPER.serialNumber),
      gauge: bySerial(GAUGE.serialNumber),
    };
  }

  const measure = (token: string, equipmentId: number, value: string, unit: string, notes?: string) =>
    visitor().post(`/api/campaigns/${token}/measurements`, {
      operatorName: "Jean Dupont",
      equipmentId,
      value,
      unit,
      notes,
    });

  const listOf = async (team: Team, campaignId: number): Promise<Measurement[]> => {
    const response = await team.admin.get(`/api/campaigns/${campaignId}/measurements`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().items;
  };

  const lastSeq = async (companyId: number) =>
    (
      await t.database.db
        .select({ seq: schema.auditLogs.seq })
        .from(schema.auditLogs)
        .where(eq(schema.auditLogs.companyId, companyId))
    ).reduce((max, r) => Math.max(max, Number(r.seq)), 0);
  const auditSince = (companyId: number, seq: number) =>
    t.database.db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.companyId, companyId), gt(schema.auditLogs.seq, seq)))
      .orderBy(schema.auditLogs.seq);

  /** The measurement row as entered, straight from the database. */
  const storedRow = async (id: number) => {
    const [row] = await t.database.db
      .select()
      .from(schema.measurements)
      .where(eq(schema.measurements.id, id));
    return row!;
  };

  describe("unités par type d'instrument", () => {
    it("propose par défaut la liste élargie, celle de la spec comprise, pour chaque type du parc", async () => {
      await campaignOf(alpha, "Campagne des unités");
      const setting = (
        await alpha.as.user.get("/api/settings/measurement-units")
      ).json() as MeasurementUnitsSetting;
      for (const unit of [
        "bar",
        "psi",
        "Pa",
        "°F",
        "rpm",
        "Ω",
        "µm",
        "N·m",
        "%HR",
        "pH",
        "mbar",
        "kΩ",
        "lux",
        "dB",
      ])
        expect(setting.defaultUnits, unit).toContain(unit);
      expect(setting.defaultUnits).toEqual([...MEASUREMENT_UNITS]);
      expect(setting.types).toEqual(
        expect.arrayContaining([
          { type: "Balance", units: null, instrumentCount: 1 },
          { type: "Pied à coulisse", units: null, instrumentCount: 1 },
        ]),
      );
    });

    it("se règle par les responsables de campagne (403 pour les autres), en français quand la saisie est fausse", async () => {
      for (const role of ["equipment_manager", "equipment_user", "user"] as const) {
        const refused = await alpha.as[role].put("/api/settings/measurement-units", {
          type: "Balance",
          units: ["g"],
        });
        expect(refused.statusCode, role).toBe(403);
        expect(refused.json().code).toBe("FORBIDDEN");
      }
      const cases: [unknown, string][] = [
        [{ type: "Balance", units: ["furlong"] }, "units.0"],
        [{ type: "Balance", units: ["g", "g"] }, "units"],
        [{ type: "  ", units: ["g"] }, "type"],
        [{ units: ["g"] }, "type"],
        [{ type: "Balance", units: "g" }, "units"],
      ];
      for (const [body, field] of cases) {
        const bad = await alpha.admin.put("/api/settings/measurement-units", body);
        const error = expectErrorContract(bad, { field: true, what: JSON.stringify(body) });
        expect(bad.statusCode).toBe(400);
        expect(error.field, JSON.stringify(body)).toBe(field);
      }
      const since = await lastSeq(alpha.companyId);
      const saved = await alpha.as.campaign_initiator.put("/api/settings/measurement-units", {
        type: " balance ",
        units: ["kg", "g", "mg"],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      const setting = saved.json() as MeasurementUnitsSetting;
      // One type whatever its case; its units in the catalogue's order.
      expect(setting.types.filter((entry) => entry.type.toLowerCase() === "balance")).toEqual([
        { type: "balance", units: ["mg", "g", "kg"], instrumentCount: 1 },
      ]);
      const [row] = await auditSince(alpha.companyId, since);
      expect(row).toMatchObject({
        action: "settings.updated",
        tableName: "instrument_type_units",
        oldValues: { type: "balance", units: null },
        newValues: { type: "balance", units: ["mg", "g", "kg"] },
      });
      // Another company is untouched.
      const theirs = (
        await beta.admin.get("/api/settings/measurement-units")
      ).json() as MeasurementUnitsSetting;
      expect(theirs.types.some((entry) => entry.units !== null)).toBe(false);
    });
  });

  describe("saisie publique : l'unité suit le type de l'instrument", () => {
    let campaign: Awaited<ReturnType<typeof campaignOf>>;

    beforeAll(async () => {
      const saved = await alpha.admin.put("/api/settings/measurement-units", {
        type: "Balance",
        units: ["mg", "g", "kg"],
      });
      expect(saved.statusCode, saved.body).toBe(200);
      campaign = await campaignOf(alpha, "Tournée de l'atelier");
    });

    it("la page publique reçoit les unités de chaque type de la campagne", async () => {
      const page = (await visitor().get(`/api/campaigns/${campaign.token}/public`)).json() as PublicCampaign;
      expect(page.measurementUnits.defaultUnits).toEqual([...MEASUREMENT_UNITS]);
      expect(page.measurementUnits.byType).toEqual([{ type: "Balance", units: ["mg", "g", "kg"] }]);
    });

    it("refuse 25,0001 mm sur une balance (400, champ unit, en français) et n'enregistre rien", async () => {
      const refused = await measure(campaign.token, campaign.balance.id, "25,0001", "mm");
      const error = expectErrorContract(refused, { field: true });
      expect(refused.statusCode).toBe(400);
      expect(error).toEqual({
        code: "VALIDATION_FAILED",
        field: "unit",
        message:
          "L'unité « mm » n'est pas prévue pour « Balance analytique » (Balance) : choisissez parmi mg, g, kg",
      });
      // Outside the catalogue: the spec's own message.
      const unknown = await measure(campaign.token, campaign.balance.id, "3", "furlong");
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ field: "unit", message: "Choisissez une unité dans la liste" });
      expect(await listOf(alpha, campaign.id)).toEqual([]);
      const held = await t.database.db
        .select()
        .from(schema.publicSubmissions)
        .where(eq(schema.publicSubmissions.campaignId, campaign.id));
      expect(held).toEqual([]);
    });

    it("accepte une unité du type, et toute unité de la liste élargie pour un type sans réglage ou sans type", async () => {
      expect((await measure(campaign.token, campaign.balance.id, "199,9975", "g")).statusCode).toBe(201);
      expect((await measure(campaign.token, campaign.calliper.id, "25,0001", "mm")).statusCode).toBe(201);
      // The spec's call, unchanged: a unit of its list on an equipment without a type.
      expect((await measure(campaign.token, campaign.gauge.id, "2,5", "bar")).statusCode).toBe(201);
      expect((await measure(campaign.token, campaign.gauge.id, "40", "%HR")).statusCode).toBe(201);
      const items = await listOf(alpha, campaign.id);
      expect(items.map((m) => [m.serialNumber, m.value, m.unit, m.status]).sort()).toEqual([
        ["BAL-0002", "199.9975", "g", "recorded"],
        ["CAL-0003", "25.0001", "mm", "recorded"],
        ["MAN-0001", "2.5", "bar", "recorded"],
        ["MAN-0001", "40", "%HR", "recorded"],
      ]);
    });
  });

  describe("correction et retrait d'une mesure par l'équipe", () => {
    let campaign: Awaited<ReturnType<typeof campaignOf>>;
    let onBalance: Measurement;
    let onCalliper: Measurement;

    beforeAll(async () => {
      campaign = await campaignOf(alpha, "Campagne à corriger");
      // Before the units were narrowed: 25,0001 mm on the balance got in.
      await alpha.admin.put("/api/settings/measurement-units", { type: "Balance", units: [] });
      expect((await measure(campaign.token, campaign.balance.id, "25,0001", "mm", "Relevé")).statusCode).toBe(
        201,
      );
      await alpha.admin.put("/api/settings/measurement-units", { type: "Balance", units: ["mg", "g", "kg"] });
      expect((await measure(campaign.token, campaign.calliper.id, "25,0010", "mm")).statusCode).toBe(201);
      const items = await listOf(alpha, campaign.id);
      onBalance = items.find((m) => m.equipmentId === campaign.balance.id)!;
      onCalliper = items.find((m) => m.equipmentId === campaign.calliper.id)!;
      expect(onBalance.abilities).toEqual({ correct: true, withdraw: true });
    });

    it("une correction garde l'originale, se trace avec les anciennes et nouvelles valeurs, et se lit dans Mesures", async () => {
      const since = await lastSeq(alpha.companyId);
      const corrected = await alpha.as.campaign_initiator.post(
        `/api/measurements/${onCalliper.id}/corrections`,
        {
          value: "25,0003",
          unit: "mm",
          notes: "Relu sur l'afficheur",
          reason: "Chiffre mal recopié par l'opérateur",
        },
      );
      expect(corrected.statusCode, corrected.body).toBe(201);
      const answer = corrected.json() as Measurement;
      expect(answer).toMatchObject({
        id: onCalliper.id,
        value: "25.0003",
        unit: "mm",
        notes: "Relu sur l'afficheur",
        status: "corrected",
        original: { value: "25.001", unit: "mm", notes: null },
      });
      expect(answer.corrections).toEqual([
        {
          id: expect.any(Number),
          action: "corrected",
          value: "25.0003",
          unit: "mm",
          notes: "Relu sur l'afficheur",
          reason: "Chiffre mal recopié par l'opérateur",
          byName: "Membre campaign_initiator",
          at: expect.any(String),
        },
      ]);
      // The measurement as entered is untouched.
      const row = await storedRow(onCalliper.id);
      expect([row.value, row.unit, row.notes]).toEqual(["25.0010", "mm", null]);
      const audit = await auditSince(alpha.companyId, since);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        action: "measurement.corrected",
        tableName: "measurements",
        recordId: String(onCalliper.id),
        campaignId: campaign.id,
        outcome: "success",
        oldValues: { value: "25.001", unit: "mm", notes: null, status: "recorded" },
        newValues: {
          value: "25.0003",
          unit: "mm",
          notes: "Relu sur l'afficheur",
          status: "corrected",
          reason: "Chiffre mal recopié par l'opérateur",
        },
      });
      expect(audit[0]!.description).toContain("25,001 mm → 25,0003 mm");
      // The view, and its filters, read the corrected version.
      const listed = (await listOf(alpha, campaign.id)).find((m) => m.id === onCalliper.id)!;
      expect(listed).toMatchObject({ value: "25.0003", status: "corrected" });
      expect(listed.corrections).toHaveLength(1);
      const found = await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements?search=afficheur`);
      expect(found.json().items.map((m: Measurement) => m.id)).toEqual([onCalliper.id]);

      // A second correction is one more version; the first stays.
      const again = await alpha.admin.post(`/api/measurements/${onCalliper.id}/corrections`, {
        value: "25.0004",
        unit: "mm",
        notes: "",
        reason: "Nouvelle lecture",
      });
      expect(again.statusCode, again.body).toBe(201);
      expect((again.json() as Measurement).corrections.map((c) => [c.value, c.notes, c.reason])).toEqual([
        ["25.0003", "Relu sur l'afficheur", "Chiffre mal recopié par l'opérateur"],
        ["25.0004", null, "Nouvelle lecture"],
      ]);
    });

    it("refuse en français (400) une unité hors du type, une correction sans motif, sans changement ou illisible", async () => {
      const url = `/api/measurements/${onBalance.id}/corrections`;
      const cases: [Record<string, unknown>, string, string][] = [
        [{ value: "25,0001", unit: "mm", reason: "Unité" }, "unit", "L'unité « mm » n'est pas prévue pour"],
        [{ value: "25,0001", unit: "g", reason: "" }, "reason", "Le motif est requis"],
        [{ value: "25,0001", unit: "g", reason: "   " }, "reason", "Le motif est requis"],
        [{ value: "25,0001", unit: "g" }, "reason", "Le motif est requis"],
        [{ value: "douze", unit: "g", reason: "Valeur" }, "value", "La valeur doit être un nombre"],
        [{ value: "1,23456", unit: "g", reason: "Valeur" }, "value", "La valeur accepte au plus 4 décimales"],
        // Its type allows no mm now: even the same mm again is refused, for its unit.
        [{ value: "25.0001", unit: "mm", notes: "Relevé", reason: "Rien" }, "unit", "n'est pas prévue"],
      ];
      for (const [body, field, message] of cases) {
        const refused = await alpha.admin.post(url, body);
        const error = expectErrorContract(refused, { field: true, what: JSON.stringify(body) });
        expect(refused.statusCode, JSON.stringify(body)).toBe(400);
        expect(error.field, JSON.stringify(body)).toBe(field);
        expect(error.message, JSON.stringify(body)).toContain(message);
      }
      const same = await alpha.admin.post(`/api/measurements/${onCalliper.id}/corrections`, {
        value: "25,0004",
        unit: "mm",
        notes: "",
        reason: "Rien",
      });
      expect(expectErrorContract(same, { field: true })).toEqual({
        code: "VALIDATION_FAILED",
        field: "value",
        message: "La correction ne change ni la valeur, ni l'unité, ni les notes de la mesure",
      });
      const refused = await alpha.admin.post(`/api/measurements/${onBalance.id}/withdrawal`, { reason: "" });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ field: "reason", message: "Le motif est requis" });
      const badId = await alpha.admin.post("/api/measurements/abc/withdrawal", { reason: "x" });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().field).toBe("id");
      expect((await storedRow(onBalance.id)).unit).toBe("mm");
    });

    it("403 pour les rôles qui ne gèrent pas les campagnes ; 404 pour une autre entreprise ou une mesure inconnue", async () => {
      const correction = { value: "25", unit: "g", reason: "Unité corrigée" };
      for (const role of ["equipment_manager", "equipment_user", "user"] as const) {
        const corrected = await alpha.as[role].post(
          `/api/measurements/${onBalance.id}/corrections`,
          correction,
        );
        expect(corrected.statusCode, role).toBe(403);
        expect(corrected.json()).toEqual({ message: "Accès refusé", code: "FORBIDDEN" });
        const withdrawn = await alpha.as[role].post(`/api/measurements/${onBalance.id}/withdrawal`, {
          reason: "Erreur",
        });
        expect(withdrawn.statusCode, role).toBe(403);
        // The view tells them so beforehand.
        const seen = (await alpha.as[role].get(`/api/campaigns/${campaign.id}/measurements`)).json().items;
        expect(seen.find((m: Measurement) => m.id === onBalance.id).abilities).toEqual({
          correct: false,
          withdraw: false,
        });
      }
      for (const url of [`/api/measurements/${onBalance.id}`, "/api/measurements/2147483000"]) {
        const corrected = await beta.admin.post(`${url}/corrections`, correction);
        expect(expectErrorContract(corrected, { field: false })).toEqual({
          code: "NOT_FOUND",
          message: "Mesure introuvable",
        });
        const withdrawn = await beta.admin.post(`${url}/withdrawal`, { reason: "Erreur" });
        expect(withdrawn.statusCode).toBe(404);
      }
      expect((await listOf(alpha, campaign.id)).find((m) => m.id === onBalance.id)!.status).toBe("recorded");
    });

    it("un retrait garde la mesure, listée « Retirée » avec son motif, tracé ; elle ne se corrige ni ne se retire plus", async () => {
      const since = await lastSeq(alpha.companyId);
      const before = (await alpha.admin.get("/api/dashboard/stats")).json().monthlyMeasurements as number;
      const withdrawn = await alpha.admin.post(`/api/measurements/${onBalance.id}/withdrawal`, {
        reason: "Mesure du pied à coulisse saisie sur la balance",
      });
      expect(withdrawn.statusCode, withdrawn.body).toBe(201);
      expect(withdrawn.json()).toMatchObject({
        id: onBalance.id,
        status: "withdrawn",
        value: "25.0001",
        unit: "mm",
        original: { value: "25.0001", unit: "mm", notes: "Relevé" },
        abilities: { correct: false, withdraw: false },
        corrections: [
          {
            action: "withdrawn",
            reason: "Mesure du pied à coulisse saisie sur la balance",
            byName: "Alice Admin",
          },
        ],
      });
      const row = await storedRow(onBalance.id);
      expect([row.value, row.unit, row.notes]).toEqual(["25.0001", "mm", "Relevé"]);
      const audit = await auditSince(alpha.companyId, since);
      expect(audit.map((r) => r.action)).toEqual(["measurement.withdrawn"]);
      expect(audit[0]).toMatchObject({
        tableName: "measurements",
        oldValues: { value: "25.0001", unit: "mm", status: "recorded" },
        newValues: { status: "withdrawn", reason: "Mesure du pied à coulisse saisie sur la balance" },
      });
      // Still listed, and in the export with its state and reason.
      const listed = (await listOf(alpha, campaign.id)).find((m) => m.id === onBalance.id)!;
      expect(listed.status).toBe("withdrawn");
      const csv = await alpha.admin.get(`/api/campaigns/${campaign.id}/measurements/export`);
      const lines = csv.body
        .replace(/^\uFEFF/, "")
        .trim()
        .split("\r\n");
      expect(lines[0]).toBe(
        "Date,Opérateur,E-mail,Équipement,Référence,Valeur,Unité,Notes,Source,État,Valeur saisie,Unité saisie,Motif",
      );
      expect(lines.find((line) => line.includes("BAL-0002"))).toContain(
        ",Retirée,25.0001,mm,Mesure du pied à coulisse saisie sur la balance",
      );
      expect(lines.find((line) => line.includes("CAL-0003"))).toContain(
        ",Corrigée,25.001,mm,Nouvelle lecture",
      );
      // It no longer counts.
      expect((await alpha.admin.get("/api/dashboard/stats")).json().monthlyMeasurements).toBe(before - 1);

      for (const [url, body] of [
        [`/api/measurements/${onBalance.id}/withdrawal`, { reason: "Encore" }],
        [`/api/measurements/${onBalance.id}/corrections`, { value: "25", unit: "g", reason: "Unité" }],
      ] as const) {
        const refused = await alpha.admin.post(url, body);
        expect(expectErrorContract(refused, { field: false })).toEqual({
          code: "CONFLICT",
          message: "Cette mesure a été retirée : elle ne peut plus être corrigée ni retirée.",
        });
        expect(refused.statusCode).toBe(409);
      }
    });

    it("l'application ne peut ni réécrire une mesure ni effacer une correction", async () => {
      const attempt = (statement: ReturnType<typeof sql>) =>
        t.database.db
          .transaction(async (tx) => {
            await tx.execute(
              sql`select set_config('role', 'calibra_app', true), set_config('app.company_id', ${String(alpha.companyId)}, true)`,
            );
            await tx.execute(statement);
          })
          .then(
            () => null,
            (e: { cause?: { code?: string }; code?: string }) => e.cause?.code ?? e.code,
          );
      expect(await attempt(sql`update measurements set value = 1 where id = ${onBalance.id}`)).toBe("42501");
      expect(
        await attempt(
          sql`update measurement_corrections set reason = 'x' where measurement_id = ${onBalance.id}`,
        ),
      ).toBe("42501");
      expect(
        await attempt(sql`delete from measurement_corrections where measurement_id = ${onBalance.id}`),
      ).toBe("42501");
    });
  });

  describe("une revue d'impact voit la correction", () => {
    it("la revue ouverte lit la valeur corrigée et le retrait ; une revue ouverte ensuite laisse la mesure retirée de côté", async () => {
      const campaign = await campaignOf(alpha, "Campagne de la revue");
      expect((await measure(campaign.token, campaign.calliper.id, "12,5", "mm")).statusCode).toBe(201);
      expect((await measure(campaign.token, campaign.calliper.id, "80", "mm")).statusCode).toBe(201);
      const [slip, wrong] = (await listOf(alpha, campaign.id)).sort(
        (a, b) => Number(a.value) - Number(b.value),
      );
      const today = todayOf();
      const event = await alpha.admin.post(
        `/api/instruments/${campaign.calliper.instrumentId}/calibration-events`,
        {
          date: today,
          result: "non_conforme",
          provider: "Laboratoire accrédité",
          certificateReference: "CERT-CAL-0003",
        },
      );
      expect(event.statusCode, event.body).toBe(201);
      const reviewId = event.json().impactReviewId as number;
      const itemOf = (review: ImpactReview, measurementId: number) =>
        review.items.find((item) => item.measurementId === measurementId);
      const opened = (await alpha.admin.get(`/api/impact-reviews/${reviewId}`)).json() as ImpactReview;
      expect(itemOf(opened, slip!.id)).toMatchObject({
        label: expect.stringContaining("12,5 mm"),
        correction: null,
      });

      expect(
        (
          await alpha.admin.post(`/api/measurements/${slip!.id}/corrections`, {
            value: "12,05",
            unit: "mm",
            reason: "Virgule mal placée",
          })
        ).statusCode,
      ).toBe(201);
      expect(
        (
          await alpha.admin.post(`/api/measurements/${wrong!.id}/withdrawal`, {
            reason: "Mauvais instrument",
          })
        ).statusCode,
      ).toBe(201);
      const seen = (await alpha.admin.get(`/api/impact-reviews/${reviewId}`)).json() as ImpactReview;
      expect(itemOf(seen, slip!.id)).toMatchObject({
        label: expect.stringContaining("12,5 mm"),
        correction: {
          status: "corrected",
          label: expect.stringContaining("12,05 mm"),
          reason: "Virgule mal placée",
          at: expect.any(String),
        },
      });
      expect(itemOf(seen, wrong!.id)?.correction).toMatchObject({
        status: "withdrawn",
        reason: "Mauvais instrument",
      });

      // The instrument's record reads the correction; a review opened now leaves the withdrawn one out.
      const detail = (
        await alpha.admin.get(`/api/instruments/${campaign.calliper.instrumentId}`)
      ).json() as InstrumentDetail;
      expect(detail.measurements.find((m) => m.id === slip!.id)).toMatchObject({
        value: 12.05,
        status: "corrected",
      });
      expect(detail.measurements.find((m) => m.id === wrong!.id)?.status).toBe("withdrawn");
      const second = await alpha.admin.post(
        `/api/instruments/${campaign.calliper.instrumentId}/calibration-events`,
        {
          date: today,
          result: "non_conforme",
          provider: "Laboratoire accrédité",
          certificateReference: "CERT-CAL-0003-B",
        },
      );
      expect(second.statusCode, second.body).toBe(201);
      const next = (
        await alpha.admin.get(`/api/impact-reviews/${second.json().impactReviewId}`)
      ).json() as ImpactReview;
      expect(itemOf(next, wrong!.id)).toBeUndefined();
      expect(itemOf(next, slip!.id)?.label).toContain("12,05 mm");
    });
  });
});
