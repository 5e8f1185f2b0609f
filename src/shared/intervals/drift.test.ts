import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { driftInterval } from "./drift";

const bounds = { min: 1, max: 60 };

describe("FD X 07-014 : la méthode de la dérive", () => {
  it("calculé à la main : une dérive de 5 % de la tolérance par mois, U = 10 % de la tolérance", () => {
    // Rates: (0.6 − 0)/12 = 0.05, (0.62 − 0.02)/12 = 0.05, (0.58 − (−0.02))/12 = 0.05: d = 0.05, u_d = 0.
    const result = driftInterval({
      bounds,
      calibrations: [
        { time: 0, found: 0.1, left: 0, uncertainty: 0.1 },
        { time: 12, found: 0.6, left: 0.02, uncertainty: 0.1 },
        { time: 24, found: 0.62, left: -0.02, uncertainty: 0.1 },
        { time: 36, found: 0.58, left: 0, uncertainty: 0.1 },
      ],
    });
    expect(result.kind).toBe("proposed");
    if (result.kind !== "proposed") return;
    expect(result.drift).toBeCloseTo(0.05, 12);
    expect(result.driftUncertainty).toBeCloseTo(0, 12);
    // (1 − 0.1) / 0.05 = 18 months.
    expect(result.interval).toBeCloseTo(18, 9);
  });

  it("l'incertitude de la dérive raccourcit la période ; moins de deux intervalles : rien", () => {
    const spread = driftInterval({
      bounds,
      calibrations: [
        { time: 0, found: 0, left: 0, uncertainty: 0.1 },
        { time: 12, found: 0.4, left: 0, uncertainty: 0.1 },
        { time: 24, found: 0.8, left: 0, uncertainty: 0.1 },
      ],
    });
    // Rates 0.0333 and 0.0667: d = 0.05, s = 0.02357, u_d = 0.01667; P = 0.9 / (0.05 + 0.0333) = 10.8.
    expect(spread.kind === "proposed" && spread.interval).toBeCloseTo(10.8, 6);
    expect(
      driftInterval({ bounds, calibrations: [{ time: 0, found: 0.1, left: 0, uncertainty: 0.1 }] }).kind,
    ).toBe("insufficient");
  });

  it("propriétés : borné, et une dérive plus grande n'allonge jamais la période", () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1, max: 1, noNaN: true }), { minLength: 3, maxLength: 8 }),
        fc.double({ min: 1, max: 3, noNaN: true }),
        (found, scale) => {
          const history = (k: number) =>
            found.map((value, i) => ({ time: i * 12, found: value * k, left: 0, uncertainty: 0.1 }));
          const base = driftInterval({ bounds, calibrations: history(1) });
          const larger = driftInterval({ bounds, calibrations: history(scale) });
          if (base.kind !== "proposed" || larger.kind !== "proposed") return false;
          return larger.interval <= base.interval + 1e-9 && base.interval >= 1 && base.interval <= 60;
        },
      ),
      { numRuns: 200 },
    );
  });
});
