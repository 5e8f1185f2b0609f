import { and, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { type instrumentLabelsQuerySchema, LABELS_MAX } from "../../../shared/api/instrument-files";
import type { DecisionRule, PointDecision } from "../../../shared/conformity/decide-point";
import { INSTRUMENT_STATUS_LABELS } from "../../../shared/constants";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { DECISION_RULE_SHORT, POINT_DECISION_LABELS } from "../../../shared/texts/conformity";
import { rowId, sqlRows } from "../../db/rows";
import { instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import type { InstrumentLabel } from "../../reports/labels";
import { companyNameOf, companyToday } from "../tenancy/company-view";
import { warningDaysOf } from "./instrument-view";
import { selectInstruments } from "./list-instruments";

/** The address a label's QR code opens: the instrument's page in the web app. */
export function instrumentPageUrl(publicUrl: string, instrumentId: number): string {
  return `${publicUrl.replace(/\/+$/, "")}/instruments/${instrumentId}`;
}

const decisionRow = z.object({ instrument_id: rowId, decision: z.string(), decision_rule: z.string() });

/**
 * The last decided calibration of each instrument, as a label says it: « Conforme · règle w = U »
 * (decision 032).
 */
async function lastDecisionsOf(scope: TenantScope, ids: readonly number[]): Promise<Map<number, string>> {
  const rows = await sqlRows(
    scope.db,
    decisionRow,
    sql`select distinct on (instrument_id) instrument_id, decision, decision_rule from calibration_events
         where company_id = ${scope.companyId} and instrument_id in (${sql.join(
           ids.map((id) => sql`${id}`),
           sql`, `,
         )}) and decision is not null
         order by instrument_id, calibrated_on desc, id desc`,
  );
  return new Map(
    rows.map((row) => [
      row.instrument_id,
      `${POINT_DECISION_LABELS[row.decision as PointDecision]} · règle ${DECISION_RULE_SHORT[row.decision_rule as DecisionRule]}`,
    ]),
  );
}

/**
 * GET /api/instruments/labels.pdf: what each label shows, for the instruments named (in the order
 * given; 404 when one is not the company's) or, without ids, for those the list's filters match in
 * its order (LABELS_MAX at most). An instrument in quarantine reads « En quarantaine » before its name.
 */
export async function instrumentLabels(
  scope: TenantScope,
  { query, publicUrl }: { query: z.output<typeof instrumentLabelsQuerySchema>; publicUrl: string },
): Promise<{ labels: InstrumentLabel[]; company: string; fileDay: string }> {
  const { ids, ...filters } = query;
  let rows: {
    id: number;
    name: string;
    reference: string;
    nextDueDate: string | null;
    quarantined: boolean;
  }[];
  if (ids) {
    const found = await scope.db
      .select({
        id: instruments.id,
        name: instruments.name,
        reference: instruments.reference,
        nextDueDate: instruments.nextDueDate,
        quarantined: instruments.quarantined,
      })
      .from(instruments)
      .where(and(ofTenant(instruments, scope), inArray(instruments.id, ids)));
    const byId = new Map(found.map((row) => [row.id, row]));
    if (ids.some((id) => !byId.has(id))) throw notFound(DETAIL_MESSAGES.instrumentNotFound);
    rows = ids.map((id) => byId.get(id)!);
  } else {
    const warningDays = await warningDaysOf(scope.db, scope.companyId);
    rows = await selectInstruments(scope, filters, {
      today: await companyToday(scope),
      warningDays,
      limit: LABELS_MAX,
    });
  }
  if (rows.length === 0) throw notFound(DETAIL_MESSAGES.instrumentNotFound);
  const decisions = await lastDecisionsOf(
    scope,
    rows.map((row) => row.id),
  );
  return {
    labels: rows.map((row) => ({
      lastDecision: decisions.get(row.id) ?? null,
      // An instrument in quarantine says so first, where the name is printed.
      name: row.quarantined ? `${INSTRUMENT_STATUS_LABELS.quarantined} — ${row.name}` : row.name,
      reference: row.reference,
      nextDueDate: row.nextDueDate,
      url: instrumentPageUrl(publicUrl, row.id),
    })),
    company: await companyNameOf(scope),
    /** The date of the sheet's file name, in the company's time zone. */
    fileDay: await companyToday(scope),
  };
}
