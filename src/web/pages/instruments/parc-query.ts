import {
  INSTRUMENT_SORTS,
  type InstrumentSort,
  type InstrumentsQuery,
} from "../../../shared/api/instruments";
import { INSTRUMENT_STATUSES, type InstrumentStatus } from "../../../shared/constants";
import type { SortColumn } from "../../../shared/texts/instruments";
import { DEFAULT_SORT } from "./looks";

/** Rows of one page of the Parc. */
export const PARC_PAGE_SIZE = 50;

/**
 * The Parc's list as the address holds it (`/instruments?recherche=pt100&statut=overdue&tri=-name
 * &page=3`), so that a link, a reload or the browser's back button find the same list again.
 */
const PARAMS = {
  search: "recherche",
  status: "statut",
  type: "type",
  location: "emplacement",
  quarantined: "quarantaine",
  sort: "tri",
  page: "page",
} as const;

function isStatus(value: string | null): value is InstrumentStatus {
  return INSTRUMENT_STATUSES.some((status) => status === value);
}

function isSort(value: string | null): value is InstrumentSort {
  return INSTRUMENT_SORTS.some((sort) => sort === value);
}

/** The list's filters, sort and page read from the address; anything unknown is left out. */
export function parseParcQuery(params: URLSearchParams): InstrumentsQuery {
  const query: InstrumentsQuery = {};
  const search = params.get(PARAMS.search)?.trim();
  if (search) query.search = search;
  const status = params.get(PARAMS.status);
  if (isStatus(status)) query.status = status;
  const type = params.get(PARAMS.type)?.trim();
  if (type) query.type = type;
  const location = params.get(PARAMS.location)?.trim();
  if (location) query.location = location;
  const quarantined = params.get(PARAMS.quarantined);
  if (quarantined === "oui") query.quarantined = "true";
  if (quarantined === "non") query.quarantined = "false";
  const sort = params.get(PARAMS.sort);
  if (isSort(sort) && sort !== DEFAULT_SORT) query.sort = sort;
  const page = Number(params.get(PARAMS.page));
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

/** The address's parameters of a list (the defaults left out). */
export function parcParams(query: InstrumentsQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (query.search) params.set(PARAMS.search, query.search);
  if (query.status) params.set(PARAMS.status, query.status);
  if (query.type) params.set(PARAMS.type, query.type);
  if (query.location) params.set(PARAMS.location, query.location);
  if (query.quarantined) params.set(PARAMS.quarantined, query.quarantined === "true" ? "oui" : "non");
  if (query.sort && query.sort !== DEFAULT_SORT) params.set(PARAMS.sort, query.sort);
  if (query.page && query.page > 1) params.set(PARAMS.page, String(query.page));
  return params;
}

/** Whether any filter is set (the sort and the page are not filters). */
export function isFiltered(query: InstrumentsQuery): boolean {
  return Boolean(query.search || query.status || query.type || query.location || query.quarantined);
}

/** The filters alone: what a count, the export or the labels of "the filtered list" read. */
export function filtersOf(query: InstrumentsQuery): InstrumentsQuery {
  const { page: _page, pageSize: _pageSize, sort: _sort, ...filters } = query;
  return filters;
}

/** The column a sort is on, and its direction (a leading "-" is descending). */
export function sortState(sort: InstrumentSort | undefined): { column: SortColumn; descending: boolean } {
  const value = sort ?? DEFAULT_SORT;
  const descending = value.startsWith("-");
  return { column: (descending ? value.slice(1) : value) as SortColumn, descending };
}

/**
 * A click on a column's header: the same column turns round, another column starts ascending
 * (names A to Z, the nearest due date first).
 */
export function toggleSort(current: InstrumentSort | undefined, column: SortColumn): InstrumentSort {
  const { column: sorted, descending } = sortState(current);
  if (sorted !== column) return column;
  return (descending ? column : `-${column}`) as InstrumentSort;
}

/** The `aria-sort` of a column's header. */
export function ariaSortOf(
  current: InstrumentSort | undefined,
  column: SortColumn,
): "ascending" | "descending" | "none" {
  const { column: sorted, descending } = sortState(current);
  if (sorted !== column) return "none";
  return descending ? "descending" : "ascending";
}

/** The last page of a list of `total` rows (1 for an empty list). */
export function pageCount(total: number, pageSize = PARC_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The rows a page shows, from 1: `{from: 51, to: 100}`; zeros for an empty list. */
export function pageRange(
  page: number,
  total: number,
  pageSize = PARC_PAGE_SIZE,
): { from: number; to: number } {
  if (total === 0) return { from: 0, to: 0 };
  const from = (page - 1) * pageSize + 1;
  return { from: Math.min(from, total), to: Math.min(page * pageSize, total) };
}
