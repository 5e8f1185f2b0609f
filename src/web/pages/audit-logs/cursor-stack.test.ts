import { describe, expect, it } from "vitest";
import { FIRST_PAGE, hasNewer, newerPage, olderPage, pageNumber } from "./cursor-stack";

describe("Les pages de la piste d'audit (curseur `before`)", () => {
  it("descend vers les plus anciens en gardant les curseurs, remonte en les reprenant", () => {
    const second = olderPage(FIRST_PAGE, 951);
    const third = olderPage(second, 901);
    expect(second).toEqual({ current: 951, newer: [null] });
    expect(third).toEqual({ current: 901, newer: [null, 951] });
    expect(pageNumber(FIRST_PAGE)).toBe(1);
    expect(pageNumber(third)).toBe(3);
    expect(newerPage(third)).toEqual(second);
    expect(newerPage(newerPage(third))).toEqual(FIRST_PAGE);
  });

  it("la première page n'a rien au-dessus ; la dernière rien en dessous", () => {
    expect(hasNewer(FIRST_PAGE)).toBe(false);
    expect(newerPage(FIRST_PAGE)).toBe(FIRST_PAGE);
    const last = olderPage(FIRST_PAGE, 40);
    expect(hasNewer(last)).toBe(true);
    expect(olderPage(last, null)).toBe(last);
  });

  it("ne modifie jamais la pile reçue", () => {
    const second = olderPage(FIRST_PAGE, 10);
    olderPage(second, 5);
    newerPage(second);
    expect(second).toEqual({ current: 10, newer: [null] });
    expect(FIRST_PAGE).toEqual({ current: null, newer: [] });
  });
});
