import { describe, expect, it } from "vitest";
import { cardPage, rangeInView, rowSlots } from "./row-window";

describe("Lignes du tableau de notation dessinées (DESIGN.md §9)", () => {
  it("dessine les lignes en vue et quelques-unes autour", () => {
    expect(rangeInView(560, 560, 56, 5000, 2)).toEqual({ start: 8, end: 22 });
    expect(rangeInView(-40, 560, 56, 5000, 8)).toEqual({ start: 0, end: 18 });
    expect(rangeInView(56 * 4990, 560, 56, 5000, 8)).toEqual({ start: 4982, end: 5000 });
  });

  it("garde la ligne qui a le focus et remplace les autres par des espaces de même hauteur", () => {
    expect(rowSlots({ start: 10, end: 12 }, 100, 2)).toEqual([
      { kind: "gap", rows: 2, key: "gap-0" },
      { kind: "row", index: 2 },
      { kind: "gap", rows: 7, key: "gap-3" },
      { kind: "row", index: 10 },
      { kind: "row", index: 11 },
      { kind: "gap", rows: 88, key: "gap-12" },
    ]);
    expect(rowSlots({ start: 0, end: 30 }, 3, null)).toEqual([
      { kind: "row", index: 0 },
      { kind: "row", index: 1 },
      { kind: "row", index: 2 },
    ]);
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
