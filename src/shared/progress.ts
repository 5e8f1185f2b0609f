/**
 * A share as a whole percent (spec §9: percentages are rounded), 0 of nothing. It reads 100 only
 * when everything is done: 199 of 200 is 99 %, never a rounded 100 % that would claim completion.
 */
export function completionPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  const rounded = Math.round((100 * done) / total);
  return done < total ? Math.min(99, rounded) : rounded;
}
