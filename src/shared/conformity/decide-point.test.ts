import { describe, expect, it } from "vitest";
import { decidePoint, worstDecision } from "./decide-point";

/** A point of a manometer with an EMT of ±0.1 bar and U = 0.04 bar (k = 2): TUR 2.5. */
const point = (error: number, expandedUncertainty = 0.04, coverageFactor = 2) => ({
  error,
  expandedUncertainty,
  coverageFactor,
  tolerance: { lower: -0.1, upper: 0.1 },
});

describe("Décision d'un point selon la règle (ILAC-G8)", () => {
  it("acceptation simple : conforme jusqu'à la limite de tolérance incluse, non conforme au-delà", () => {
    expect(decidePoint(point(0.1), "simple").decision).toBe("conforme");
    expect(decidePoint(point(-0.1), "simple").decision).toBe("conforme");
    // Inside the uncertainty band, simple acceptance still accepts.
    expect(decidePoint(point(0.09), "simple").decision).toBe("conforme");
    expect(decidePoint(point(0.1001), "simple").decision).toBe("non_conforme");
    expect(decidePoint(point(0.5), "simple").decision).toBe("non_conforme");
  });

  it("acceptation gardée w = U : la limite d'acceptation est T − U, incluse", () => {
    const atLimit = decidePoint(point(0.06), "wEqualsU");
    expect(atLimit.tur).toBeCloseTo(2.5, 12);
    expect(atLimit.guardBandFactor).toBeCloseTo(0.6, 12);
    expect(atLimit.acceptance.upper).toBeCloseTo(0.06, 12);
    expect(atLimit.decision).toBe("conforme");
    expect(decidePoint(point(-0.06), "wEqualsU").decision).toBe("conforme");
    // Inside the tolerance but inside the uncertainty band: refused under this rule.
    expect(decidePoint(point(0.0601), "wEqualsU").decision).toBe("non_conforme");
    expect(decidePoint(point(0.1), "wEqualsU").decision).toBe("non_conforme");
  });

  it("RP-10 : limite à (1,25 − 1/TUR) × T ; sans bande de garde dès un TUR de 4", () => {
    const rp10 = decidePoint(point(0.085), "rp10");
    expect(rp10.acceptance.upper).toBeCloseTo(0.085, 12);
    expect(rp10.decision).toBe("conforme");
    expect(decidePoint(point(0.0851), "rp10").decision).toBe("non_conforme");
    expect(decidePoint(point(0.1, 0.025), "rp10").acceptance.upper).toBeCloseTo(0.1, 12);
    expect(decidePoint(point(0.1, 0.025), "rp10").decision).toBe("conforme");
  });

  it("Dobbert : limite à (1 − M/TUR) × T", () => {
    const m = 1.04 - Math.exp(0.38 * Math.log(2.5) - 0.54);
    const limit = 0.1 * (1 - m / 2.5);
    expect(decidePoint(point(limit), "dobbert").decision).toBe("conforme");
    expect(decidePoint(point(limit + 1e-6), "dobbert").decision).toBe("non_conforme");
  });

  it("un U donné à k = 1 est ramené à k = 2 avant le TUR ; sans incertitude, pas de bande de garde", () => {
    expect(decidePoint(point(0, 0.02, 1), "wEqualsU").tur).toBeCloseTo(2.5, 12);
    expect(decidePoint(point(0.1, 0), "dobbert").decision).toBe("conforme");
  });

  it("règle non binaire : quatre zones, selon que l'intervalle erreur ± U franchit une limite", () => {
    expect(decidePoint(point(0.05), "ilacNonBinary").decision).toBe("conforme");
    expect(decidePoint(point(0.06), "ilacNonBinary").decision).toBe("conforme");
    expect(decidePoint(point(0.07), "ilacNonBinary").decision).toBe("conforme_sous_condition");
    expect(decidePoint(point(0.1), "ilacNonBinary").decision).toBe("conforme_sous_condition");
    expect(decidePoint(point(0.11), "ilacNonBinary").decision).toBe("non_conforme_sous_condition");
    expect(decidePoint(point(0.14), "ilacNonBinary").decision).toBe("non_conforme_sous_condition");
    expect(decidePoint(point(0.1401), "ilacNonBinary").decision).toBe("non_conforme");
    expect(decidePoint(point(-0.5), "ilacNonBinary").decision).toBe("non_conforme");
  });

  it("une tolérance dissymétrique garde ses limites propres", () => {
    const figures = decidePoint({ ...point(0.05), tolerance: { lower: -0.02, upper: 0.18 } }, "wEqualsU");
    expect(figures.acceptance.lower).toBeCloseTo(0.02, 12);
    expect(figures.acceptance.upper).toBeCloseTo(0.14, 12);
    expect(figures.decision).toBe("conforme");
  });

  it("un événement prend la pire décision de ses points", () => {
    expect(worstDecision(["conforme", "conforme_sous_condition", "conforme"])).toBe(
      "conforme_sous_condition",
    );
    expect(worstDecision(["conforme", "non_conforme"])).toBe("non_conforme");
    expect(worstDecision([])).toBeNull();
  });
});
