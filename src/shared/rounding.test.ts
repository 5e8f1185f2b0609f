import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { roundToTotal } from "./rounding";

const sumOf = (values: readonly number[]) => values.reduce((sum, value) => sum + value, 0);

describe("Contributions arrondies dont la somme est le total affiché", () => {
  it("BAL-0002 : trois contributions qui, arrondies chacune, donneraient −0,686 pour un G de −0,685", () => {
    // Each rounded alone: −0.229 −0.229 −0.228 = −0.686, one thousandth off the −0.685 shown.
    const parts = [-0.22866, -0.22866, -0.22768];
    const total = sumOf(parts);
    expect(Number(total.toFixed(3))).toBe(-0.685);
    expect(parts.map((part) => Number(part.toFixed(3)))).toEqual([-0.229, -0.229, -0.228]);
    const rounded = roundToTotal(parts, total, 3);
    expect(Number(sumOf(rounded).toFixed(3))).toBe(-0.685);
    expect(rounded).toEqual([-0.228, -0.229, -0.228]);
  });

  it("laisse intactes des parts qui tombent juste", () => {
    expect(roundToTotal([0.5, -0.25, 0.125], 0.375, 3)).toEqual([0.5, -0.25, 0.125]);
    expect(roundToTotal([], 0, 3)).toEqual([]);
  });

  it("pour toutes parts : somme exacte au total arrondi, chaque part à moins d'une unité de sa valeur", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -2, max: 2, noNaN: true }), { minLength: 1, maxLength: 12 }),
        fc.integer({ min: 0, max: 4 }),
        (parts, decimals) => {
          const total = sumOf(parts);
          const rounded = roundToTotal(parts, total, decimals);
          const scale = 10 ** decimals;
          expect(Math.round(sumOf(rounded) * scale) + 0).toBe(
            Math.round(Number((total * scale).toFixed(6))) + 0,
          );
          rounded.forEach((value, index) => {
            expect(Math.abs(value - parts[index]!) * scale).toBeLessThan(1 + 1e-6);
            expect(Math.round(value * scale)).toBeCloseTo(value * scale, 6);
          });
        },
      ),
      { numRuns: 500 },
    );
  });
});
