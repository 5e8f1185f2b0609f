import { clampTo, frenchFigure, frenchPercent } from "./interval-proposal";

/**
 * ILAC-G24:2022 / OIML D10 method 1, « automatic adjustment or staircase » (decision 034): after
 * each calibration the interval is extended when the instrument was found in tolerance by a margin
 * (every as-found error within `margin` of its tolerance limit, 80 % by default), reduced when it
 * was found out of tolerance, and kept otherwise (in tolerance, but close to a limit). The steps
 * follow the calibrations in order from the interval the instrument had before the first one; the
 * company sets the factors and the bounds.
 */

/** One calibration as the staircase reads it: when, and its worst as-found point. */
export interface StaircaseCalibration {
  date: string;
  /** Every as-found point conformed (under the event's rule). */
  conforming: boolean;
  /** The largest |error| over its tolerance limit on that side, among the as-found points (1 = at the limit). */
  worstShare: number;
}

export interface StaircaseSettings {
  /** Extension when found in tolerance by the margin: ×1.25 by default. */
  extendFactor: number;
  /** Reduction when found out of tolerance: ×0.5 by default. */
  reduceFactor: number;
  /** The share of the tolerance the errors must stay within to extend: 0.8 by default. */
  margin: number;
  /** The interval's bounds, in the unit of the interval. */
  min: number;
  max: number;
}

export const STAIRCASE_DEFAULTS: StaircaseSettings = {
  extendFactor: 1.25,
  reduceFactor: 0.5,
  margin: 0.8,
  min: 1,
  max: 60,
};

export type StaircaseResult =
  | {
      kind: "proposed";
      interval: number;
      steps: { date: string; step: "extend" | "reduce" | "keep"; interval: number }[];
      reasons: string[];
    }
  | { kind: "insufficient"; reasons: string[] };

/** The step one calibration gives. */
export function staircaseStep(
  calibration: StaircaseCalibration,
  margin: number,
): "extend" | "reduce" | "keep" {
  if (!calibration.conforming) return "reduce";
  return calibration.worstShare <= margin ? "extend" : "keep";
}

export function staircase({
  interval,
  calibrations,
  settings = STAIRCASE_DEFAULTS,
}: {
  /** The interval before the first of these calibrations. */
  interval: number;
  /** The decided calibrations, oldest first. */
  calibrations: readonly StaircaseCalibration[];
  settings?: StaircaseSettings;
}): StaircaseResult {
  if (!(interval > 0)) throw new RangeError(`the interval must be positive, got ${interval}`);
  if (calibrations.length === 0)
    return {
      kind: "insufficient",
      reasons: [
        "Aucun étalonnage décidé point par point : la méthode de l'escalier n'a rien à suivre (ILAC-G24, méthode 1).",
      ],
    };
  const factors = { extend: settings.extendFactor, reduce: settings.reduceFactor, keep: 1 };
  const steps: { date: string; step: "extend" | "reduce" | "keep"; interval: number }[] = [];
  let current = clampTo(interval, settings);
  for (const calibration of calibrations) {
    const step = staircaseStep(calibration, settings.margin);
    current = clampTo(current * factors[step], settings);
    steps.push({ date: calibration.date, step, interval: current });
  }
  const last = calibrations.at(-1)!;
  const lastStep = steps.at(-1)!.step;
  const said = {
    extend: `trouvé dans ${frenchPercent(settings.margin, 0)} de la tolérance (pire point à ${frenchPercent(last.worstShare, 0)}) : intervalle × ${frenchFigure(settings.extendFactor)}`,
    reduce: `trouvé hors tolérance (pire point à ${frenchPercent(last.worstShare, 0)}) : intervalle × ${frenchFigure(settings.reduceFactor)}`,
    keep: `conforme mais au-delà de ${frenchPercent(settings.margin, 0)} de la tolérance (pire point à ${frenchPercent(last.worstShare, 0)}) : intervalle gardé`,
  };
  return {
    kind: "proposed",
    interval: current,
    steps,
    reasons: [
      `${calibrations.length} étalonnage(s) suivi(s) depuis un intervalle de ${frenchFigure(interval)} ; dernier, ${said[lastStep]}.`,
      `Bornes de l'entreprise : de ${frenchFigure(settings.min)} à ${frenchFigure(settings.max)}.`,
    ],
  };
}
