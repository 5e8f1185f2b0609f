import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { completionPercent } from "./progress";

describe("Pourcentage d'avancement (spec §4, §9)", () => {
  it.each([
    [0, 0, 0],
    [0, 4, 0],
    [1, 3, 33],
    [2, 3, 67],
    [4, 4, 100],
    [199, 200, 99],
    [1, 200, 1],
  ])("%i sur %i → %i %", (done, total, percent) => {
    expect(completionPercent(done, total)).toBe(percent);
  });
});

describe("Le calcul n'est possible qu'à 100 % : 100 % veut dire tout noté (spec §4)", () => {
  it("995 ou 999 sur 1 000 : 99 %, jamais un 100 % arrondi", () => {
    expect(completionPercent(995, 1000)).toBe(99);
    expect(completionPercent(999, 1000)).toBe(99);
  });

  it("est un pourcentage entier, à moins d'un point de la part exacte, 100 seulement quand tout est fait", () => {
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 10_000 })
          .chain((total) => fc.tuple(fc.nat({ max: total }), fc.constant(total))),
        ([done, total]) => {
          const percent = completionPercent(done, total);
          expect(Number.isInteger(percent)).toBe(true);
          expect(Math.abs(percent - (100 * done) / total)).toBeLessThan(1);
          expect(percent === 100).toBe(done === total);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
