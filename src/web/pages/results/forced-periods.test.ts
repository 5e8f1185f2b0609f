import { describe, expect, it } from "vitest";
import { type CalibrationResult, FORCED_PERIOD_MESSAGE } from "../../../shared/api/results";
import { countStatuses, parseForcedPeriod, pendingChanges, rowState } from "./forced-periods";

function result(overrides: Partial<CalibrationResult> = {}): CalibrationResult {
  return {
    id: 1,
    campaignId: 1,
    equipmentId: 1,
    equipmentName: "Manomètre",
    equipmentType: null,
    serialNumber: "MAN-001",
    currentPeriod: 12,
    newPeriod: 24,
    forcedPeriod: null,
    effectivePeriod: 24,
    evolutionPercent: 100,
    status: "extended",
    globalScore: 2,
    opperetScore: 100,
    adjustmentFactor: 2,
    calculatedAt: "2026-03-02T10:00:00.000Z",
    calculatedBy: null,
    appliedPeriod: null,
    forcedReason: null,
    forcedBy: null,
    forcedByName: null,
    forcedAt: null,
    parcPeriod: 12,
    outdated: false,
    ...overrides,
  };
}

describe("Période forcée saisie (spec §5)", () => {
  it("accepte un nombre entier de mois de 1 à 120", () => {
    expect(parseForcedPeriod("1")).toEqual({ ok: true, value: 1 });
    expect(parseForcedPeriod(" 120 ")).toEqual({ ok: true, value: 120 });
  });

  it("lit 0, vide ou un texte qui n'est pas un nombre comme un retrait", () => {
    for (const text of ["0", "", "  ", "abc", "-"])
      expect(parseForcedPeriod(text)).toEqual({ ok: true, value: null });
  });

  it("refuse au-delà de 120, négatif ou fractionnaire, avec le message de l'API", () => {
    for (const text of ["121", "-1", "2,5", "2.5"])
      expect(parseForcedPeriod(text)).toEqual({ ok: false, message: FORCED_PERIOD_MESSAGE });
  });
});

describe("Période effective et évolution pendant la saisie (spec §4)", () => {
  it("sans saisie : la période forcée enregistrée, sinon la nouvelle période", () => {
    expect(rowState(result(), undefined)).toMatchObject({
      input: "",
      effectivePeriod: 24,
      status: "extended",
      changed: false,
    });
    const forced = rowState(result({ forcedPeriod: 12 }), undefined);
    expect(forced).toMatchObject({
      input: "12",
      effectivePeriod: 12,
      evolutionPercent: 0,
      status: "maintained",
    });
  });

  it("la valeur saisie décide aussitôt de l'évolution et du statut", () => {
    expect(rowState(result(), "6")).toMatchObject({
      effectivePeriod: 6,
      evolutionPercent: -50,
      status: "reduced",
      changed: true,
      error: null,
    });
    expect(rowState(result(), "13")).toMatchObject({ effectivePeriod: 13, status: "maintained" });
  });

  it("un retrait saisi revient à la nouvelle période calculée", () => {
    expect(rowState(result({ forcedPeriod: 6 }), "")).toMatchObject({
      input: "",
      forcedPeriod: null,
      effectivePeriod: 24,
      status: "extended",
      changed: true,
    });
  });

  it("une valeur refusée garde les chiffres enregistrés et porte le message", () => {
    expect(rowState(result({ forcedPeriod: 6 }), "121")).toMatchObject({
      input: "121",
      error: FORCED_PERIOD_MESSAGE,
      effectivePeriod: 6,
      changed: false,
    });
  });

  it("retaper la valeur enregistrée n'est pas une modification", () => {
    expect(rowState(result({ forcedPeriod: 18 }), "18").changed).toBe(false);
    expect(rowState(result(), "0").changed).toBe(false);
  });
});

describe("Sauvegarde des périodes forcées : seulement les lignes modifiées", () => {
  const results = [
    result({ equipmentId: 1 }),
    result({ equipmentId: 2, forcedPeriod: 10, effectivePeriod: 10, status: "reduced" }),
    result({ equipmentId: 3 }),
    result({ equipmentId: 4, forcedPeriod: 8, effectivePeriod: 8, status: "reduced" }),
  ];

  it("envoie les valeurs changées et les retraits, rien pour les lignes inchangées", () => {
    const drafts = new Map([
      [1, "18"],
      [2, "0"],
      [3, ""],
      [4, "8"],
    ]);
    expect(pendingChanges(results, drafts)).toEqual({
      updates: [
        { equipmentId: 1, forcedPeriod: 18 },
        { equipmentId: 2, forcedPeriod: null },
      ],
      invalid: [],
    });
  });

  it("signale les saisies refusées", () => {
    expect(pendingChanges(results, new Map([[3, "2,5"]]))).toEqual({ updates: [], invalid: [3] });
  });

  it("compte les statuts avec les périodes saisies", () => {
    expect(countStatuses(results, new Map())).toEqual({ total: 4, extended: 2, reduced: 2, maintained: 0 });
    expect(countStatuses(results, new Map([[1, "6"]]))).toEqual({
      total: 4,
      extended: 1,
      reduced: 3,
      maintained: 0,
    });
  });
});
