import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type CriterionRatings,
  computeNewPeriod,
  EVOLUTION_LABELS,
  evolutionOf,
  type OpperetParameters,
  opperetBadge,
  opperetScoreOf,
  round,
} from "./opperet";

const DEFAULTS: OpperetParameters = { k1: 1, k2: 0, pmax: 60 };

function result(
  currentPeriod: number,
  criteria: CriterionRatings[],
  parameters: Partial<OpperetParameters> = {},
) {
  const outcome = computeNewPeriod({ currentPeriod, criteria, parameters: { ...DEFAULTS, ...parameters } });
  if (outcome.kind !== "computed") throw new Error(`skipped: ${outcome.kind}`);
  return outcome;
}

describe("Calcul OPPERET (DESIGN.md §6) — cas calculés à la main", () => {
  it("un évaluateur, k2 = 0 : G = Σ w·g / Σ w", () => {
    // G = (2×2 + 1×(−1)) / 3 = 1 ; facteur 2^(1/2) = 1,41421 ; 12 × 1,41421 = 16,97 → 17
    const r = result(12, [
      { criterionId: 1, weight: 2, scores: [2] },
      { criterionId: 2, weight: 1, scores: [-1] },
    ]);
    expect(r.globalScore).toBe(1);
    expect(r.adjustmentFactor).toBe(Number(Math.SQRT2.toFixed(3)));
    expect(r.newPeriod).toBe(17);
    expect(r.opperetScore).toBe(75);
    expect(r.contributions).toEqual([
      { criterionId: 1, weight: 2, mean: 2, dispersion: 0, grade: 2, contribution: 1.333 },
      { criterionId: 2, weight: 1, mean: -1, dispersion: 0, grade: -1, contribution: -0.333 },
    ]);
  });

  it("plusieurs évaluateurs, k2 > 0 : la dispersion raccourcit la période", () => {
    // A : m = 1, d = 1 (écart type de population de [2, 0]) → g = 1 − 0,5 × 1 = 0,5
    // B : m = −1, d = 0 → g = −1 ; G = (0,5 − 1) / 2 = −0,25 ; 2^(−0,125) = 0,917 ; 24 × 0,917 = 22,01 → 22
    const r = result(
      24,
      [
        { criterionId: 1, weight: 1, scores: [2, 0] },
        { criterionId: 2, weight: 1, scores: [-1, -1, -1] },
      ],
      { k2: 0.5 },
    );
    expect(r.contributions.map((c) => [c.mean, c.dispersion, c.grade])).toEqual([
      [1, 1, 0.5],
      [-1, 0, -1],
    ]);
    expect(r.globalScore).toBe(-0.25);
    expect(r.adjustmentFactor).toBe(0.917);
    expect(r.newPeriod).toBe(22);
    expect(r.opperetScore).toBe(43.8);
  });

  it("k1 ≠ 1 amplifie l'ajustement", () => {
    // G = 1, k1 = 2 → facteur 2^(2×1/2) = 2 → 6 × 2 = 12
    expect(result(6, [{ criterionId: 1, weight: 1, scores: [1] }], { k1: 2 }).newPeriod).toBe(12);
  });

  it("un critère non noté est laissé hors des deux sommes, jamais compté comme 0", () => {
    const r = result(12, [
      { criterionId: 1, weight: 2, scores: [1] },
      { criterionId: 2, weight: 5, scores: [] },
    ]);
    expect(r.globalScore).toBe(1);
    expect(r.contributions.map((c) => c.criterionId)).toEqual([1]);
  });

  it("borne la période à 1 mois et à pmax", () => {
    expect(result(1, [{ criterionId: 1, weight: 1, scores: [-2] }], { k1: 2 }).newPeriod).toBe(1);
    expect(result(48, [{ criterionId: 1, weight: 1, scores: [2] }]).newPeriod).toBe(60);
    expect(result(48, [{ criterionId: 1, weight: 1, scores: [2] }], { pmax: 120 }).newPeriod).toBe(96);
  });

  it("borne chaque note corrigée à [−2, +2]", () => {
    // m = 1,5 ; d = 0,5 ; k2 = 10 → 1,5 − 5 = −3,5 → −2
    const r = result(12, [{ criterionId: 1, weight: 1, scores: [2, 1] }], { k2: 10 });
    expect(r.contributions[0]!.grade).toBe(-2);
    expect(r.newPeriod).toBe(6);
  });

  it("G = 0 garde la période", () => {
    expect(result(18, [{ criterionId: 1, weight: 1, scores: [-1, 1] }]).newPeriod).toBe(18);
  });

  it("arrondit G à 3 décimales avant de calculer la période, pour que les chiffres stockés se reproduisent", () => {
    // G = (1 + 1 + 0) / 3 = 0,6667 → 0,667 ; 2^(0,3335) = 1,260 ; 10 × 1,2601 = 12,6 → 13
    const r = result(10, [
      { criterionId: 1, weight: 1, scores: [1] },
      { criterionId: 2, weight: 1, scores: [1] },
      { criterionId: 3, weight: 1, scores: [0] },
    ]);
    expect(r.globalScore).toBe(0.667);
    expect(r.adjustmentFactor).toBe(1.26);
    expect(r.newPeriod).toBe(13);
  });

  it("ne calcule rien sans notation ou sans période actuelle connue", () => {
    expect(computeNewPeriod({ currentPeriod: 12, criteria: [], parameters: DEFAULTS }).kind).toBe("unrated");
    expect(
      computeNewPeriod({
        currentPeriod: 12,
        criteria: [{ criterionId: 1, weight: 1, scores: [] }],
        parameters: DEFAULTS,
      }).kind,
    ).toBe("unrated");
    expect(
      computeNewPeriod({
        currentPeriod: 0,
        criteria: [{ criterionId: 1, weight: 1, scores: [1] }],
        parameters: DEFAULTS,
      }).kind,
    ).toBe("unknown-period");
  });
});

describe("Le facteur d'ajustement a de la demande (DESIGN.md §6, étape 5)", () => {
  it("entre dans l'exposant avec k1 : 2^(k1·a·G/2)", () => {
    // G = 1, k1 = 1, a = 2 → 2^(1 × 2 × 1 / 2) = 2 → 6 × 2 = 12
    const doubled = computeNewPeriod({
      currentPeriod: 6,
      criteria: [{ criterionId: 1, weight: 1, scores: [1] }],
      parameters: DEFAULTS,
      adjustmentFactor: 2,
    });
    expect(doubled).toMatchObject({ kind: "computed", globalScore: 1, adjustmentFactor: 2, newPeriod: 12 });
    // G = 1, k1 = 2, a = 0,5 → 2^(2 × 0,5 × 1 / 2) = 2^0,5 = 1,414 → 12 × 1,41421 = 16,97 → 17
    const halved = computeNewPeriod({
      currentPeriod: 12,
      criteria: [{ criterionId: 1, weight: 1, scores: [1] }],
      parameters: { ...DEFAULTS, k1: 2 },
      adjustmentFactor: 0.5,
    });
    expect(halved).toMatchObject({
      kind: "computed",
      adjustmentFactor: Number(Math.SQRT2.toFixed(3)),
      newPeriod: 17,
    });
  });

  it("vaut 1 quand la demande n'en donne pas", () => {
    // G = −1, k1 = 1 → 2^(−0,5) = 0,707 → 12 × 0,70711 = 8,49 → 8
    const r = result(12, [{ criterionId: 1, weight: 1, scores: [-1] }]);
    expect(r.adjustmentFactor).toBe(Number(Math.SQRT1_2.toFixed(3)));
    expect(r.newPeriod).toBe(8);
  });
});

describe("Un critère de poids nul ne compte pas (DESIGN.md §6, étape 3)", () => {
  it("laisse G inchangé", () => {
    // G = 2 × 1 / 2 = 1, le critère de poids 0 noté −2 n'y change rien
    const r = result(12, [
      { criterionId: 1, weight: 2, scores: [1] },
      { criterionId: 2, weight: 0, scores: [-2, -2] },
    ]);
    expect(r.globalScore).toBe(1);
    expect(r.newPeriod).toBe(17);
  });

  it("ne donne aucun résultat quand tous les critères notés ont un poids nul (Σ w = 0)", () => {
    expect(
      computeNewPeriod({
        currentPeriod: 12,
        criteria: [
          { criterionId: 1, weight: 0, scores: [1] },
          { criterionId: 2, weight: 0, scores: [-2] },
        ],
        parameters: DEFAULTS,
      }),
    ).toEqual({ kind: "unrated" });
  });
});

describe("Score OPPERET = (G + 2) / 4 × 100, une décimale (DESIGN.md §6, étape 4)", () => {
  it.each([
    [2, 100],
    [-2, 0],
    [0, 50],
    [1.5, 87.5],
    [-0.25, 43.8],
    [0.667, 66.7],
  ])("G = %f → %f", (globalScore, expected) => {
    expect(opperetScoreOf(globalScore)).toBe(expected);
  });
});

describe("Arrondi au plus proche, le demi loin de zéro, sans bruit de virgule flottante", () => {
  it.each([
    [2.4, 0, 2],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [-0.5, 0, -1],
    [1.2345, 2, 1.23],
    [-1.2355, 2, -1.24],
    // 1,005 × 100 = 100,49999999999999 en virgule flottante : c'est pourtant un demi
    [1.005, 2, 1.01],
    [-1.005, 2, -1.01],
    [0.285, 2, 0.29],
  ])("%f à %i décimales → %f", (value, decimals, expected) => {
    expect(round(value, decimals)).toBe(expected);
  });

  it("ne rend jamais −0 (toBe compare avec Object.is)", () => {
    expect(round(-0.4)).toBe(0);
    expect(round(-0.0004, 3)).toBe(0);
  });

  it("rend, loin d'un demi comme tout près, ce que rend l'arrondi à douze chiffres significatifs", () => {
    const reference = (value: number, decimals: number) => {
      const factor = 10 ** decimals;
      const scaled = Number((Math.abs(value) * factor).toPrecision(12));
      const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
      return Object.is(rounded, -0) ? 0 : rounded;
    };
    const nearHalves = fc
      .tuple(
        fc.integer({ min: -200_000, max: 200_000 }),
        fc.integer({ min: 0, max: 3 }),
        fc.double({ min: -1e-5, max: 1e-5, noNaN: true }),
      )
      .map(([whole, decimals, noise]) => [(whole + 0.5) / 10 ** decimals + noise, decimals] as const);
    const anywhere = fc.tuple(
      fc.double({ min: -1e7, max: 1e7, noNaN: true }),
      fc.integer({ min: 0, max: 3 }),
    );
    fc.assert(
      fc.property(fc.oneof(nearHalves, anywhere), ([value, decimals]) => {
        expect(round(value, decimals)).toBe(reference(value, decimals));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe("Évolution d'une période (spec §4)", () => {
  it.each([
    [12, 17, "extended", 41.7],
    [12, 13, "maintained", 8.3],
    [10, 11, "maintained", 10],
    [10, 9, "maintained", -10],
    [12, 10, "reduced", -16.7],
  ] as const)("%i → %i mois : %s (%f %)", (current, effective, status, percent) => {
    const e = evolutionOf(current, effective);
    expect(e.status).toBe(status);
    expect(Math.round(e.percent * 10) / 10).toBe(percent);
  });

  it("une période actuelle inconnue (0) donne 0 %, jamais une division par zéro", () => {
    expect(evolutionOf(0, 12).percent).toBe(0);
    expect(evolutionOf(0, 0).percent).toBe(0);
  });

  it("nomme les trois statuts dans les mots de la spécification", () => {
    expect(EVOLUTION_LABELS).toEqual({
      extended: "Période Étendue",
      reduced: "Période Réduite",
      maintained: "Période Maintenue",
    });
  });
});

describe("Badge OPPERET (spec §9)", () => {
  it.each([
    [80, "default"],
    [100, "default"],
    [79.9, "secondary"],
    [60, "secondary"],
    [59.9, "destructive"],
  ] as const)("%f → %s", (score, variant) => {
    expect(opperetBadge(score)).toBe(variant);
  });

  it("le style suit le score tel qu'il est affiché, à une décimale", () => {
    expect(opperetBadge(79.96)).toBe("default");
    expect(opperetBadge(79.94)).toBe("secondary");
    expect(opperetBadge(59.95)).toBe("secondary");
    expect(opperetBadge(59.94)).toBe("destructive");
    expect(opperetBadge(0)).toBe("destructive");
  });
});

const score = fc.integer({ min: -20, max: 20 }).map((n) => n / 10);
const criterion = fc.record({
  criterionId: fc.nat(),
  weight: fc.integer({ min: 1, max: 99 }).map((n) => n / 10),
  scores: fc.array(score, { minLength: 1, maxLength: 5 }),
});
const parameters = fc.record({
  k1: fc.integer({ min: 1, max: 30 }).map((n) => n / 10),
  k2: fc.integer({ min: 0, max: 20 }).map((n) => n / 10),
  pmax: fc.integer({ min: 1, max: 120 }),
});
const period = fc.integer({ min: 1, max: 120 });

describe("Calcul OPPERET — propriétés", () => {
  it("donne toujours un nombre entier de mois dans [1, pmax]", () => {
    fc.assert(
      fc.property(
        period,
        fc.array(criterion, { minLength: 1, maxLength: 8 }),
        parameters,
        (current, criteria, p) => {
          const r = computeNewPeriod({ currentPeriod: current, criteria, parameters: p });
          expect(r.kind).toBe("computed");
          if (r.kind !== "computed") return;
          expect(Number.isInteger(r.newPeriod)).toBe(true);
          expect(r.newPeriod).toBeGreaterThanOrEqual(1);
          expect(r.newPeriod).toBeLessThanOrEqual(p.pmax);
          expect(r.globalScore).toBeGreaterThanOrEqual(-2);
          expect(r.globalScore).toBeLessThanOrEqual(2);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("relever une note ne raccourcit jamais la période (k2 = 0)", () => {
    fc.assert(
      fc.property(
        period,
        fc.array(criterion, { minLength: 1, maxLength: 6 }),
        parameters,
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 1, max: 40 }),
        (current, criteria, p, c, s, step) => {
          const params = { ...p, k2: 0 };
          const target = criteria[c % criteria.length]!;
          const i = s % target.scores.length;
          const raised = criteria.map((x) =>
            x === target
              ? { ...x, scores: x.scores.map((v, j) => (j === i ? Math.min(2, v + step / 10) : v)) }
              : x,
          );
          const before = computeNewPeriod({ currentPeriod: current, criteria, parameters: params });
          const after = computeNewPeriod({ currentPeriod: current, criteria: raised, parameters: params });
          if (before.kind !== "computed" || after.kind !== "computed") throw new Error("not computed");
          expect(after.newPeriod).toBeGreaterThanOrEqual(before.newPeriod);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("relever d'autant toutes les notes d'un critère ne raccourcit jamais la période, quel que soit k2", () => {
    fc.assert(
      fc.property(
        period,
        fc.array(criterion, { minLength: 1, maxLength: 6 }),
        parameters,
        fc.nat(),
        fc.integer({ min: 1, max: 40 }),
        (current, criteria, p, c, step) => {
          const target = criteria[c % criteria.length]!;
          const raised = criteria.map((x) =>
            x === target ? { ...x, scores: x.scores.map((v) => v + step / 10) } : x,
          );
          const before = computeNewPeriod({ currentPeriod: current, criteria, parameters: p });
          const after = computeNewPeriod({ currentPeriod: current, criteria: raised, parameters: p });
          if (before.kind !== "computed" || after.kind !== "computed") throw new Error("not computed");
          expect(after.newPeriod).toBeGreaterThanOrEqual(before.newPeriod);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("k2 > 0 n'allonge jamais la période par rapport à k2 = 0", () => {
    fc.assert(
      fc.property(
        period,
        fc.array(criterion, { minLength: 1, maxLength: 8 }),
        parameters,
        (current, criteria, p) => {
          const without = computeNewPeriod({ currentPeriod: current, criteria, parameters: { ...p, k2: 0 } });
          const withK2 = computeNewPeriod({ currentPeriod: current, criteria, parameters: p });
          if (without.kind !== "computed" || withK2.kind !== "computed") throw new Error("not computed");
          expect(withK2.newPeriod).toBeLessThanOrEqual(without.newPeriod);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("G = 0 garde la période actuelle (dans la limite de pmax)", () => {
    fc.assert(
      fc.property(
        period,
        fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 8 }),
        parameters,
        (current, weights, p) => {
          const criteria = weights.map((w, i) => ({ criterionId: i, weight: w / 10, scores: [0, 0] }));
          const r = computeNewPeriod({ currentPeriod: current, criteria, parameters: p });
          if (r.kind !== "computed") throw new Error("not computed");
          expect(r.globalScore).toBe(0);
          expect(r.newPeriod).toBe(Math.min(current, p.pmax));
        },
      ),
      { numRuns: 500 },
    );
  });
});
