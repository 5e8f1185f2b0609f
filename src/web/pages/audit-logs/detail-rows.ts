import { BULK_FIELD_LABELS } from "../../../shared/texts/audit-details";
import { fieldLabel, type ShownValue, shownValue, type ValueChange, valueChanges } from "./value-diff";

/**
 * The detail of a bulk change (GET /api/audit/events/{id}/detail) as tables to show: each list its
 * values hold (the results, the ratings, the forced periods…) as one table of rows, each row its
 * item before and after, paired by the item's identity (equipment, instrument, user…); what is not a
 * list, field by field as the journal shows any change.
 */
export interface DetailCell {
  field: string;
  value: ShownValue;
  /** The same field on the other side holds another value (or none). */
  changed: boolean;
}

export interface DetailRow {
  key: string;
  /** 'Manomètre 12 · Gravité (n° 345)': what the item is. */
  label: string;
  /** The item's fields before; null when it did not exist before. */
  before: DetailCell[] | null;
  after: DetailCell[] | null;
}

export interface DetailTable {
  /** The list's field (`results`, `ratings`…). */
  field: string;
  rows: DetailRow[];
}

export interface DetailView {
  tables: DetailTable[];
  /** The values that are not lists (the run, the counts…), field by field. */
  fields: ValueChange[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Fields that name an item, in the order they are tried; two together for a rating. */
const IDENTITIES = ["equipmentId", "instrumentId", "userId", "id", "reference", "line"] as const;
const NAMES = ["equipment", "name", "reference", "serialNumber", "email"] as const;

function identityOf(item: unknown, index: number): { key: string; id: string | null } {
  if (!isRecord(item)) return { key: `#${shownValue(item).text}`, id: null };
  const found = IDENTITIES.find((field) => item[field] !== undefined && item[field] !== null);
  if (!found) return { key: `@${index}`, id: null };
  const id = String(item[found]);
  const criterion = item.criterionId ?? item.criteriaId;
  return { key: criterion === undefined ? `${found}:${id}` : `${found}:${id}:${String(criterion)}`, id };
}

function labelOf(item: unknown, id: string | null): string {
  if (!isRecord(item)) return shownValue(item).text;
  const name = NAMES.map((field) => item[field]).find((value) => typeof value === "string" && value !== "");
  const criterion = typeof item.criterion === "string" ? item.criterion : null;
  const text = [name, criterion].filter(Boolean).join(" · ");
  if (!text) return id === null ? "—" : `n° ${id}`;
  return id === null || id === name ? text : `${text} (n° ${id})`;
}

/** The order of an item's fields (the database keeps them in its own): periods first, the rest after. */
const CELL_ORDER = [
  "currentPeriod",
  "newPeriod",
  "computedPeriod",
  "forcedPeriod",
  "forcedReason",
  "reason",
  "globalScore",
  "grade",
  "verbatim",
];
const cellRank = (field: string) => {
  const at = CELL_ORDER.indexOf(field);
  return at === -1 ? CELL_ORDER.length : at;
};

/** The fields of an item that are neither its identity nor its name. */
function cellsOf(item: unknown): { field: string; value: ShownValue }[] {
  if (!isRecord(item)) return [];
  const skipped = new Set<string>([...IDENTITIES, ...NAMES, "criterion", "criterionId", "criteriaId"]);
  return Object.entries(item)
    .filter(([field]) => !skipped.has(field))
    .sort(([a], [b]) => cellRank(a) - cellRank(b))
    .map(([field, value]) => ({ field, value: shownValue(value) }));
}

function compared(
  cells: { field: string; value: ShownValue }[],
  other: { field: string; value: ShownValue }[] | null,
): DetailCell[] {
  const byField = new Map((other ?? []).map((cell) => [cell.field, cell.value]));
  return cells.map((cell) => {
    const there = byField.get(cell.field);
    // An item on one side only (created, removed) is not a change of its fields: nothing stands out.
    return { ...cell, changed: other !== null && (there === undefined || there.text !== cell.value.text) };
  });
}

function tableOf(field: string, before: unknown[], after: unknown[]): DetailTable {
  const old = new Map<string, { item: unknown; id: string | null }>();
  before.forEach((item, index) => {
    const { key, id } = identityOf(item, index);
    old.set(key, { item, id });
  });
  const rows: DetailRow[] = [];
  const seen = new Set<string>();
  after.forEach((item, index) => {
    const { key, id } = identityOf(item, index);
    seen.add(key);
    const previous = old.get(key);
    const afterCells = cellsOf(item);
    const beforeCells = previous ? cellsOf(previous.item) : null;
    rows.push({
      key,
      label: labelOf(item, id),
      before: beforeCells && compared(beforeCells, afterCells),
      after: compared(afterCells, beforeCells),
    });
  });
  for (const [key, { item, id }] of old) {
    if (seen.has(key)) continue;
    rows.push({ key, label: labelOf(item, id), before: compared(cellsOf(item), null), after: null });
  }
  return { field, rows };
}

/** The tables and fields of a detail's values before and after. */
export function detailView(oldValues: unknown, newValues: unknown): DetailView {
  const asFields = (value: unknown): Record<string, unknown> =>
    isRecord(value) ? value : Array.isArray(value) ? { valeur: value } : {};
  const before = asFields(oldValues);
  const after = asFields(newValues);
  const names = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  const lists = names.filter((name) => Array.isArray(before[name]) || Array.isArray(after[name]));
  const list = (value: unknown) => (Array.isArray(value) ? value : []);
  const rest = (side: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(side).filter(([name]) => !lists.includes(name)));
  return {
    tables: lists.map((name) => tableOf(name, list(before[name]), list(after[name]))),
    fields: valueChanges(rest(before), rest(after)),
  };
}

/** The order a summary's fields are shown in (the database keeps them in its own): the rest after. */
const SUMMARY_ORDER = [
  "name",
  "description",
  "status",
  "deadline",
  "closedAt",
  "reopenReason",
  "decision",
  "run",
  "runId",
  "results",
  "previousResults",
  "calculated",
  "unrated",
  "unknownPeriod",
  "forcedKept",
  "equipment",
  "changed",
  "forced",
  "removed",
  "reason",
  "ratings",
  "replaced",
  "criteria",
  "created",
  "updated",
  "unchanged",
  "lines",
  "batch",
  "batches",
  "fileLines",
  "historyNotApplied",
  "imported",
  "before",
  "after",
  "added",
  "participants",
  "participantsBefore",
  "participantsAfter",
  "equipmentAdded",
  "submissions",
  "ratingsReplaced",
  "impactReviews",
  "warningDays",
  "instruments",
  "recipients",
  "technicians",
  "personalLinksCreated",
  "messages",
  "parameters",
  "adjustmentFactor",
  "completeness",
];

/** A summary's fields in a reading order: what the change was, its counts, then ids and figures. */
export function summaryEntries(summary: Record<string, unknown>): [string, unknown][] {
  const rank = (field: string) => {
    const at = SUMMARY_ORDER.indexOf(field);
    return at === -1 ? SUMMARY_ORDER.length : at;
  };
  return Object.entries(summary).sort(([a], [b]) => rank(a) - rank(b));
}

/**
 * A summary's value as text: a group of plain values (the parameters, the completeness) as
 * 'k1 : 1 · k2 : 0', each named in French; anything else as the journal shows a value.
 */
export function summaryText(value: unknown): string {
  if (isRecord(value)) {
    const entries = Object.entries(value);
    if (entries.every(([, v]) => v === null || typeof v !== "object"))
      return entries.map(([field, v]) => `${bulkFieldLabel(field)} : ${shownValue(v).text}`).join(" · ");
  }
  return shownValue(value).text;
}

/** 'Équipements calculés' for `calculated`: the journal's name of a field, else the bulk one, else itself. */
export function bulkFieldLabel(field: string): string {
  return fieldLabel(field) ?? (Object.hasOwn(BULK_FIELD_LABELS, field) ? BULK_FIELD_LABELS[field]! : field);
}
