/**
 * What the rating page shows (spec §2, §4): the signed-in user's own grades, the search, the
 * 'Complètement notés' / 'Non notés' filters and the campaign's progress. Pure functions.
 */
import type { CampaignRating } from "../../../shared/api/campaigns";
import type { Equipment } from "../../../shared/api/equipment";
import { completionPercent } from "../../../shared/progress";
import { RATING_FILTERS_TEXTS } from "../../../shared/texts/rating";

export type RatingFilter = "all" | "complete" | "unrated";

export const RATING_FILTERS: readonly { value: RatingFilter; label: string }[] = [
  { value: "all", label: RATING_FILTERS_TEXTS.tous },
  { value: "complete", label: RATING_FILTERS_TEXTS.completementNotes },
  { value: "unrated", label: RATING_FILTERS_TEXTS.nonNotes },
];

/** The user's own grade of each cell: equipment id → criterion id → grade (1 to 5). */
export type GradesByEquipment = ReadonlyMap<number, ReadonlyMap<number, number>>;

export function gradesByEquipment(
  ratings: readonly Pick<CampaignRating, "equipmentId" | "criteriaId" | "grade">[],
): Map<number, Map<number, number>> {
  const result = new Map<number, Map<number, number>>();
  for (const { equipmentId, criteriaId, grade } of ratings) {
    let row = result.get(equipmentId);
    if (!row) {
      row = new Map();
      result.set(equipmentId, row);
    }
    row.set(criteriaId, grade);
  }
  return result;
}

export type EquipmentRatingState = "complete" | "partial" | "unrated";

/** 'complete' once the user has rated every visible criterion, 'unrated' while none of them. */
export function ratingStateOf(
  grades: ReadonlyMap<number, number> | undefined,
  criterionIds: readonly number[],
): EquipmentRatingState {
  let rated = 0;
  for (const id of criterionIds) if (grades?.has(id)) rated += 1;
  if (rated === 0) return "unrated";
  return rated === criterionIds.length ? "complete" : "partial";
}

function matchesFilter(state: EquipmentRatingState, filter: RatingFilter): boolean {
  if (filter === "complete") return state === "complete";
  if (filter === "unrated") return state === "unrated";
  return true;
}

/** Lower case, without accents or surrounding spaces: "Étalon " finds "étalon" and "ETALON". */
export function normalizeSearch(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/** The search box finds an equipment by its name, its reference (serial number) or its id. */
export function matchesSearch(
  item: Pick<Equipment, "id" | "name" | "serialNumber">,
  normalizedQuery: string,
): boolean {
  if (normalizedQuery === "") return true;
  return (
    normalizeSearch(item.name).includes(normalizedQuery) ||
    normalizeSearch(item.serialNumber).includes(normalizedQuery) ||
    String(item.id).includes(normalizedQuery)
  );
}

export interface RatingView<T> {
  /** The rows to show, in the campaign's order. */
  shown: T[];
  /** How many rows each filter would show with the current search. */
  counts: Record<RatingFilter, number>;
}

export function filterEquipment<T extends Pick<Equipment, "id" | "name" | "serialNumber">>(
  equipment: readonly T[],
  options: {
    query: string;
    filter: RatingFilter;
    grades: GradesByEquipment;
    criterionIds: readonly number[];
  },
): RatingView<T> {
  const query = normalizeSearch(options.query);
  const counts: Record<RatingFilter, number> = { all: 0, complete: 0, unrated: 0 };
  const shown: T[] = [];
  for (const item of equipment) {
    if (!matchesSearch(item, query)) continue;
    const state =
      options.criterionIds.length === 0
        ? "unrated"
        : ratingStateOf(options.grades.get(item.id), options.criterionIds);
    counts.all += 1;
    if (state === "complete") counts.complete += 1;
    if (state === "unrated") counts.unrated += 1;
    if (matchesFilter(state, options.filter)) shown.push(item);
  }
  return { shown, counts };
}

export interface RatingProgress {
  rated: number;
  total: number;
  /** Whole percent, 0 without equipment (spec §4, §9). */
  percent: number;
}

/**
 * Spec §4, rating page reading: an equipment counts as rated once it has any rating, by anyone.
 */
export function ratingProgress(equipment: readonly Pick<Equipment, "ratingCount">[]): RatingProgress {
  const total = equipment.length;
  const rated = equipment.filter((item) => item.ratingCount > 0).length;
  return { rated, total, percent: completionPercent(rated, total) };
}

/** The calculation is offered at 100 %, when every equipment is rated (spec §1, §2, §4). */
export function mayCalculate(progress: RatingProgress): boolean {
  return progress.total > 0 && progress.rated === progress.total;
}

/** How many cells the user has rated among the visible criteria of these equipment. */
export function ratedCellCount(
  equipment: readonly Pick<Equipment, "id">[],
  grades: GradesByEquipment,
  criterionIds: readonly number[],
): number {
  let count = 0;
  for (const item of equipment) {
    const row = grades.get(item.id);
    if (!row) continue;
    for (const id of criterionIds) if (row.has(id)) count += 1;
  }
  return count;
}

export interface RatingCellInput {
  equipmentId: number;
  criteriaId: number;
  grade: number;
}

/** The cells of a bulk rating: every selected equipment × every criterion given a grade. */
export function bulkRatingCells(
  equipmentIds: Iterable<number>,
  choices: ReadonlyMap<number, number>,
): RatingCellInput[] {
  const cells: RatingCellInput[] = [];
  for (const equipmentId of equipmentIds)
    for (const [criteriaId, grade] of choices) cells.push({ equipmentId, criteriaId, grade });
  return cells;
}

/** Adds or replaces one rating in the user's own list (the answer of a single save). */
export function withRating<R extends Pick<CampaignRating, "equipmentId" | "criteriaId">>(
  ratings: readonly R[],
  saved: R,
): R[] {
  const index = ratings.findIndex(
    (r) => r.equipmentId === saved.equipmentId && r.criteriaId === saved.criteriaId,
  );
  if (index === -1) return [...ratings, saved];
  const next = ratings.slice();
  next[index] = saved;
  return next;
}
