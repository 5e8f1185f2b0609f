import binomialCdf from "@stdlib/stats-base-dists-binomial-cdf";
import binomialPmf from "@stdlib/stats-base-dists-binomial-pmf";
import { frenchFigure, frenchPercent } from "./interval-proposal";

/**
 * NCSL RP-1 method A3, the interval test (decision 034). Over a family of instruments calibrated at
 * the current interval I0, n calibrations of which `inTolerance` were found in tolerance: the
 * observed reliability R0 = inTolerance / n is tested against the target Rt with the binomial
 * distribution. The rejection confidence Q says how sure one is that R0 differs from Rt:
 *   R0 < Rt:  Q = 1 − 2·B(x; n, Rt)              (B the binomial CDF, x = inTolerance)
 *   R0 > Rt:  Q = 2·B(x − 1; n, Rt) − 1          (the same test from above, see below)
 *   R0 = 0 or 1: Q = 1 − b(x; n, Rt)             (b the binomial probability)
 * and the interval is extrapolated, within the change limits [I0/c, c·I0] (c = 2 by RP-1):
 *   R0 < Rt:  I = I0 · max(1/c, 10^((R0 − Rt)·Q))
 *   R0 > Rt:  I = I0 · min(c, 10^((R0 − Rt)/(1 − Q)))
 * The interval changes only when Q exceeds the confidence asked (50 % by default); otherwise the
 * current interval is kept. Checked against the 2019 NCSL tutorial's cases as tested in
 * sandialabs/suncal `test/test_interval.py`.
 *
 * Where that implementation and the RP-1 text differ: suncal takes Q = B(x; n, Rt) − 1 above the
 * target, which is never positive, so a family more reliable than its target could only extend
 * when every calibration was in tolerance. RP-1 tests the observed reliability against the target
 * in both directions; Calibra follows the text, with the test from above mirroring the test from
 * below, so that a family significantly above its target is proposed a longer interval.
 */

export interface Rp1A3Input {
  /** The current interval I0, in any unit (the proposal comes in the same unit). */
  interval: number;
  inTolerance: number;
  total: number;
  /** Rt, a fraction: 0.95 by default. */
  targetReliability?: number;
  /** The confidence Q must exceed for the interval to change: 0.5 by default. */
  confidence?: number;
  /** The largest change factor c: the new interval stays within [I0/c, c·I0]. 2 by default (RP-1). */
  maxChange?: number;
  /** Fewer calibrations than this: too little history to test (5 by default). */
  minimumTotal?: number;
}

export type Rp1A3Result =
  | {
      kind: "proposed";
      /** The proposed interval, in the unit of `interval`, unrounded. */
      interval: number;
      /** The extrapolated interval before the confidence test (the one proposed when Q is enough). */
      calculated: number;
      rejectionConfidence: number;
      observedReliability: number;
      reasons: string[];
    }
  | { kind: "insufficient"; reasons: string[] };

export const RP1_A3_DEFAULTS = { targetReliability: 0.95, confidence: 0.5, maxChange: 2, minimumTotal: 5 };

/** The rejection confidence Q of the observed count against the target. */
export function rejectionConfidence({
  inTolerance,
  total,
  target,
}: {
  inTolerance: number;
  total: number;
  target: number;
}) {
  const observed = inTolerance / total;
  if (inTolerance === 0 || inTolerance === total) return 1 - binomialPmf(inTolerance, total, target);
  if (observed < target) return 1 - 2 * binomialCdf(inTolerance, total, target);
  if (observed > target) return 2 * binomialCdf(inTolerance - 1, total, target) - 1;
  return 0;
}

export function rp1A3(input: Rp1A3Input): Rp1A3Result {
  const { interval, inTolerance, total } = input;
  const target = input.targetReliability ?? RP1_A3_DEFAULTS.targetReliability;
  const confidence = input.confidence ?? RP1_A3_DEFAULTS.confidence;
  const change = input.maxChange ?? RP1_A3_DEFAULTS.maxChange;
  const minimum = input.minimumTotal ?? RP1_A3_DEFAULTS.minimumTotal;
  if (!(interval > 0)) throw new RangeError(`the interval must be positive, got ${interval}`);
  if (!(target > 0 && target < 1))
    throw new RangeError(`the target reliability must be in ]0, 1[, got ${target}`);
  if (!Number.isInteger(total) || !Number.isInteger(inTolerance) || inTolerance < 0 || inTolerance > total)
    throw new RangeError("inTolerance and total must be whole numbers, 0 ≤ inTolerance ≤ total");
  if (total < minimum)
    return {
      kind: "insufficient",
      reasons: [
        `${total} étalonnage(s) à l'intervalle actuel dans la famille : il en faut au moins ${minimum} pour tester sa fiabilité (NCSL RP-1, méthode A3).`,
      ],
    };
  const observed = inTolerance / total;
  const q = rejectionConfidence({ inTolerance, total, target });
  const factor =
    observed < target
      ? Math.max(1 / change, 10 ** ((observed - target) * q))
      : observed > target
        ? q >= 1
          ? change
          : Math.min(change, 10 ** ((observed - target) / (1 - q)))
        : 1;
  const calculated = interval * factor;
  const changes = q > confidence && factor !== 1;
  const reasons = [
    `Fiabilité observée ${frenchPercent(observed)} (${inTolerance} conforme(s) sur ${total}) pour une cible de ${frenchPercent(target, 0)}.`,
    `Confiance de rejet ${frenchPercent(Math.max(q, 0), 2)} : ${
      changes
        ? `au-delà du seuil de ${frenchPercent(confidence, 0)}, l'écart à la cible est significatif.`
        : `sous le seuil de ${frenchPercent(confidence, 0)}, l'intervalle actuel est gardé.`
    }`,
    ...(changes
      ? [
          `Intervalle extrapolé : ${frenchFigure(interval)} × ${frenchFigure(factor, 3)} = ${frenchFigure(calculated, 1)}, dans les limites de ×${frenchFigure(1 / change, 2)} à ×${frenchFigure(change)} de NCSL RP-1.`,
        ]
      : []),
  ];
  return {
    kind: "proposed",
    interval: changes ? calculated : interval,
    calculated,
    rejectionConfidence: Math.max(q, 0),
    observedReliability: observed,
    reasons,
  };
}
