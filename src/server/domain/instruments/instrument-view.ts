import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Instrument } from "../../../shared/api/instruments";
import { DEFAULT_WARNING_DAYS, type InstrumentStatus } from "../../../shared/constants";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import type { Database } from "../../db/client";
import { instruments, settings } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { companyToday } from "../tenancy/company-view";

/** The setting of the warning window, in days before the due date (DEFAULT_WARNING_DAYS when unset). */
export const WARNING_DAYS_KEY = "planning_warning_days";

/** The company's warning window, in days. */
export async function warningDaysOf(db: Database, companyId: number): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(and(ofTenant(settings, { companyId }), eq(settings.key, WARNING_DAYS_KEY)));
  const days = Number(row?.value);
  return Number.isInteger(days) && days > 0 ? days : DEFAULT_WARNING_DAYS;
}

/**
 * An instrument's status, in SQL: quarantined while an impact review of a non-conforming calibration
 * is open (a status of its own, whatever the due date: the instrument is out of use, issue 22);
 * otherwise from its next due date: overdue the day after it, due_soon from `warningDays` days
 * before it to the day itself, ok before that, unknown without a due date (never calibrated). The
 * one rule of the Parc, the planning, the calendar feed and the campaigns' equipment.
 */
export function instrumentStatusSql(today: string, warningDays: number): SQL<InstrumentStatus> {
  return sql<InstrumentStatus>`case
    when ${instruments.quarantined} then 'quarantined'
    when ${instruments.nextDueDate} is null then 'unknown'
    when ${instruments.nextDueDate} < ${today}::date then 'overdue'
    when ${instruments.nextDueDate} <= ${today}::date + ${warningDays}::int then 'due_soon'
    else 'ok' end`;
}

/** The columns of an instrument as the Parc lists it, its status included. */
export function instrumentColumns(today: string, warningDays: number) {
  return {
    id: instruments.id,
    name: instruments.name,
    reference: instruments.reference,
    type: instruments.type,
    location: instruments.location,
    currentPeriod: instruments.currentPeriod,
    lastCalibrationDate: instruments.lastCalibrationDate,
    nextDueDate: instruments.nextDueDate,
    status: instrumentStatusSql(today, warningDays),
    quarantined: instruments.quarantined,
  };
}

export type InstrumentRow = Instrument;

/** One instrument as the Parc lists it, with its creation time; 404 when not the company's. */
export async function findInstrument(
  scope: TenantScope,
  instrumentId: number,
  options: { lock?: boolean } = {},
): Promise<{ item: InstrumentRow; createdAt: Date }> {
  const today = await companyToday(scope);
  const warningDays = await warningDaysOf(scope.db, scope.companyId);
  const query = scope.db
    .select({ ...instrumentColumns(today, warningDays), createdAt: instruments.createdAt })
    .from(instruments)
    .where(and(ofTenant(instruments, scope), eq(instruments.id, instrumentId)))
    .$dynamic();
  if (options.lock) query.for("update");
  const [row] = await query;
  if (!row) throw notFound(DETAIL_MESSAGES.instrumentNotFound);
  const { createdAt, ...item } = row;
  return { item, createdAt };
}

/** An instrument's business fields, as the audit trail records them. */
export function instrumentValue(item: InstrumentRow) {
  return {
    id: item.id,
    reference: item.reference,
    name: item.name,
    type: item.type,
    location: item.location,
    currentPeriod: item.currentPeriod,
    lastCalibrationDate: item.lastCalibrationDate,
    nextDueDate: item.nextDueDate,
    quarantined: item.quarantined,
  };
}
