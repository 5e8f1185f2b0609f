import normalCdf from "@stdlib/stats-base-dists-normal-cdf";
import normalQuantile from "@stdlib/stats-base-dists-normal-quantile";

/**
 * The global (unconditional) probability of false accept of a normal process centred in its
 * symmetric tolerance ±1, measured with a normal, unbiased measurement error, and accepted within
 * ±acceptanceLimit (NCSLI RP-18, Deaver 1994, ASME B89.7.4.1):
 *
 *   PFA = 2 ∫₁^∞ φ(t; σp) [Φ((A − t)/σt) − Φ((−A − t)/σt)] dt
 *
 * integrated by Simpson's rule where the integrand is not negligible (up to twelve standard
 * deviations of the narrower distribution beyond the limit).
 */
export function falseAcceptOfNormalProcess({
  sigmaProcess,
  sigmaTest,
  acceptanceLimit,
}: {
  sigmaProcess: number;
  sigmaTest: number;
  acceptanceLimit: number;
}): number {
  if (!(sigmaProcess > 0) || !(sigmaTest > 0) || !(acceptanceLimit >= 0))
    throw new RangeError("sigmaProcess and sigmaTest must be positive, acceptanceLimit non-negative");
  // Beyond twelve standard deviations of the process past the limit, or of the measurement past the
  // acceptance limit, the integrand is below 1e-30.
  const end = Math.min(1 + 12 * sigmaProcess, Math.max(1, acceptanceLimit) + 12 * sigmaTest);
  const integrand = (t: number) =>
    (Math.exp(-0.5 * (t / sigmaProcess) ** 2) / (sigmaProcess * Math.sqrt(2 * Math.PI))) *
    (normalCdf(acceptanceLimit - t, 0, sigmaTest) - normalCdf(-acceptanceLimit - t, 0, sigmaTest));
  const intervals = 4000;
  const h = (end - 1) / intervals;
  let sum = integrand(1) + integrand(end);
  for (let i = 1; i < intervals; i++) sum += (i % 2 === 1 ? 4 : 2) * integrand(1 + i * h);
  return 2 * ((sum * h) / 3);
}

/**
 * The standard deviation of a normal process centred in its tolerance ±1 that is in tolerance with
 * probability `itp`.
 */
export function processSigmaOf(itp: number): number {
  if (!(itp > 0 && itp < 1)) throw new RangeError(`itp must be between 0 and 1, got ${itp}`);
  return 1 / normalQuantile((1 + itp) / 2, 0, 1);
}

/**
 * The global probability of false accept (a fraction) of a normal process with in-tolerance
 * probability `itp`, measured with a test uncertainty ratio TUR = T / U (U expanded, k = 2, so that
 * the measurement's standard deviation is T / (2 TUR)), accepted within `guardBandFactor` × T.
 */
export function falseAcceptRisk({
  itp,
  tur,
  guardBandFactor = 1,
}: {
  itp: number;
  tur: number;
  guardBandFactor?: number;
}): number {
  if (!(tur > 0)) throw new RangeError(`TUR must be positive, got ${tur}`);
  return falseAcceptOfNormalProcess({
    sigmaProcess: processSigmaOf(itp),
    sigmaTest: 1 / (2 * tur),
    acceptanceLimit: guardBandFactor,
  });
}
