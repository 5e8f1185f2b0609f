import { describe, expect, it } from "vitest";
import { isStale, type TableState } from "./statistics";

/** A table analysed when it held 1,000 rows on 20 pages, unchanged since. */
const fresh: TableState = {
  name: "equipment",
  pages: 20,
  analysed_pages: 20,
  analysed_rows: 1000,
  changed_rows: 0,
  analysed: true,
};

describe("Statistiques du planificateur : quand une table est-elle à analyser ?", () => {
  it("jamais, vide sur le disque", () => {
    expect(isStale({ ...fresh, pages: 0, analysed: false, analysed_rows: -1, analysed_pages: 0 })).toBe(
      false,
    );
  });

  it("jamais analysée mais remplie : oui", () => {
    expect(isStale({ ...fresh, analysed: false, analysed_rows: -1, analysed_pages: 0 })).toBe(true);
  });

  it("à jour : non", () => {
    expect(isStale(fresh)).toBe(false);
  });

  it("analysée pendant qu'on l'écrivait, sans une ligne vue, alors qu'elle a des pages : oui", () => {
    // The analysis saw the pages but none of their rows (not yet committed): the planner takes the
    // table for empty, and the counters may not say for seconds that 5,000 rows arrived.
    expect(isStale({ ...fresh, analysed_rows: 0, changed_rows: 0 })).toBe(true);
  });

  it("changée de plus de 50 lignes et d'un dixième : oui ; en deçà : non", () => {
    expect(isStale({ ...fresh, changed_rows: 150 })).toBe(false);
    expect(isStale({ ...fresh, changed_rows: 151 })).toBe(true);
  });

  it("grossie de plus d'un dixième sur le disque (compteurs pas encore écrits) : oui", () => {
    expect(isStale({ ...fresh, pages: 24 })).toBe(false);
    expect(isStale({ ...fresh, pages: 25 })).toBe(true);
  });
});
