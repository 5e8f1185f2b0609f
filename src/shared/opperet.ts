/**
 * The OPPERET calculation (FD X 07-014 annex D, the documented variant of DESIGN.md §6). Pure: the
 * server computes and stores results with it, the results page explains them with it.
 *
 * For one equipment, over the criteria j that have at least one rating (weight w_j) and their
 * raters' scores s_jr:
 *   m_j = mean of the scores; d_j = population standard deviation (0 for one rater)
 *   g_j = clamp(m_j − k2·d_j, −2, +2)                       dispersion-corrected grade
 *   G   = Σ w_j·g_j / Σ w_j, rounded to 3 decimals             global score, in [−2, +2]
 *   OPPERET score = (G + 2) / 4 × 100, one decimal
 *   factor = 2^(k1·a·G/2);  new period = min(pmax, max(1, round(current × factor)))
 * Rounding is half away from zero, after removing floating-point noise.
 */

export interface OpperetParameters {
  /** Weighting coefficient (default 1). */
  k1: number;
  /** Dispersion-correcting coefficient (default 0): disagreement between raters shortens the period. */
  k2: number;
  /** Maximum period in months (default 60). */
  pmax: number;
}

export interface CriterionRatings {
  criterionId: number;
  weight: number;
  /** One score per rater (the chosen scale entry's score, −2 … +2). */
  scores: readonly number[];
}

export interface CriterionContribution {
  criterionId: number;
  weight: number;
  mean: number;
  dispersion: number;
  /** g_j: the mean corrected for dispersion, clamped to [−2, +2]. */
  grade: number;
  /** w_j·g_j / Σw: this criterion's share of the global score. */
  contribution: number;
}

export type OpperetOutcome =
  | {
      kind: "computed";
      globalScore: number;
      opperetScore: number;
      adjustmentFactor: number;
      newPeriod: number;
      contributions: CriterionContribution[];
    }
  /** No criterion has a rating on this equipment. */
  | { kind: "unrated" }
  /** The current period is 0 (unknown): nothing to adjust. */
  | { kind: "unknown-period" };

/** Half away from zero, to `decimals` places, ignoring floating-point noise (16.4999999… is 16.5). */
export function round(value: number, decimals = 0): number {
  const factor = 10 ** decimals;
  const magnitude = Math.abs(value) * factor;
  // Twelve significant digits move a magnitude under 1e5 by less than 1e-6: far from a half, the
  // rounding is the same without them, and the text conversion was most of a calculation's time.
  const nearHalf = Math.abs(magnitude - Math.floor(magnitude) - 0.5) <= 1e-6;
  const scaled = magnitude < 1e5 && !nearHalf ? magnitude : Number(magnitude.toPrecision(12));
  const rounded = (Math.sign(value) * Math.round(scaled)) / factor;
  return Object.is(rounded, -0) ? 0 : rounded;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function computeNewPeriod(input: {
  currentPeriod: number;
  criteria: readonly CriterionRatings[];
  parameters: OpperetParameters;
  /** The request's adjustment factor a (always 1 from the rating page, spec §7). */
  adjustmentFactor?: number;
}): OpperetOutcome {
  const { k1, k2, pmax } = input.parameters;
  const rated = input.criteria.filter((c) => c.scores.length > 0 && c.weight > 0);
  if (rated.length === 0) return { kind: "unrated" };
  if (input.currentPeriod <= 0) return { kind: "unknown-period" };

  const totalWeight = rated.reduce((sum, c) => sum + c.weight, 0);
  const graded = rated.map((c) => {
    const mean = c.scores.reduce((sum, s) => sum + s, 0) / c.scores.length;
    const variance = c.scores.reduce((sum, s) => sum + (s - mean) ** 2, 0) / c.scores.length;
    const dispersion = Math.sqrt(variance);
    const grade = clamp(mean - k2 * dispersion, -2, 2);
    return { criterion: c, mean, dispersion, grade };
  });
  const globalScore = round(
    graded.reduce((sum, g) => sum + g.criterion.weight * g.grade, 0) / totalWeight,
    3,
  );
  const factor = 2 ** ((k1 * (input.adjustmentFactor ?? 1) * globalScore) / 2);
  const newPeriod = clamp(round(input.currentPeriod * factor), 1, Math.max(1, pmax));
  return {
    kind: "computed",
    globalScore,
    opperetScore: opperetScoreOf(globalScore),
    adjustmentFactor: round(factor, 3),
    newPeriod,
    contributions: graded.map((g) => ({
      criterionId: g.criterion.criterionId,
      weight: g.criterion.weight,
      mean: round(g.mean, 3),
      dispersion: round(g.dispersion, 3),
      grade: round(g.grade, 3),
      contribution: round((g.criterion.weight * g.grade) / totalWeight, 3),
    })),
  };
}

/** (G + 2) / 4 × 100, one decimal: the global score on a 0–100 scale (audit screen, badges). */
export function opperetScoreOf(globalScore: number): number {
  return round(((globalScore + 2) / 4) * 100, 1);
}

export const EVOLUTION_STATUSES = ["extended", "reduced", "maintained"] as const;
export type EvolutionStatus = (typeof EVOLUTION_STATUSES)[number];

export const EVOLUTION_LABELS: Record<EvolutionStatus, string> = {
  extended: "Période Étendue",
  reduced: "Période Réduite",
  maintained: "Période Maintenue",
};

/** Spec §4: (effective − current) / current; above +10 % extended, below −10 % reduced. */
export function evolutionOf(
  currentPeriod: number,
  effectivePeriod: number,
): { percent: number; status: EvolutionStatus } {
  const difference = effectivePeriod - currentPeriod;
  const percent = currentPeriod > 0 ? (difference / currentPeriod) * 100 : 0;
  // Compared in whole numbers, so that exactly ±10 % is "maintained".
  const status: EvolutionStatus =
    10 * difference > currentPeriod
      ? "extended"
      : 10 * difference < -currentPeriod
        ? "reduced"
        : "maintained";
  return { percent, status };
}

/**
 * Spec §9: 80 or more default, 60 to 79.9 secondary, below 60 destructive; the score is read as it
 * is shown, to one decimal (79.96 shows "80,0" and is default).
 */
export function opperetBadge(score: number): "default" | "secondary" | "destructive" {
  const shown = Math.round(score * 10) / 10;
  if (shown >= 80) return "default";
  if (shown >= 60) return "secondary";
  return "destructive";
}
