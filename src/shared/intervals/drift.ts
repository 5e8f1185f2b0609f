import { clampTo, frenchFigure, frenchPercent } from "./interval-proposal";

/**
 * The drift method of FD X 07-014 (decision 034), when as-found errors are known: between two
 * calibrations the instrument drifts from what it was left at to what it is found at. Each
 * interval gives a drift rate r_i = (found_i − left_{i−1}) / Δt_i, as a share of the tolerance per
 * unit of time; their mean d and its standard uncertainty u_d = s / √n (n ≥ 2) make the fitted
 * drift. The proposed period is the one at which the drift, with twice its uncertainty, uses up
 * what the tolerance leaves once the calibration's own uncertainty is taken:
 *   P = (1 − U/T) / (|d| + 2·u_d)
 * bounded by the company's limits. A larger drift, or a less certain one, never lengthens it.
 */

/** One calibration as the drift reads it, its errors as shares of their tolerance limit (signed). */
export interface DriftCalibration {
  /** Time since the first calibration, in the interval's unit (months). */
  time: number;
  /** The as-found error of the worst point, signed, over its tolerance limit. */
  found: number;
  /** The as-left error of that point after any adjustment (the as-found one when not adjusted). */
  left: number;
  /** U over the tolerance limit, of that calibration. */
  uncertainty: number;
}

export type DriftResult =
  | {
      kind: "proposed";
      interval: number;
      /** Mean drift rate d and its standard uncertainty u_d, in tolerance per unit of time. */
      drift: number;
      driftUncertainty: number;
      reasons: string[];
    }
  | { kind: "insufficient"; reasons: string[] };

export function driftInterval({
  calibrations,
  bounds,
}: {
  /** Oldest first. */
  calibrations: readonly DriftCalibration[];
  bounds: { min: number; max: number };
}): DriftResult {
  const rates: number[] = [];
  for (let i = 1; i < calibrations.length; i++) {
    const span = calibrations[i]!.time - calibrations[i - 1]!.time;
    if (span > 0) rates.push((calibrations[i]!.found - calibrations[i - 1]!.left) / span);
  }
  if (rates.length < 2)
    return {
      kind: "insufficient",
      reasons: [
        `${rates.length} intervalle(s) entre étalonnages aux erreurs connues : il en faut au moins 2 pour estimer une dérive et son incertitude (FD X 07-014).`,
      ],
    };
  const n = rates.length;
  const mean = rates.reduce((sum, r) => sum + r, 0) / n;
  const s = Math.sqrt(rates.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (n - 1));
  const uMean = s / Math.sqrt(n);
  const last = calibrations.at(-1)!;
  const room = Math.max(0, 1 - last.uncertainty);
  const speed = Math.abs(mean) + 2 * uMean;
  const raw = speed === 0 ? bounds.max : room / speed;
  const interval = clampTo(raw, bounds);
  return {
    kind: "proposed",
    interval,
    drift: mean,
    driftUncertainty: uMean,
    reasons: [
      `Dérive moyenne ${frenchPercent(Math.abs(mean), 2)} de la tolérance par mois (u = ${frenchPercent(uMean, 2)}), sur ${n} intervalles.`,
      `Marge laissée par l'incertitude d'étalonnage : ${frenchPercent(room, 0)} de la tolérance ; atteinte en ${speed === 0 ? "jamais" : `${frenchFigure(raw, 1)} mois`} avec deux fois l'incertitude de la dérive.`,
      ...(raw !== interval
        ? [
            `Borné aux limites de l'entreprise (${frenchFigure(bounds.min)} à ${frenchFigure(bounds.max)} mois).`,
          ]
        : []),
    ],
  };
}
