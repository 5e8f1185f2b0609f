import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { STAIRCASE_DEFAULTS, staircase } from "./staircase";

const calibration = (worstShare: number, conforming = worstShare <= 1) => ({
  date: "2026-03-10",
  conforming,
  worstShare,
});

describe("ILAC-G24 méthode 1 : l'escalier", () => {
  it("allonge quand tout est dans 80 % de la tolérance, réduit hors tolérance, garde entre les deux (calculé à la main)", () => {
    expect(staircase({ interval: 12, calibrations: [calibration(0.5)] })).toMatchObject({
      kind: "proposed",
      interval: 15,
    });
    expect(staircase({ interval: 12, calibrations: [calibration(0.8)] })).toMatchObject({ interval: 15 });
    expect(staircase({ interval: 12, calibrations: [calibration(0.9)] })).toMatchObject({ interval: 12 });
    expect(staircase({ interval: 12, calibrations: [calibration(1.4, false)] })).toMatchObject({
      interval: 6,
    });
    // In sequence: 12 → 15 → 18,75 → 9,375.
    const steps = staircase({
      interval: 12,
      calibrations: [calibration(0.2), calibration(0.3), calibration(1.2, false)],
    });
    expect(steps.kind === "proposed" && steps.steps.map((s) => s.interval)).toEqual([15, 18.75, 9.375]);
    expect(steps.reasons[0]).toContain("trouvé hors tolérance (pire point à 120 %)");
  });

  it("reste dans les bornes de l'entreprise ; sans étalonnage décidé, ne propose rien", () => {
    const settings = { ...STAIRCASE_DEFAULTS, min: 3, max: 24 };
    expect(staircase({ interval: 22, calibrations: [calibration(0.1)], settings })).toMatchObject({
      interval: 24,
    });
    expect(staircase({ interval: 4, calibrations: [calibration(2, false)], settings })).toMatchObject({
      interval: 3,
    });
    expect(staircase({ interval: 12, calibrations: [] }).kind).toBe("insufficient");
  });

  it("propriétés : borné, et un point pire n'allonge jamais l'intervalle", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 60, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        fc.double({ min: 0, max: 3, noNaN: true }),
        (interval, a, b) => {
          const [better, worse] = a <= b ? [a, b] : [b, a];
          const of = (share: number) => staircase({ interval, calibrations: [calibration(share)] });
          const x = of(better);
          const y = of(worse);
          if (x.kind !== "proposed" || y.kind !== "proposed") return false;
          return x.interval >= y.interval && y.interval >= 1 && x.interval <= 60;
        },
      ),
      { numRuns: 200 },
    );
  });
});
