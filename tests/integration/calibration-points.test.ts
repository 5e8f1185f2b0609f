import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import type { CalibrationEvent } from "../../src/shared/api/calibration-events";
import type { DecisionRules } from "../../src/shared/api/decision-rules";
import type { InstrumentDetail } from "../../src/shared/api/instrument-detail";
import type { Instrument } from "../../src/shared/api/instruments";
import { falseAcceptRisk } from "../../src/shared/conformity/false-accept-risk";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";

/** A manometer's points, ±0.1 bar, U = 0.04 bar (k = 2): TUR 2.5. */
const found = (reference: number, indication: number | string, extra: Record<string, unknown> = {}) => ({
  phase: "asFound",
  reference,
  indication,
  unit: "bar",
  expandedUncertainty: "0,04",
  coverageFactor: 2,
  mpe: "0,1",
  ...extra,
});

describe(`Conformité décidée avec son incertitude (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  const instrumentOf = async (team: Team, reference: string, type = "Manomètre"): Promise<Instrument> => {
    const csv = `${HEADER}\n${reference} en essai,${reference},${type},Atelier,12,2025-01-10\n`;
    expect((await team.admin.post("/api/instruments/import", { csv })).statusCode).toBe(200);
    const page = (await team.admin.get(`/api/instruments?search=${reference}`)).json();
    return page.items.find((i: Instrument) => i.reference === reference);
  };
  const post = (team: Team, id: number, body: Record<string, unknown>) =>
    team.admin.post(`/api/instruments/${id}/calibration-events`, { date: "2026-03-10", ...body });
  const countOf = async (
    table: typeof schema.calibrationEvents | typeof schema.calibrationPoints,
    companyId: number,
  ) => (await t.database.db.select().from(table).where(eq(table.companyId, companyId))).length;

  it("enregistre les points, les décide selon la règle de l'entreprise et en garde les chiffres", async () => {
    const instrument = await instrumentOf(alpha, "PT-SIMPLE");
    const response = await post(alpha, instrument.id, {
      result: "conforme",
      points: [
        found(0, "0,02"),
        found(5, "5,09", { nominal: 5 }),
        { ...found(10, "10,01"), phase: "asFound" },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    const event: CalibrationEvent = response.json();
    expect(event).toMatchObject({
      result: "conforme",
      decisionRule: "simple",
      decision: "conforme",
      asLeftDecision: null,
    });
    expect(event.points).toHaveLength(3);
    expect(event.points[1]).toMatchObject({
      phase: "asFound",
      position: 1,
      nominal: 5,
      reference: 5,
      indication: 5.09,
      error: 0.09,
      unit: "bar",
      expandedUncertainty: 0.04,
      coverageFactor: 2,
      toleranceLower: -0.1,
      toleranceUpper: 0.1,
      decision: "conforme",
      acceptanceLower: -0.1,
      acceptanceUpper: 0.1,
      guardBandFactor: 1,
    });
    expect(event.points[1]!.tur).toBeCloseTo(2.5, 12);
    expect(event.points[1]!.falseAcceptRisk).toBeCloseTo(falseAcceptRisk({ itp: 0.95, tur: 2.5 }), 12);
    // Stored as written, read back the same in the life record.
    const detail: InstrumentDetail = (await alpha.admin.get(`/api/instruments/${instrument.id}`)).json();
    expect(detail.calibrationEvents[0]!.points.map((p) => p.error)).toEqual([0.02, 0.09, 0.01]);
  });

  it("sous la règle w = U, la même erreur dans la bande d'incertitude est non conforme et ouvre la revue d'impact", async () => {
    const put = await alpha.admin.put("/api/settings/decision-rules", { companyRule: "wEqualsU" });
    expect(put.statusCode, put.body).toBe(200);
    const instrument = await instrumentOf(alpha, "PT-GUARD");
    // 0.09 is inside ±0.1 but beyond the acceptance limit 0.1 − 0.04 = 0.06: « conforme » is refused.
    const refused = await post(alpha, instrument.id, { result: "conforme", points: [found(5, "5,09")] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "result" });
    expect(refused.json().message).toContain("tel que trouvé est non conforme");
    // Left out, the result is decided: non-conforming, with its impact review and the quarantine.
    const decided = await post(alpha, instrument.id, { points: [found(5, "5,06"), found(10, "10,09")] });
    expect(decided.statusCode, decided.body).toBe(201);
    const event: CalibrationEvent = decided.json();
    expect(event).toMatchObject({
      result: "non_conforme",
      decisionRule: "wEqualsU",
      decision: "non_conforme",
    });
    expect(event.points.map((p) => p.decision)).toEqual(["conforme", "non_conforme"]);
    expect(event.points[0]!.acceptanceUpper).toBeCloseTo(0.06, 12);
    expect(event.impactReviewId).not.toBeNull();
    const detail: InstrumentDetail = (await alpha.admin.get(`/api/instruments/${instrument.id}`)).json();
    expect(detail.quarantined).toBe(true);
    await alpha.admin.put("/api/settings/decision-rules", { companyRule: "simple" });
  });

  it("« ajusté » demande des points tels que laissés, eux-mêmes conformes ; la règle non binaire du type s'applique", async () => {
    const rules = await alpha.admin.put("/api/settings/decision-rules/types", {
      type: "Thermomètre",
      decisionRule: "ilacNonBinary",
      toleranceLower: "-0,3",
      toleranceUpper: "0,3",
    });
    expect(rules.statusCode, rules.body).toBe(200);
    expect((rules.json() as DecisionRules).types).toContainEqual(
      expect.objectContaining({
        type: "Thermomètre",
        decisionRule: "ilacNonBinary",
        toleranceLower: -0.3,
        toleranceUpper: 0.3,
      }),
    );
    const instrument = await instrumentOf(alpha, "TH-NB", "Thermomètre");
    const before = await countOf(schema.calibrationEvents, alpha.companyId);
    const noAsLeft = await post(alpha, instrument.id, { result: "ajuste", asFoundError: "0,1" });
    expect(noAsLeft.statusCode).toBe(400);
    expect(noAsLeft.json()).toMatchObject({ field: "result" });
    const badAsLeft = await post(alpha, instrument.id, {
      result: "ajuste",
      points: [
        { phase: "asFound", error: "0,1", expandedUncertainty: "0,1" },
        { phase: "asLeft", error: "0,35", expandedUncertainty: "0,1" },
      ],
    });
    expect(badAsLeft.statusCode).toBe(400);
    expect(badAsLeft.json().message).toContain("tel que laissé est non conforme");
    expect(await countOf(schema.calibrationEvents, alpha.companyId)).toBe(before);
    // The type's tolerance ±0.3 and rule: 0.25 ± 0.1 reaches past 0.3, « conforme sous condition ».
    const adjusted = await post(alpha, instrument.id, {
      result: "ajuste",
      points: [
        { phase: "asFound", error: "0,25", expandedUncertainty: "0,1" },
        { phase: "asLeft", error: "0,02", expandedUncertainty: "0,1" },
      ],
    });
    expect(adjusted.statusCode, adjusted.body).toBe(201);
    expect(adjusted.json()).toMatchObject({
      result: "ajuste",
      decisionRule: "ilacNonBinary",
      decision: "conforme_sous_condition",
      asLeftDecision: "conforme",
    });
  });

  it("un étalonnage à valeur unique reste valable : un point, décidé ; « conforme » à 0,5 pour une EMT de 0,1 est refusé", async () => {
    const instrument = await instrumentOf(alpha, "PT-SINGLE");
    const refused = await post(alpha, instrument.id, { result: "conforme", asFoundError: "0,5", mpe: "0,1" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: "VALIDATION_FAILED", field: "result" });
    const kept = await post(alpha, instrument.id, { result: "conforme", asFoundError: "0,05", mpe: "0,1" });
    expect(kept.statusCode, kept.body).toBe(201);
    expect(kept.json().points).toMatchObject([
      { phase: "asFound", error: 0.05, toleranceUpper: 0.1, decision: "conforme" },
    ]);
    // Without a tolerance, nothing to decide: the typed result stands, as before.
    const plain = await post(alpha, instrument.id, { result: "conforme", asFoundError: "0,5" });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json()).toMatchObject({ points: [], decisionRule: null, decision: null });
  });

  it("une correction décide de nouveau sous la même règle ; les points d'avant restent (révision)", async () => {
    const instrument = await instrumentOf(alpha, "PT-CORR");
    const event: CalibrationEvent = (await post(alpha, instrument.id, { points: [found(5, "5,02")] })).json();
    expect(event.result).toBe("conforme");
    const url = `/api/instruments/${instrument.id}/calibration-events/${event.id}`;
    const corrected = await alpha.admin.put(url, {
      date: "2026-03-10",
      points: [found(5, "5,2")],
      reason: "Indication mal recopiée",
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ result: "non_conforme", decision: "non_conforme" });
    expect(corrected.json().points).toHaveLength(1);
    const stored = await t.database.db
      .select()
      .from(schema.calibrationPoints)
      .where(
        and(
          eq(schema.calibrationPoints.companyId, alpha.companyId),
          eq(schema.calibrationPoints.eventId, event.id),
        ),
      );
    expect(stored.map((p) => [p.revision, Number(p.indication)])).toEqual([
      [0, 5.02],
      [1, 5.2],
    ]);
  });

  it("refuse en français un point sans tolérance, une valeur illisible, une phase inconnue (400, champ nommé), sans rien écrire", async () => {
    const instrument = await instrumentOf(alpha, "PT-BAD", "Pied à coulisse");
    const before = await countOf(schema.calibrationPoints, alpha.companyId);
    const cases: [Record<string, unknown>, string][] = [
      [{ phase: "asFound", error: "0,01" }, "points.0.mpe"],
      [{ phase: "asFound", error: "abc", mpe: 1 }, "points.0.error"],
      [{ phase: "avant", error: "0,01", mpe: 1 }, "points.0.phase"],
      [{ phase: "asFound", reference: 1, mpe: 1 }, "points.0.error"],
      [{ phase: "asFound", error: 0, expandedUncertainty: -1, mpe: 1 }, "points.0.expandedUncertainty"],
      [{ phase: "asFound", error: 0, toleranceLower: 1, toleranceUpper: -1 }, "points.0.toleranceUpper"],
    ];
    for (const [point, field] of cases) {
      const response = await post(alpha, instrument.id, { result: "conforme", points: [point] });
      expect(response.statusCode, JSON.stringify(point)).toBe(400);
      expect(response.json().field).toBe(field);
      expect(response.json().message).toMatch(/[éèàç]|Indiquez|La |Le |Phase/);
    }
    const tooMany = await post(alpha, instrument.id, {
      points: Array.from({ length: 201 }, () => found(1, 1)),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(await countOf(schema.calibrationPoints, alpha.companyId)).toBe(before);
  });

  it("règles de décision : un technicien ne les change pas (403), une autre entreprise ne les voit pas", async () => {
    expect(
      (await alpha.as.equipment_user.put("/api/settings/decision-rules", { companyRule: "rp10" })).statusCode,
    ).toBe(403);
    expect(
      (
        await alpha.as.equipment_user.put("/api/settings/decision-rules/types", {
          type: "X",
          decisionRule: "rp10",
        })
      ).statusCode,
    ).toBe(403);
    const unknown = await alpha.admin.put("/api/settings/decision-rules", { companyRule: "au-jugé" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe("companyRule");
    const theirs: DecisionRules = (await beta.admin.get("/api/settings/decision-rules")).json();
    expect(theirs.companyRule).toBe("simple");
    expect(theirs.types.map((type) => type.type)).not.toContain("Thermomètre");
    // Another company's instrument: 404, nothing recorded.
    const instrument = await instrumentOf(alpha, "PT-OTHER");
    const foreign = await post(beta, instrument.id, { points: [found(1, 1)] });
    expect(foreign.statusCode).toBe(404);
  });
});
