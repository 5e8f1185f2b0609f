/**
 * Parts rounded so that they add up to their total as shown (issue 23): each part is rounded to
 * `decimals`, then the units lost or gained by rounding go to the parts whose rounding moved them
 * most (the largest remainder method, as a seat apportionment does). Each part differs from its
 * exact value by less than one unit of the last decimal, and the parts shown sum exactly to the
 * total shown. Used for the criteria's contributions to the global score G in the reports and the
 * results page.
 */
export function roundToTotal(parts: readonly number[], total: number, decimals: number): number[] {
  if (parts.length === 0) return [];
  const scale = 10 ** decimals;
  // Integers of the last decimal; toFixed first, so that 0.1 + 0.2 does not round as 0.30000000000000004.
  const units = (value: number) => Number((value * scale).toFixed(6));
  const target = Math.round(units(total));
  const scaled = parts.map(units);
  const floors = scaled.map(Math.floor);
  let missing = target - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = scaled
    .map((value, index) => ({ index, remainder: value - floors[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  const rounded = [...floors];
  // Units to add go to the largest remainders; units to take back (a total below the floors) to the smallest.
  for (let i = 0; missing > 0; i = (i + 1) % byRemainder.length, missing--)
    rounded[byRemainder[i]!.index]! += 1;
  for (
    let i = byRemainder.length - 1;
    missing < 0;
    i = (i - 1 + byRemainder.length) % byRemainder.length, missing++
  )
    rounded[byRemainder[i]!.index]! -= 1;
  return rounded.map((value) => value / scale + 0); // + 0: never −0
}
