import { and, eq, type SQL, sql } from "drizzle-orm";
import { z } from "zod";
import type { instrumentFiltersSchema } from "../../../shared/api/instrument-files";
import type { InstrumentPage, InstrumentSort, instrumentsQuerySchema } from "../../../shared/api/instruments";
import { INSTRUMENT_STATUSES } from "../../../shared/constants";
import { rowId, sqlRows } from "../../db/rows";
import { instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { companyToday } from "../tenancy/company-view";
import { type InstrumentRow, instrumentColumns, instrumentStatusSql, warningDaysOf } from "./instrument-view";

export type InstrumentFilters = z.output<typeof instrumentFiltersSchema>;
export type InstrumentPageQuery = z.output<typeof instrumentsQuerySchema>;

/**
 * Accents folded away, in SQL, for a search that finds "Débitmètre" when "debitmetre" is typed
 * (`unaccent` is an extension the server may not have). The same folding applies to both sides.
 */
const ACCENTED = "àáâãäåçèéêëìíîïñòóôõöùúûüýÿÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝŸ";
const PLAIN = "aaaaaaceeeeiiiinooooouuuuyyaaaaaaceeeeiiiinooooouuuuyy";
const folded = (value: SQL | string) => sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;

/**
 * A cheap first test of the same search, so that the folding runs on the few rows that pass it:
 * each letter an accent may stand for (and any letter outside ASCII) becomes `_` (one character),
 * the others stay as typed, lowercased. Every row the folded search finds passes it.
 */
function skeletonOf(search: string): string {
  let skeleton = "";
  for (const char of search) {
    const lower = char.toLowerCase();
    if (char.charCodeAt(0) > 127 || "aceinouy".includes(lower)) skeleton += "_";
    else skeleton += /[\\%_]/.test(lower) ? `\\${lower}` : lower;
  }
  return `%${skeleton}%`;
}

/** Whether a column holds the search, case and accents aside. */
function holds(column: SQL, search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(${column}) like ${skeletonOf(search)} and ${folded(column)} like ${folded(pattern)})`;
}

/** The columns each sort reads, the reference last so that equal values keep one order. */
const SORT_COLUMNS: Record<string, SQL> = {
  name: sql`${instruments.name}`,
  reference: sql`${instruments.reference}`,
  type: sql`${instruments.type}`,
  location: sql`${instruments.location}`,
  nextDueDate: sql`${instruments.nextDueDate}`,
  lastCalibrationDate: sql`${instruments.lastCalibrationDate}`,
  currentPeriod: sql`${instruments.currentPeriod}`,
  // Quarantined first (out of use, see orderOf), then the status follows the due date: overdue, due
  // soon, up to date, then never calibrated (no date).
  status: sql`${instruments.nextDueDate}`,
};

export function orderOf(sort: InstrumentSort): SQL {
  const descending = sort.startsWith("-");
  const key = descending ? sort.slice(1) : sort;
  const direction = descending ? sql`desc` : sql`asc`;
  if (key === "status")
    return sql`(not ${instruments.quarantined}) ${direction}, ${instruments.nextDueDate} ${direction} nulls last, ${instruments.reference} asc`;
  const column = SORT_COLUMNS[key]!;
  return sql`${column} ${direction} nulls last, ${instruments.reference} asc`;
}

/** The list's filters: search (name or reference), status (the one rule), type, location, quarantine. */
export function filtersOf(
  scope: TenantScope,
  filters: InstrumentFilters,
  today: string,
  warningDays: number,
): SQL {
  const search = filters.search?.trim();
  return and(
    ofTenant(instruments, scope),
    search
      ? sql`(${holds(sql`${instruments.name}`, search)} or ${holds(sql`${instruments.reference}`, search)})`
      : undefined,
    filters.status ? sql`${instrumentStatusSql(today, warningDays)} = ${filters.status}` : undefined,
    filters.type ? eq(instruments.type, filters.type) : undefined,
    filters.location ? eq(instruments.location, filters.location) : undefined,
    filters.quarantined ? eq(instruments.quarantined, filters.quarantined === "true") : undefined,
  )!;
}

/**
 * The instruments matching the filters, in the list's order (`limit` and `offset` when paging): a
 * page reads its rows only, through the index of its order (the total comes from the status counts).
 */
export async function selectInstruments(
  scope: TenantScope,
  filters: InstrumentFilters,
  options: { today: string; warningDays: number; limit?: number; offset?: number },
): Promise<InstrumentRow[]> {
  const { today, warningDays } = options;
  const query = scope.db
    .select(instrumentColumns(today, warningDays))
    .from(instruments)
    .where(filtersOf(scope, filters, today, warningDays))
    .orderBy(orderOf(filters.sort))
    .$dynamic();
  if (options.limit !== undefined) query.limit(options.limit);
  if (options.offset) query.offset(options.offset);
  return query;
}

const valueInUse = z.object({ kind: z.enum(["type", "location"]), value: z.string() });
const statusCount = z.object({ status: z.enum(INSTRUMENT_STATUSES), n: rowId });

/**
 * The distinct values of a column in use, by walking its index from one value to the next (a loose
 * index scan): as many steps as values, whatever the number of instruments.
 */
function valuesInUse(scope: TenantScope, column: "type" | "location"): SQL {
  const name = sql.raw(column);
  return sql`select ${column}::text as kind, value from (
    with recursive walk(value) as (
      (select ${name} from instruments where company_id = ${scope.companyId} and ${name} is not null
        order by ${name} limit 1)
      union all
      select (select i.${name} from instruments i
               where i.company_id = ${scope.companyId} and i.${name} > w.value order by i.${name} limit 1)
        from walk w where w.value is not null)
    select value from walk where value is not null) as found`;
}

/**
 * GET /api/instruments: one page of the Parc, its total, and what the filters offer. The page is
 * read through its order's index; the total is the sum of the status counts (one read of the
 * filtered rows), and the types and locations in use are walked through their indexes.
 */
export async function listInstruments(
  scope: TenantScope,
  { query }: { query: InstrumentPageQuery },
): Promise<InstrumentPage> {
  const today = await companyToday(scope);
  const warningDays = await warningDaysOf(scope.db, scope.companyId);
  const { page, pageSize } = query;
  const items = await selectInstruments(scope, query, {
    today,
    warningDays,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  });
  const byStatus = await sqlRows(
    scope.db,
    statusCount,
    sql`select ${instrumentStatusSql(today, warningDays)} as status, count(*) as n from ${instruments}
         where ${filtersOf(scope, { ...query, status: undefined }, today, warningDays)} group by 1`,
  );
  const statusCounts = { quarantined: 0, overdue: 0, due_soon: 0, ok: 0, unknown: 0 };
  for (const { status, n } of byStatus) statusCounts[status] = n;
  const total = query.status
    ? statusCounts[query.status]
    : Object.values(statusCounts).reduce((sum, n) => sum + n, 0);
  const inUse = await sqlRows(
    scope.db,
    valueInUse,
    sql`${valuesInUse(scope, "type")} union all ${valuesInUse(scope, "location")} order by 1, 2`,
  );
  return {
    items,
    total,
    page,
    pageSize,
    warningDays,
    today,
    statusCounts,
    types: inUse.filter((v) => v.kind === "type").map((v) => v.value),
    locations: inUse.filter((v) => v.kind === "location").map((v) => v.value),
  };
}
