import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { falseAcceptOfNormalProcess, falseAcceptRisk, processSigmaOf } from "./false-accept-risk";
import { guardBandFactor } from "./guard-band";

describe("Facteur de bande de garde : la limite d'acceptation sur la limite de tolérance", () => {
  it.each([
    // TUR, simple, w = U, RP-10, Dobbert (1 − M/TUR, M = 1.04 − exp(0.38 ln TUR − 0.54))
    [1, 1, 0, 0.25, 1 - (1.04 - Math.exp(-0.54))],
    [2, 1, 0.5, 0.75, 1 - (1.04 - Math.exp(0.38 * Math.log(2) - 0.54)) / 2],
    [2.5, 1, 0.6, 0.85, 1 - (1.04 - Math.exp(0.38 * Math.log(2.5) - 0.54)) / 2.5],
    [4, 1, 0.75, 1, 1 - (1.04 - Math.exp(0.38 * Math.log(4) - 0.54)) / 4],
    [10, 1, 0.9, 1, 1],
  ])("TUR %f → %f, %f, %f, %f", (tur, simple, wEqualsU, rp10, dobbert) => {
    expect(guardBandFactor({ method: "simple", tur })).toBe(simple);
    expect(guardBandFactor({ method: "wEqualsU", tur })).toBeCloseTo(wEqualsU, 12);
    expect(guardBandFactor({ method: "rp10", tur })).toBeCloseTo(rp10, 12);
    expect(guardBandFactor({ method: "dobbert", tur })).toBeCloseTo(dobbert, 12);
  });

  it("ne rend jamais moins que 0 ni plus que 1, et refuse un TUR nul ou négatif", () => {
    expect(guardBandFactor({ method: "wEqualsU", tur: 0.5 })).toBe(0);
    expect(guardBandFactor({ method: "rp10", tur: 0.5 })).toBe(0);
    expect(guardBandFactor({ method: "dobbert", tur: 5 })).toBe(1);
    expect(() => guardBandFactor({ method: "rp10", tur: 0 })).toThrow(RangeError);
  });

  it("resserre la bande quand l'incertitude grandit (TUR plus petit), pour chaque méthode", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("wEqualsU" as const, "rp10" as const, "dobbert" as const),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        fc.double({ min: 0.5, max: 20, noNaN: true }),
        (method, a, b) => {
          const [low, high] = a < b ? [a, b] : [b, a];
          expect(guardBandFactor({ method, tur: low })).toBeLessThanOrEqual(
            guardBandFactor({ method, tur: high }),
          );
        },
      ),
    );
  });
});

describe("Probabilité globale d'acceptation à tort (processus normal)", () => {
  it("retrouve les tables du projet de NCSLI RP-19 reprises par suncal (TUR 4 au sens σ_essai = σ_processus / 4)", () => {
    // sandialabs/suncal, test/test_risk.py, test_risk_values: ufar (%) for itp .6 … .99.
    const published = [4.83860326, 3.92234109, 2.85583037, 1.59995312, 0.87100925, 0.19991684];
    [0.6, 0.7, 0.8, 0.9, 0.95, 0.99].forEach((itp, i) => {
      const sigmaProcess = processSigmaOf(itp);
      const pfa = falseAcceptOfNormalProcess({
        sigmaProcess,
        sigmaTest: sigmaProcess / 4,
        acceptanceLimit: 1,
      });
      expect(Math.abs(pfa * 100 - published[i]!)).toBeLessThan(1e-6);
    });
  });

  it("retrouve les valeurs de Deaver (« How to Maintain Confidence », 1995) reprises par suncal", () => {
    // SL in process standard deviations, Deaver's TUR = σ_process / σ_test (suncal test_riskdeaver, test_gb).
    const deaver = (sl: number, tur: number, gb = 1) =>
      falseAcceptOfNormalProcess({ sigmaProcess: 1 / sl, sigmaTest: 1 / sl / tur, acceptanceLimit: gb });
    expect(Math.abs(deaver(2, 4) - 0.008)).toBeLessThan(1e-4);
    expect(Math.abs(deaver(2.5, 4) - 0.0025)).toBeLessThan(1e-4);
    expect(Math.abs(deaver(2.5, 1) - 0.005)).toBeLessThan(1e-3);
    expect(Math.abs(deaver(2, 2, 0.91) - 0.008)).toBeLessThan(5e-4);
  });

  it("à 95 % en tolérance et TUR 4:1 sans bande de garde, un peu moins de 1 % (la règle des 2 % de Z540.3)", () => {
    const pfa = falseAcceptRisk({ itp: 0.95, tur: 4 });
    expect(pfa).toBeGreaterThan(0.008);
    expect(pfa).toBeLessThan(0.0087);
  });

  it("la méthode de Dobbert tient la probabilité sous 2 % quelle que soit la probabilité en tolérance", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 0.999, noNaN: true }),
        fc.double({ min: 1, max: 10, noNaN: true }),
        (itp, tur) => {
          const pfa = falseAcceptRisk({
            itp,
            tur,
            guardBandFactor: guardBandFactor({ method: "dobbert", tur }),
          });
          expect(pfa).toBeLessThanOrEqual(0.0205);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("baisse quand la bande de garde se resserre, et quand l'incertitude diminue", () => {
    const base = falseAcceptRisk({ itp: 0.9, tur: 2 });
    expect(falseAcceptRisk({ itp: 0.9, tur: 2, guardBandFactor: 0.8 })).toBeLessThan(base);
    expect(falseAcceptRisk({ itp: 0.9, tur: 4 })).toBeLessThan(base);
    expect(falseAcceptRisk({ itp: 0.9, tur: 2, guardBandFactor: 0 })).toBe(0);
  });
});
