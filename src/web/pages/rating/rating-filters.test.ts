import { describe, expect, it } from "vitest";
import {
  bulkRatingCells,
  filterEquipment,
  gradesByEquipment,
  matchesSearch,
  mayCalculate,
  normalizeSearch,
  ratedCellCount,
  ratingProgress,
  ratingStateOf,
  withRating,
} from "./rating-filters";

const equipment = [
  { id: 11, name: "Manomètre numérique", serialNumber: "MAN-001", ratingCount: 3 },
  { id: 12, name: "Sonde PT100", serialNumber: "PT-003", ratingCount: 1 },
  { id: 13, name: "Balance de précision", serialNumber: "BAL-004", ratingCount: 0 },
  { id: 14, name: "Étalon de masse", serialNumber: "EM-120", ratingCount: 0 },
];
const criterionIds = [1, 2];
// 11: both criteria rated by the user; 12: one of two; 13 and 14: none (13 rated by someone else only).
const grades = gradesByEquipment([
  { equipmentId: 11, criteriaId: 1, grade: 4 },
  { equipmentId: 11, criteriaId: 2, grade: 2 },
  { equipmentId: 12, criteriaId: 2, grade: 5 },
  { equipmentId: 13, criteriaId: 9, grade: 1 },
]);

describe("Page de notation : recherche et filtres (spec §2)", () => {
  it("l'état d'un équipement se lit sur les notes de l'utilisateur, critères visibles seulement", () => {
    expect(ratingStateOf(grades.get(11), criterionIds)).toBe("complete");
    expect(ratingStateOf(grades.get(12), criterionIds)).toBe("partial");
    expect(ratingStateOf(grades.get(13), criterionIds)).toBe("unrated"); // critère 9 non visible
    expect(ratingStateOf(undefined, criterionIds)).toBe("unrated");
  });

  it("'Tous', 'Complètement notés' (tous les critères visibles) et 'Non notés' (aucun)", () => {
    const options = { query: "", grades, criterionIds };
    expect(filterEquipment(equipment, { ...options, filter: "all" }).shown.map((e) => e.id)).toEqual([
      11, 12, 13, 14,
    ]);
    expect(filterEquipment(equipment, { ...options, filter: "complete" }).shown.map((e) => e.id)).toEqual([
      11,
    ]);
    expect(filterEquipment(equipment, { ...options, filter: "unrated" }).shown.map((e) => e.id)).toEqual([
      13, 14,
    ]);
    expect(filterEquipment(equipment, { ...options, filter: "unrated" }).counts).toEqual({
      all: 4,
      complete: 1,
      unrated: 2,
    });
  });

  it("la recherche trouve par nom, référence ou identifiant, sans tenir compte des accents ni de la casse", () => {
    expect(normalizeSearch("  ÉTALON ")).toBe("etalon");
    expect(matchesSearch(equipment[3]!, normalizeSearch("etalon"))).toBe(true);
    expect(matchesSearch(equipment[0]!, normalizeSearch("man-0"))).toBe(true);
    expect(matchesSearch(equipment[1]!, normalizeSearch("12"))).toBe(true);
    expect(matchesSearch(equipment[1]!, normalizeSearch("balance"))).toBe(false);
    const found = filterEquipment(equipment, { query: "pt", filter: "all", grades, criterionIds });
    expect(found.shown.map((e) => e.id)).toEqual([12]);
    expect(found.counts).toEqual({ all: 1, complete: 0, unrated: 0 });
  });

  it("les filtres se combinent avec la recherche", () => {
    const found = filterEquipment(equipment, { query: "e", filter: "unrated", grades, criterionIds });
    expect(found.shown.map((e) => e.id)).toEqual([13, 14]);
  });
});

describe("Avancement de la campagne (spec §4) : un équipement est noté dès qu'il a une note", () => {
  it("part des équipements ayant au moins une note, quel que soit l'évaluateur, arrondie", () => {
    expect(ratingProgress(equipment)).toEqual({ rated: 2, total: 4, percent: 50 });
    expect(ratingProgress([{ ratingCount: 1 }, { ratingCount: 0 }, { ratingCount: 0 }])).toEqual({
      rated: 1,
      total: 3,
      percent: 33,
    });
    expect(ratingProgress([])).toEqual({ rated: 0, total: 0, percent: 0 });
    const almost = Array.from({ length: 200 }, (_, i) => ({ ratingCount: i === 0 ? 0 : 1 }));
    expect(ratingProgress(almost)).toEqual({ rated: 199, total: 200, percent: 99 });
  });

  it("le calcul est proposé à 100 %, jamais sans équipement", () => {
    expect(mayCalculate({ rated: 4, total: 4, percent: 100 })).toBe(true);
    expect(mayCalculate({ rated: 3, total: 4, percent: 75 })).toBe(false);
    expect(mayCalculate({ rated: 0, total: 0, percent: 0 })).toBe(false);
    expect(mayCalculate({ rated: 199, total: 200, percent: 99 })).toBe(false);
  });

  it("compte les cellules notées par l'utilisateur sur les critères visibles", () => {
    expect(ratedCellCount(equipment, grades, criterionIds)).toBe(3);
  });
});

describe("Notation groupée", () => {
  it("chaque équipement sélectionné × chaque critère choisi ; les critères laissés inchangés n'y sont pas", () => {
    expect(
      bulkRatingCells(
        [13, 14],
        new Map([
          [1, 5],
          [2, 3],
        ]),
      ),
    ).toEqual([
      { equipmentId: 13, criteriaId: 1, grade: 5 },
      { equipmentId: 13, criteriaId: 2, grade: 3 },
      { equipmentId: 14, criteriaId: 1, grade: 5 },
      { equipmentId: 14, criteriaId: 2, grade: 3 },
    ]);
    expect(bulkRatingCells([13], new Map())).toEqual([]);
  });

  it("une note enregistrée remplace la précédente de la même cellule", () => {
    const before = [
      { equipmentId: 11, criteriaId: 1, grade: 4 },
      { equipmentId: 12, criteriaId: 1, grade: 2 },
    ];
    expect(withRating(before, { equipmentId: 11, criteriaId: 1, grade: 1 })).toEqual([
      { equipmentId: 11, criteriaId: 1, grade: 1 },
      { equipmentId: 12, criteriaId: 1, grade: 2 },
    ]);
    expect(withRating(before, { equipmentId: 13, criteriaId: 1, grade: 3 })).toHaveLength(3);
  });
});
