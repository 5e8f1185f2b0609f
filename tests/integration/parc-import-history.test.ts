import { and, eq, gt } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../src/server/db/schema";
import type { InstrumentDetail } from "../../src/shared/api/instrument-detail";
import type { InstrumentImportResult } from "../../src/shared/api/instrument-files";
import type { Instrument } from "../../src/shared/api/instruments";
import { createTestApp, type TestApp } from "../support/app";
import { ENGINE } from "../support/engines";
import { createTeam, type Team } from "../support/teams";

/**
 * Issue 22, item 6: an instrument's history changes only through events. A Parc import never
 * changes a known instrument's last calibration date or period: each such line is answered with a
 * French notice naming it, and the rest of the line applies as before.
 */
const HEADER = "nom,reference,type,emplacement,periode_mois,dernier_etalonnage";
type Line = [
  name: string,
  reference: string,
  type: string,
  location: string,
  period: number | "",
  last: string,
];
const csvOf = (lines: Line[]) => [HEADER, ...lines.map((l) => l.join(","))].join("\n");

const KEPT =
  "ne change pas par un import : utilisez un événement d'étalonnage (fiche de l'instrument) ; les autres colonnes de la ligne sont appliquées";

describe(`Un import du parc ne change pas l'historique d'un instrument connu (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Historique");
    beta = await createTeam(t, "Laboratoire Voisin");
  });
  afterAll(() => t?.close());

  const importCsv = async (team: Team, csv: string): Promise<InstrumentImportResult> => {
    const response = await team.admin.post("/api/instruments/import", { csv });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const byReference = async (team: Team, reference: string): Promise<Instrument> => {
    const response = await team.admin.get(`/api/instruments?search=${encodeURIComponent(reference)}`);
    expect(response.statusCode, response.body).toBe(200);
    const found = (response.json().items as Instrument[]).find((i) => i.reference === reference);
    expect(found, reference).toBeDefined();
    return found!;
  };
  const detailOf = async (team: Team, id: number): Promise<InstrumentDetail> => {
    const response = await team.admin.get(`/api/instruments/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const lastSeq = async (companyId: number) =>
    (
      await t.database.db
        .select({ seq: schema.auditLogs.seq })
        .from(schema.auditLogs)
        .where(eq(schema.auditLogs.companyId, companyId))
    ).reduce((max, r) => Math.max(max, r.seq), 0);

  it("un nouvel instrument prend la période et la date du fichier", async () => {
    const result = await importCsv(
      alpha,
      csvOf([
        ["Manomètre atelier", "HIST-001", "Manomètre", "Atelier", 12, "2026-01-13"],
        ["Sonde étuve", "HIST-002", "Sonde", "Étuve", 6, "2025-11-03"],
        ["Balance magasin", "HIST-003", "Balance", "Magasin", 24, "13/03/2026"],
        ["Thermomètre jamais étalonné", "HIST-004", "Thermomètre", "Labo", 12, ""],
      ]),
    );
    expect(result).toEqual({ created: 4, updated: 0 });
    expect(await byReference(alpha, "HIST-001")).toMatchObject({
      currentPeriod: 12,
      lastCalibrationDate: "2026-01-13",
      nextDueDate: "2027-01-13",
    });
    expect(await byReference(alpha, "HIST-003")).toMatchObject({
      currentPeriod: 24,
      lastCalibrationDate: "2026-03-13",
    });
    expect(await byReference(alpha, "HIST-004")).toMatchObject({
      lastCalibrationDate: null,
      status: "unknown",
    });
  });

  it("une réimportation qui change la date ou la période la garde, le dit par ligne et applique le reste", async () => {
    const since = await lastSeq(alpha.companyId);
    const before = {
      one: await byReference(alpha, "HIST-001"),
      two: await byReference(alpha, "HIST-002"),
      three: await byReference(alpha, "HIST-003"),
      four: await byReference(alpha, "HIST-004"),
    };
    const result = await importCsv(
      alpha,
      csvOf([
        // Line 2: the finding itself, 2026-01-13 → 2026-05-05, with a new name, type and location.
        ["Manomètre numérique", "HIST-001", "Manomètre numérique", "Salle de mesure", 12, "2026-05-05"],
        // Line 3: a longer period, and a new location.
        ["Sonde étuve", "HIST-002", "Sonde", "Étuve 2", 24, "2025-11-03"],
        // Line 4: both, and nothing else.
        ["Balance magasin", "HIST-003", "Balance", "Magasin", 36, "2026-06-30"],
        // Line 5: a date for an instrument never calibrated.
        ["Thermomètre jamais étalonné", "HIST-004", "Thermomètre", "Labo", 12, "2026-02-02"],
        // Line 6: a new instrument in the same file.
        ["Pied à coulisse", "HIST-005", "Pied à coulisse", "Atelier", 18, "2026-04-01"],
      ]),
    );
    expect(result.created).toBe(1);
    // Only the lines whose other columns changed are updated.
    expect(result.updated).toBe(2);
    expect(result.notices).toEqual([
      {
        line: 2,
        reference: "HIST-001",
        instrumentId: before.one.id,
        field: "lastCalibrationDate",
        before: "2026-01-13",
        after: "2026-05-05",
        message: `Ligne 2 : la date du dernier étalonnage (13/01/2026 → 05/05/2026) ${KEPT}`,
      },
      {
        line: 3,
        reference: "HIST-002",
        instrumentId: before.two.id,
        field: "currentPeriod",
        before: 6,
        after: 24,
        message: `Ligne 3 : la période (6 → 24 mois) ${KEPT}`,
      },
      {
        line: 4,
        reference: "HIST-003",
        instrumentId: before.three.id,
        field: "lastCalibrationDate",
        before: "2026-03-13",
        after: "2026-06-30",
        message: `Ligne 4 : la date du dernier étalonnage (13/03/2026 → 30/06/2026) ${KEPT}`,
      },
      {
        line: 4,
        reference: "HIST-003",
        instrumentId: before.three.id,
        field: "currentPeriod",
        before: 24,
        after: 36,
        message: `Ligne 4 : la période (24 → 36 mois) ${KEPT}`,
      },
      {
        line: 5,
        reference: "HIST-004",
        instrumentId: before.four.id,
        field: "lastCalibrationDate",
        before: null,
        after: "2026-02-02",
        message: `Ligne 5 : la date du dernier étalonnage (aucune → 02/02/2026) ${KEPT}`,
      },
    ]);
    for (const notice of result.notices ?? [])
      expect(notice.message).toContain("utilisez un événement d'étalonnage");

    // The history is as it was; the rest of each line applied.
    expect(await byReference(alpha, "HIST-001")).toEqual({
      ...before.one,
      name: "Manomètre numérique",
      type: "Manomètre numérique",
      location: "Salle de mesure",
    });
    expect(await byReference(alpha, "HIST-002")).toEqual({ ...before.two, location: "Étuve 2" });
    expect(await byReference(alpha, "HIST-003")).toEqual(before.three);
    expect(await byReference(alpha, "HIST-004")).toEqual(before.four);
    expect(await byReference(alpha, "HIST-005")).toMatchObject({
      currentPeriod: 18,
      lastCalibrationDate: "2026-04-01",
    });
    for (const instrument of Object.values(before)) {
      const detail = await detailOf(alpha, instrument.id);
      expect(detail.periodChanges, instrument.reference).toEqual([]);
      expect(detail.calibrationEvents, instrument.reference).toEqual([]);
    }

    // One audit row, as today, that also keeps what was not applied.
    const rows = await t.database.db
      .select()
      .from(schema.auditLogs)
      .where(and(eq(schema.auditLogs.companyId, alpha.companyId), gt(schema.auditLogs.seq, since)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: "instruments.imported",
      tableName: "instruments",
      newValues: expect.objectContaining({
        created: 1,
        updated: 2,
        createdReferences: ["HIST-005"],
        updatedReferences: ["HIST-001", "HIST-002"],
        historyNotApplied: [
          {
            line: 2,
            reference: "HIST-001",
            field: "lastCalibrationDate",
            before: "2026-01-13",
            after: "2026-05-05",
          },
          { line: 3, reference: "HIST-002", field: "currentPeriod", before: 6, after: 24 },
          {
            line: 4,
            reference: "HIST-003",
            field: "lastCalibrationDate",
            before: "2026-03-13",
            after: "2026-06-30",
          },
          { line: 4, reference: "HIST-003", field: "currentPeriod", before: 24, after: 36 },
          { line: 5, reference: "HIST-004", field: "lastCalibrationDate", before: null, after: "2026-02-02" },
        ],
      }),
    });
    expect(rows[0]!.description).toContain("5 changement(s) de date ou de période non appliqué(s)");
  });

  it("les mêmes valeurs, ou des cellules vides, ne sont pas signalées et gardent l'historique", async () => {
    const one = await byReference(alpha, "HIST-001");
    const two = await byReference(alpha, "HIST-002");
    // The stored values again: nothing to say, nothing written.
    expect(
      await importCsv(
        alpha,
        csvOf([
          [one.name, one.reference, one.type!, one.location!, one.currentPeriod, one.lastCalibrationDate!],
          [two.name, two.reference, two.type!, two.location!, two.currentPeriod, two.lastCalibrationDate!],
        ]),
      ),
    ).toEqual({ created: 0, updated: 0 });
    // Empty period and date cells keep the stored ones, as an empty date always did.
    expect(
      await importCsv(
        alpha,
        csvOf([
          [one.name, one.reference, one.type!, one.location!, "", ""],
          [two.name, two.reference, two.type!, "Étuve 3", "", ""],
        ]),
      ),
    ).toEqual({ created: 0, updated: 1 });
    expect(await byReference(alpha, "HIST-001")).toEqual(one);
    expect(await byReference(alpha, "HIST-002")).toEqual({ ...two, location: "Étuve 3" });
    expect((await detailOf(alpha, two.id)).periodChanges).toEqual([]);
  });

  it("la date d'un événement d'étalonnage n'est pas défaite par un import", async () => {
    const one = await byReference(alpha, "HIST-001");
    const event = await alpha.admin.post(`/api/instruments/${one.id}/calibration-events`, {
      date: "2026-05-05",
      result: "conforme",
      provider: "Labo accrédité",
    });
    expect(event.statusCode, event.body).toBe(201);
    expect((await byReference(alpha, "HIST-001")).lastCalibrationDate).toBe("2026-05-05");
    // The file exported before the event, imported again.
    const result = await importCsv(
      alpha,
      csvOf([[one.name, one.reference, one.type!, one.location!, one.currentPeriod, "2026-01-13"]]),
    );
    expect(result).toEqual({
      created: 0,
      updated: 0,
      notices: [
        expect.objectContaining({
          line: 2,
          message: `Ligne 2 : la date du dernier étalonnage (05/05/2026 → 13/01/2026) ${KEPT}`,
        }),
      ],
    });
    expect((await byReference(alpha, "HIST-001")).lastCalibrationDate).toBe("2026-05-05");
  });

  it("nomme la ligne du fichier au-delà du premier lot de 200", async () => {
    const lines = Array.from(
      { length: 250 },
      (_, i): Line => [`Lot ${i}`, `HLOT-${i}`, "", "", 12, "2026-01-01"],
    );
    expect(await importCsv(alpha, csvOf(lines))).toEqual({ created: 250, updated: 0 });
    lines[239] = ["Lot 239", "HLOT-239", "", "", 6, "2026-01-01"];
    const result = await importCsv(alpha, csvOf(lines));
    expect(result.notices?.map((n) => n.message)).toEqual([`Ligne 241 : la période (12 → 6 mois) ${KEPT}`]);
    expect((await byReference(alpha, "HLOT-239")).currentPeriod).toBe(12);
  });

  it("un rôle qui ne gère pas le parc est refusé (403) et rien ne change", async () => {
    const one = await byReference(alpha, "HIST-001");
    const csv = csvOf([["Interdit", "HIST-001", "", "", 1, "2026-02-01"]]);
    for (const client of [alpha.as.equipment_user, alpha.as.user]) {
      const response = await client.post("/api/instruments/import", { csv });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: "Accès refusé", code: "FORBIDDEN" });
    }
    expect(await byReference(alpha, "HIST-001")).toEqual(one);
    // A fleet manager may import: the history is kept for him too.
    const managed = await alpha.as.equipment_manager.post("/api/instruments/import", { csv });
    expect(managed.statusCode, managed.body).toBe(200);
    expect(managed.json().notices).toHaveLength(2);
    expect(await byReference(alpha, "HIST-001")).toEqual({
      ...one,
      name: "Interdit",
      type: null,
      location: null,
    });
  });

  it("une autre entreprise crée sa propre référence, avec les valeurs de son fichier, sans toucher la nôtre", async () => {
    const ours = await byReference(alpha, "HIST-001");
    const result = await importCsv(
      beta,
      csvOf([["Manomètre voisin", "HIST-001", "Manomètre", "Ailleurs", 3, "2026-09-09"]]),
    );
    expect(result).toEqual({ created: 1, updated: 0 });
    const theirs = await byReference(beta, "HIST-001");
    expect(theirs.id).not.toBe(ours.id);
    expect(theirs).toMatchObject({
      name: "Manomètre voisin",
      currentPeriod: 3,
      lastCalibrationDate: "2026-09-09",
    });
    expect(await byReference(alpha, "HIST-001")).toEqual(ours);
    expect((await beta.admin.get(`/api/instruments/${ours.id}`)).statusCode).toBe(404);
  });
});
