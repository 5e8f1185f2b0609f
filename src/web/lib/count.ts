import { formatNumber } from "./format";

/** "1 équipement", "2 000 équipements" (French: 0 and 1 take the singular). */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatNumber(count)} ${count > 1 ? plural : singular}`;
}
