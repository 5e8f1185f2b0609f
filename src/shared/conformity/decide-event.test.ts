import { describe, expect, it } from "vitest";
import {
  ASSUMED_IN_TOLERANCE_PROBABILITY,
  eventDecisions,
  type PointPhase,
  pointFigures,
  refusalOf,
  resultOfDecisions,
} from "./decide-event";
import type { PointDecision } from "./decide-point";
import { falseAcceptRisk } from "./false-accept-risk";

const tolerance = { lower: -0.3, upper: 0.3 };
const point = (error: number, expandedUncertainty = 0.1) => ({
  phase: "asFound" as const,
  error,
  expandedUncertainty,
  coverageFactor: 2,
  tolerance,
});
const of = (...points: [PointPhase, PointDecision][]) =>
  eventDecisions(points.map(([phase, decision]) => ({ phase, decision })));

describe("Décision d'un étalonnage à partir de ses points", () => {
  it("chiffres d'un point : TUR, limites, facteur et PFA de la règle", () => {
    const figures = pointFigures(point(0.2), "wEqualsU");
    expect(figures.tur).toBeCloseTo(3, 12);
    expect(figures.acceptance.upper).toBeCloseTo(0.2, 12);
    expect(figures.decision).toBe("conforme");
    expect(figures.falseAcceptRisk).toBeCloseTo(
      falseAcceptRisk({ itp: ASSUMED_IN_TOLERANCE_PROBABILITY, tur: 3, guardBandFactor: 2 / 3 }),
      12,
    );
    // A guard band lowers the false accept risk against simple acceptance at the same TUR.
    expect(figures.falseAcceptRisk).toBeLessThan(pointFigures(point(0.2), "simple").falseAcceptRisk);
  });

  it("sans incertitude : TUR nul (non borné), PFA nulle, décision sur la tolérance", () => {
    const figures = pointFigures(point(0.3, 0), "dobbert");
    expect(figures).toMatchObject({
      tur: null,
      falseAcceptRisk: 0,
      decision: "conforme",
      guardBandFactor: 1,
    });
    expect(pointFigures(point(0.31, 0), "dobbert").decision).toBe("non_conforme");
  });

  it("la décision d'un étalonnage est la pire de ses points, par phase", () => {
    expect(of(["asFound", "conforme"], ["asFound", "non_conforme"], ["asLeft", "conforme"])).toEqual({
      decision: "non_conforme",
      asLeftDecision: "conforme",
    });
    expect(of(["asFound", "conforme_sous_condition"], ["asFound", "conforme"])).toEqual({
      decision: "conforme_sous_condition",
      asLeftDecision: null,
    });
    expect(of()).toEqual({ decision: null, asLeftDecision: null });
  });

  it("résultat décidé : un point non conforme (même sous condition) rend l'étalonnage non conforme", () => {
    expect(resultOfDecisions(of(["asFound", "non_conforme_sous_condition"]))).toBe("non_conforme");
    expect(resultOfDecisions(of(["asFound", "non_conforme"], ["asLeft", "conforme"]))).toBe("non_conforme");
    expect(resultOfDecisions(of(["asFound", "conforme"], ["asLeft", "non_conforme"]))).toBe("non_conforme");
    expect(resultOfDecisions(of(["asFound", "conforme"], ["asLeft", "conforme"]))).toBe("ajuste");
    expect(resultOfDecisions(of(["asFound", "conforme_sous_condition"]))).toBe("conforme");
    expect(resultOfDecisions(of())).toBeNull();
  });

  it("un résultat saisi qui contredit les points est refusé, avec sa raison", () => {
    const failing = of(["asFound", "non_conforme"]);
    expect(refusalOf("conforme", failing)).toBe("asFoundNotConforming");
    expect(refusalOf("ajuste", of(["asFound", "non_conforme"], ["asLeft", "conforme"]))).toBe(
      "asFoundNotConforming",
    );
    expect(refusalOf("non_conforme", failing)).toBeNull();
    expect(refusalOf("non_conforme", of(["asFound", "conforme"]))).toBe("pointsConforming");
    expect(refusalOf("ajuste", of(["asFound", "conforme"]))).toBe("adjustedWithoutAsLeft");
    expect(refusalOf("ajuste", of())).toBe("adjustedWithoutAsLeft");
    expect(refusalOf("ajuste", of(["asLeft", "non_conforme"]))).toBe("asLeftNotConforming");
    expect(refusalOf("ajuste", of(["asFound", "conforme"], ["asLeft", "conforme"]))).toBeNull();
    // Found fit and adjusted all the same: « conforme » stays true.
    expect(refusalOf("conforme", of(["asFound", "conforme"], ["asLeft", "conforme"]))).toBeNull();
    // Without points the typed result stands (« ajusté » excepted).
    expect(refusalOf("conforme", of())).toBeNull();
    expect(refusalOf("non_conforme", of())).toBeNull();
  });
});
