import type { PublicCriterion, PublicRating } from "../../../shared/api/public-links";

/** One cell of the grid: an equipment on a criterion. */
export const cellKey = (equipmentId: number, criterionId: number) => `${equipmentId}:${criterionId}`;

/** What the server holds for the operator: each cell's chosen scale entry, and whether it waits for review. */
export interface SavedCell {
  verbatimId: number;
  pending: boolean;
}

/** The operator's ratings by cell. A rating without a scale entry any more (its scale changed) is left out. */
export function savedCells(ratings: readonly PublicRating[]): Map<string, SavedCell> {
  const cells = new Map<string, SavedCell>();
  for (const rating of ratings) {
    if (rating.verbatimId === null) continue;
    cells.set(cellKey(rating.equipmentId, rating.criteriaId), {
      verbatimId: rating.verbatimId,
      pending: rating.pending,
    });
  }
  return cells;
}

/** Cell → chosen scale entry id, as chosen on this page since it was loaded or last saved. */
export type Edits = ReadonlyMap<string, number>;

/** The scale entry a cell shows: the one just chosen, else the saved one, else none. */
export function shownChoice(edits: Edits, saved: ReadonlyMap<string, SavedCell>, key: string): number | null {
  return edits.get(key) ?? saved.get(key)?.verbatimId ?? null;
}

/**
 * The ratings to send: the cells chosen on this page whose choice differs from what is saved, for
 * equipment and criteria still shown, in the grid's order.
 */
export function changedRatings(
  edits: Edits,
  saved: ReadonlyMap<string, SavedCell>,
  equipmentIds: readonly number[],
  criteria: readonly Pick<PublicCriterion, "id">[],
): { equipmentId: number; criteriaId: number; verbatimId: number }[] {
  const changed: { equipmentId: number; criteriaId: number; verbatimId: number }[] = [];
  for (const equipmentId of equipmentIds)
    for (const criterion of criteria) {
      const key = cellKey(equipmentId, criterion.id);
      const chosen = edits.get(key);
      if (chosen !== undefined && chosen !== saved.get(key)?.verbatimId)
        changed.push({ equipmentId, criteriaId: criterion.id, verbatimId: chosen });
    }
  return changed;
}

/** The group rating: each picked criterion's entry set on every selected equipment. */
export function withGroupRating(
  edits: Edits,
  equipmentIds: Iterable<number>,
  picks: ReadonlyMap<number, number>,
): Map<string, number> {
  const next = new Map(edits);
  for (const equipmentId of equipmentIds)
    for (const [criterionId, scaleId] of picks) next.set(cellKey(equipmentId, criterionId), scaleId);
  return next;
}

/**
 * The operator's ratings once a save is through: the sent cells now hold their entry, waiting for
 * review or not; the answer to the next read will say the same.
 */
export function withSavedRatings(
  ratings: readonly PublicRating[],
  sent: readonly { equipmentId: number; criteriaId: number; verbatimId: number }[],
  criteria: readonly PublicCriterion[],
  pending: boolean,
): PublicRating[] {
  const byKey = new Map(ratings.map((r) => [cellKey(r.equipmentId, r.criteriaId), r]));
  for (const cell of sent) {
    const scale = criteria
      .find((c) => c.id === cell.criteriaId)
      ?.scales.find((s) => s.id === cell.verbatimId);
    if (!scale) continue;
    byKey.set(cellKey(cell.equipmentId, cell.criteriaId), {
      ...cell,
      verbatim: scale.description,
      grade: scale.grade,
      pending,
    });
  }
  return [...byKey.values()];
}
