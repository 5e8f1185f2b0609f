import { describe, expect, it } from "vitest";
import { cardPage, rangeInView, rowSlots } from "./row-window";

describe("Lignes virtualisées (DESIGN.md §9)", () => {
  it("ne dessine que les lignes visibles et leurs voisines", () => {
    expect(rangeInView(0, 560, 56, 5000, 5)).toEqual({ start: 0, end: 15 });
    expect(rangeInView(56 * 1000, 560, 56, 5000, 5)).toEqual({ start: 995, end: 1015 });
    expect(rangeInView(56 * 4995, 560, 56, 5000, 5)).toEqual({ start: 4990, end: 5000 });
    expect(rangeInView(0, 560, 56, 3, 5)).toEqual({ start: 0, end: 3 });
  });

  it("remplace les lignes omises par des intervalles et garde la ligne qui a le focus", () => {
    expect(rowSlots({ start: 2, end: 4 }, 10, null)).toEqual([
      { kind: "gap", rows: 2, key: "gap-0" },
      { kind: "row", index: 2 },
      { kind: "row", index: 3 },
      { kind: "gap", rows: 6, key: "gap-4" },
    ]);
    expect(rowSlots({ start: 5, end: 7 }, 10, 1)).toEqual([
      { kind: "gap", rows: 1, key: "gap-0" },
      { kind: "row", index: 1 },
      { kind: "gap", rows: 3, key: "gap-2" },
      { kind: "row", index: 5 },
      { kind: "row", index: 6 },
      { kind: "gap", rows: 3, key: "gap-7" },
    ]);
    expect(rowSlots({ start: 0, end: 3 }, 3, 1)).toEqual([
      { kind: "row", index: 0 },
      { kind: "row", index: 1 },
      { kind: "row", index: 2 },
    ]);
    expect(rowSlots({ start: 0, end: 2 }, 10, 9).at(-1)).toEqual({ kind: "row", index: 9 });
    // A list that just got shorter than the last range read.
    expect(rowSlots({ start: 0, end: 30 }, 2, null)).toEqual([
      { kind: "row", index: 0 },
      { kind: "row", index: 1 },
    ]);
    expect(rowSlots({ start: 40, end: 60 }, 2, null)).toEqual([{ kind: "gap", rows: 2, key: "gap-0" }]);
  });
});

describe("Cartes des équipements sur un téléphone, page par page", () => {
  it("ne dessine que les cartes de la page choisie, même pour 5 000 équipements", () => {
    expect(cardPage(5000, 0, 10)).toEqual({ index: 0, count: 500, start: 0, end: 10 });
    expect(cardPage(5000, 499, 10)).toEqual({ index: 499, count: 500, start: 4990, end: 5000 });
    expect(cardPage(23, 2, 10)).toEqual({ index: 2, count: 3, start: 20, end: 23 });
  });

  it("ramène une page hors de la liste (devenue plus courte) à la dernière, et une liste vide à une page", () => {
    expect(cardPage(12, 5, 10)).toEqual({ index: 1, count: 2, start: 10, end: 12 });
    expect(cardPage(10, 1, 10)).toEqual({ index: 0, count: 1, start: 0, end: 10 });
    expect(cardPage(0, 3, 10)).toEqual({ index: 0, count: 1, start: 0, end: 0 });
    expect(cardPage(30, -1, 10)).toEqual({ index: 0, count: 3, start: 0, end: 10 });
  });
});
