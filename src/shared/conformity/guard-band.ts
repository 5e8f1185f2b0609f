/**
 * Decision rules with a guard band (ILAC-G8:09/2019 §4.2): the acceptance limit is the tolerance
 * limit reduced by a guard band w, given here as the acceptance limit over the tolerance limit,
 * A / T, from the test uncertainty ratio TUR = T / U (U the expanded uncertainty, k = 2). Sources in
 * docs/decisions/032-conformity-with-its-uncertainty.md.
 */
export const GUARD_BAND_METHODS = ["simple", "wEqualsU", "rp10", "dobbert"] as const;
export type GuardBandMethod = (typeof GUARD_BAND_METHODS)[number];

const clampToTolerance = (factor: number) => Math.min(1, Math.max(0, factor));

/**
 * The acceptance limit as a fraction of the tolerance limit (1: no guard band; 0: nothing can be
 * accepted):
 * - `simple`: simple acceptance, w = 0 (ILAC-G8 §4.2.1): 1;
 * - `wEqualsU`: guarded acceptance with w = U (ILAC-G8 §4.2.2): 1 − 1/TUR;
 * - `rp10`: NCSLI RP-10, 1.25 − 1/TUR, no guard band from a TUR of 4;
 * - `dobbert`: managed risk, a false accept probability of at most 2 % whatever the in-tolerance
 *   probability (Dobbert 2008): 1 − M/TUR with M = 1.04 − exp(0.38 ln TUR − 0.54), no guard band
 *   once M ≤ 0 (TUR ≥ 4.6).
 */
export function guardBandFactor({ method, tur }: { method: GuardBandMethod; tur: number }): number {
  if (!(tur > 0)) throw new RangeError(`TUR must be positive, got ${tur}`);
  switch (method) {
    case "simple":
      return 1;
    case "wEqualsU":
      return clampToTolerance(1 - 1 / tur);
    case "rp10":
      return clampToTolerance(1.25 - 1 / tur);
    case "dobbert": {
      const m = 1.04 - Math.exp(0.38 * Math.log(tur) - 0.54);
      return clampToTolerance(1 - m / tur);
    }
  }
}
