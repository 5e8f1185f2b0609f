import { describe, expect, it } from "vitest";
import { computeNewPeriod } from "../../../shared/opperet";
import { periodSteps } from "./period-steps";

const parameters = { k1: 1, k2: 0, pmax: 60, adjustmentFactor: 1 };

describe("Du score global à la nouvelle période (DESIGN.md §6, étape 5)", () => {
  it("G = +2 double la période, G = −2 la divise par deux, G = 0 la garde", () => {
    expect(periodSteps({ parameters, globalScore: 2, currentPeriod: 12 })).toMatchObject({
      factor: 2,
      product: 24,
      period: 24,
      bound: null,
    });
    expect(periodSteps({ parameters, globalScore: -2, currentPeriod: 12 }).period).toBe(6);
    expect(periodSteps({ parameters, globalScore: 0, currentPeriod: 12 }).period).toBe(12);
  });

  it("arrondit au mois le plus proche, puis borne entre 1 mois et pmax", () => {
    const steps = periodSteps({ parameters, globalScore: 0.5, currentPeriod: 12 });
    expect(steps.product).toBeCloseTo(14.27, 2);
    expect(steps.rounded).toBe(14);
    expect(periodSteps({ parameters, globalScore: 2, currentPeriod: 48 })).toMatchObject({
      rounded: 96,
      bound: "pmax",
      period: 60,
    });
    expect(periodSteps({ parameters, globalScore: -2, currentPeriod: 1 })).toMatchObject({
      rounded: 1,
      bound: null,
      period: 1,
    });
  });

  it("retrouve la période du calcul pour tout score et toute période", () => {
    for (const currentPeriod of [1, 3, 7, 12, 18, 24, 36, 60, 100]) {
      for (let g = -2; g <= 2; g += 0.125) {
        const scores = [g];
        const outcome = computeNewPeriod({
          currentPeriod,
          criteria: [{ criterionId: 1, weight: 1, scores }],
          parameters: { k1: 1.3, k2: 0, pmax: 72 },
        });
        if (outcome.kind !== "computed") throw new Error(outcome.kind);
        const steps = periodSteps({
          parameters: { k1: 1.3, k2: 0, pmax: 72, adjustmentFactor: 1 },
          globalScore: outcome.globalScore,
          currentPeriod,
        });
        expect(steps.period).toBe(outcome.newPeriod);
      }
    }
  });
});
