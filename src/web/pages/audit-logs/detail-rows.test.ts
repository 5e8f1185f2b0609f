import { describe, expect, it } from "vitest";
import { bulkFieldLabel, detailView, summaryEntries, summaryText } from "./detail-rows";

describe("Le détail d'une modification en masse, en tableaux", () => {
  it("un calcul : chaque résultat avant et après, apparié par équipement, les champs changés marqués", () => {
    const view = detailView(
      {
        results: [
          { equipmentId: 12, equipment: "Manomètre", currentPeriod: 12, newPeriod: 12, forcedPeriod: null },
          { equipmentId: 13, equipment: "Sonde", currentPeriod: 6, newPeriod: 9, forcedPeriod: null },
        ],
      },
      {
        runId: 4,
        run: 2,
        results: [
          { equipmentId: 13, equipment: "Sonde", currentPeriod: 6, newPeriod: 12, forcedPeriod: null },
          { equipmentId: 14, equipment: "Balance", currentPeriod: 24, newPeriod: 36, forcedPeriod: null },
        ],
      },
    );
    expect(view.tables).toHaveLength(1);
    const [table] = view.tables;
    expect(table!.field).toBe("results");
    expect(table!.rows.map((row) => row.label)).toEqual([
      "Sonde (n° 13)",
      "Balance (n° 14)",
      "Manomètre (n° 12)",
    ]);
    const [sonde, balance, manometre] = table!.rows;
    expect(sonde!.before!.find((c) => c.field === "newPeriod")).toMatchObject({
      value: { text: "9" },
      changed: true,
    });
    expect(sonde!.after!.find((c) => c.field === "newPeriod")).toMatchObject({
      value: { text: "12" },
      changed: true,
    });
    expect(sonde!.after!.find((c) => c.field === "currentPeriod")!.changed).toBe(false);
    // A new result has nothing before; a result gone, nothing after.
    expect(balance!.before).toBeNull();
    expect(balance!.after!.some((c) => c.changed)).toBe(false);
    expect(manometre!.after).toBeNull();
    // The run: a field of its own, not a table.
    expect(view.fields.map((f) => f.field)).toEqual(["runId", "run"]);
  });

  it("des notations : une ligne par équipement et critère, nommée par les deux", () => {
    const view = detailView(null, {
      ratings: [
        { equipmentId: 5, equipment: "Manomètre", criterionId: 1, criterion: "Gravité", grade: 4 },
        { equipmentId: 5, equipment: "Manomètre", criterionId: 2, criterion: "Fréquence", grade: 2 },
      ],
    });
    const rows = view.tables[0]!.rows;
    expect(rows.map((row) => row.label)).toEqual([
      "Manomètre · Gravité (n° 5)",
      "Manomètre · Fréquence (n° 5)",
    ]);
    expect(rows[0]!.before).toBeNull();
    expect(rows[0]!.after).toEqual([{ field: "grade", value: { text: "4", kind: "text" }, changed: false }]);
    expect(view.fields).toEqual([]);
  });

  it("une liste de références : une ligne chacune ; une liste d'un seul côté", () => {
    const view = detailView(undefined, { createdReferences: ["JAU-1", "JAU-2"], created: 2 });
    expect(view.tables[0]!.rows.map((row) => [row.label, row.before, row.after])).toEqual([
      ["JAU-1", null, []],
      ["JAU-2", null, []],
    ]);
    expect(view.fields).toMatchObject([{ field: "created", before: null, after: { text: "2" } }]);
  });

  it("range le résumé : ce qui a changé et ses comptes, puis les identifiants et les paramètres", () => {
    const summary = { equipmentIds: "1-120", parameters: {}, runId: 4, zzz: 1, run: 2, calculated: 120 };
    expect(summaryEntries(summary).map(([field]) => field)).toEqual([
      "run",
      "runId",
      "calculated",
      "parameters",
      "equipmentIds",
      "zzz",
    ]);
  });

  it("écrit un groupe de valeurs du résumé champ par champ, en français", () => {
    expect(summaryText({ k1: 1, k2: 0, pmax: 60 })).toBe("K1 : 1 · K2 : 0 · Pmax : 60");
    expect(summaryText({ complete: false, ratedCells: 3 })).toBe("Complètes : non · Notes données : 3");
    expect(summaryText("12-311")).toBe("12-311");
    expect(summaryText({ list: [1, 2] })).toBe('{"list":[1,2]}');
  });

  it("nomme en français les champs du résumé, et garde les autres tels quels", () => {
    expect(bulkFieldLabel("calculated")).toBe("Équipements calculés");
    expect(bulkFieldLabel("newPeriod")).toBe("Nouvelle période (mois)");
    expect(bulkFieldLabel("constructor")).toBe("constructor");
    expect(bulkFieldLabel("inconnu")).toBe("inconnu");
  });
});
