import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { rejectionConfidence, rp1A3 } from "./rp1-a3";

/** The pass/fail history of an asset of the 2019 NCSL tutorial on intervals, one calibration per interval. */
const count = (history: string) => ({
  inTolerance: [...history].filter((c) => c === "1").length,
  total: history.length,
});

describe("NCSL RP-1, méthode A3 (test de l'intervalle)", () => {
  // The 2019 NCSL Symposium tutorial cases, as tested in sandialabs/suncal test/test_interval.py (testA3).
  it("actif 1 du tutoriel NCSL 2019 : 15 conformes sur 20 à 365 jours, cible 95 % → 231 jours, confiance de rejet 99,49 %", () => {
    const result = rp1A3({ interval: 365, ...count("11010111101111101110"), targetReliability: 0.95 });
    expect(result.kind).toBe("proposed");
    if (result.kind !== "proposed") return;
    expect(Math.round(result.interval)).toBe(231);
    expect(result.rejectionConfidence).toBeCloseTo(0.9949, 4);
    expect(result.observedReliability).toBe(0.75);
  });

  it("actif 2 : 14 sur 20 → 205 jours, 99,93 % ; actif 3 : 16 sur 20 à 730 jours → 523 jours, 96,82 %", () => {
    const two = rp1A3({ interval: 365, ...count("11101001110011101111"), targetReliability: 0.95 });
    const three = rp1A3({ interval: 730, ...count("11110101110111111011"), targetReliability: 0.95 });
    expect(
      two.kind === "proposed" && [Math.round(two.interval), Number(two.rejectionConfidence.toFixed(4))],
    ).toEqual([205, 0.9993]);
    expect(
      three.kind === "proposed" && [Math.round(three.interval), Number(three.rejectionConfidence.toFixed(4))],
    ).toEqual([523, 0.9682]);
  });

  it("cas saisi directement : 42 sur 50, cible 90 %, seuil 30 % → 329 jours, 75,57 %", () => {
    const result = rp1A3({
      interval: 365,
      inTolerance: 42,
      total: 50,
      targetReliability: 0.9,
      confidence: 0.3,
    });
    expect(result.kind === "proposed" && Math.round(result.interval)).toBe(329);
    expect(result.kind === "proposed" && result.rejectionConfidence).toBeCloseTo(0.7557, 4);
  });

  it("calculé à la main : 48 sur 50 au-dessus d'une cible de 90 % allonge (écart du texte de RP-1 à suncal)", () => {
    // Q = 2·B(47; 50, 0.9) − 1 = 1 − 2·P(X ≥ 48) = 1 − 2 × 0.1117 = 0.7766; factor 10^(0.06/0.2234) = 1.857.
    const result = rp1A3({ interval: 12, inTolerance: 48, total: 50, targetReliability: 0.9 });
    expect(result.kind).toBe("proposed");
    if (result.kind !== "proposed") return;
    expect(result.rejectionConfidence).toBeCloseTo(0.7766, 3);
    expect(result.interval).toBeCloseTo(12 * 10 ** (0.06 / (1 - result.rejectionConfidence)), 9);
    expect(result.interval).toBeGreaterThan(12);
    expect(rejectionConfidence({ inTolerance: 50, total: 50, target: 0.9 })).toBeCloseTo(1 - 0.9 ** 50, 12);
  });

  it("garde l'intervalle quand l'écart n'est pas significatif, et ne propose rien sur trop peu d'historique", () => {
    const kept = rp1A3({ interval: 12, inTolerance: 19, total: 20, targetReliability: 0.9 });
    expect(kept).toMatchObject({ kind: "proposed", interval: 12 });
    expect(kept.reasons.join(" ")).toContain("l'intervalle actuel est gardé");
    const few = rp1A3({ interval: 12, inTolerance: 2, total: 4 });
    expect(few.kind).toBe("insufficient");
    expect(few.reasons[0]).toContain("il en faut au moins 5");
  });

  it("propriétés : borné par les limites de changement, et plus de conformes n'écourte jamais l'intervalle", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 80 }),
        fc.double({ min: 0.5, max: 0.99, noNaN: true }),
        fc.double({ min: 1, max: 120, noNaN: true }),
        (total, target, interval) => {
          let previous = 0;
          for (let inTolerance = 0; inTolerance <= total; inTolerance++) {
            const result = rp1A3({ interval, inTolerance, total, targetReliability: target });
            if (result.kind !== "proposed") return false;
            if (result.interval < interval / 2 - 1e-9 || result.interval > interval * 2 + 1e-9) return false;
            if (result.interval < previous - 1e-9) return false;
            previous = result.interval;
          }
          return true;
        },
      ),
      { numRuns: 100 },
    );
  });
});
