import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  CalibrationEvent,
  calibrationEventCorrectionSchema,
  calibrationEventInputSchema,
} from "../../../shared/api/calibration-events";
import { FIELD_MESSAGES } from "../../../shared/messages";
import { calibrationEvents, instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { companyToday } from "../tenancy/company-view";
import { calibrationEventValue, readCalibrationEvent } from "./calibration-event-view";
import { findInstrument, instrumentValue } from "./instrument-view";
import { type OpenedReview, openImpactReview } from "./open-impact-review";
import { pendingMeasurementsOf } from "./pending-measurements";

type EventInput = z.output<typeof calibrationEventInputSchema>;
type EventCorrection = z.output<typeof calibrationEventCorrectionSchema>;

/** A calibration cannot have happened after today (the company's day). */
async function refuseFuture(scope: TenantScope, date: string): Promise<void> {
  if (date > (await companyToday(scope))) throw invalidField("date", FIELD_MESSAGES.calibrationDateFuture);
}

const RESULT_LABELS: Record<CalibrationEvent["result"], string> = {
  conforme: "conforme",
  non_conforme: "non conforme",
  ajuste: "ajusté",
};

/** "12/03/2026" from "2026-03-12". */
const frenchDay = (day: string) => day.split("-").reverse().join("/");

function columnsOf(input: EventInput) {
  return {
    calibratedOn: input.date,
    provider: input.provider,
    certificateReference: input.certificateReference,
    result: input.result,
    asFoundError: input.asFoundError === null ? null : String(input.asFoundError),
    asLeftError: input.asLeftError === null ? null : String(input.asLeftError),
    mpe: input.mpe === null ? null : String(input.mpe),
    notes: input.notes,
  };
}

/** Conforming or adjusted: a result that leaves the instrument fit for use, its last calibration. */
const calibrates = (result: CalibrationEvent["result"]) => result === "conforme" || result === "ajuste";

/**
 * The public measurements of a review just opened that wait for review, for the audit row: the
 * review shows them and each joins it once accepted.
 */
async function pendingOf(scope: TenantScope, review: OpenedReview | null) {
  if (!review) return {};
  const pending = (await pendingMeasurementsOf(scope, [review.id])).get(review.id) ?? [];
  return pending.length > 0 ? { pendingMeasurements: pending } : {};
}

/**
 * POST /api/instruments/{id}/calibration-events: records a calibration. A conforming or adjusted
 * result becomes the instrument's last calibration when it is the latest, so that its next due date
 * (a generated column: the date plus its period in months, PostgreSQL's end-of-month rule) moves
 * with it. A non-conforming one does not: the instrument is not counted as calibrated (issue 22),
 * its due date stays that of its last conforming or adjusted calibration; it opens its impact
 * review and puts the instrument in quarantine, in the same transaction.
 */
export async function recordCalibrationEvent(
  scope: TenantScope,
  { instrumentId, input }: { instrumentId: number; input: EventInput },
): Promise<CalibrationEvent> {
  await refuseFuture(scope, input.date);
  const before = await findInstrument(scope, instrumentId, { lock: true });
  const [created] = await scope.db
    .insert(calibrationEvents)
    .values({
      companyId: scope.companyId,
      instrumentId,
      ...columnsOf(input),
      createdBy: scope.actor.userId,
    })
    .returning({ id: calibrationEvents.id });
  const eventId = created!.id;
  if (calibrates(input.result))
    await scope.db
      .update(instruments)
      .set({
        lastCalibrationDate: sql`greatest(${instruments.lastCalibrationDate}, ${input.date}::date)`,
        updatedAt: new Date(),
      })
      .where(and(ofTenant(instruments, scope), eq(instruments.id, instrumentId)));
  const review =
    input.result === "non_conforme"
      ? await openImpactReview(scope, { instrumentId, eventId, until: input.date })
      : null;
  const event = await readCalibrationEvent(scope, { instrumentId, eventId });
  const after = await findInstrument(scope, instrumentId);
  const pending = await pendingOf(scope, review);
  await recordAudit(scope, {
    action: "calibration_event.recorded",
    tableName: "calibration_events",
    recordId: eventId,
    description: `Étalonnage du ${frenchDay(input.date)} enregistré pour l'instrument ${before.item.reference} : ${RESULT_LABELS[input.result]}${review ? `, revue d'impact n° ${review.id} ouverte` : ""}`,
    newValues: {
      ...calibrationEventValue(event),
      instrument: instrumentValue(after.item),
      impactReview: review,
    },
    details: { instrumentBefore: instrumentValue(before.item), ...pending },
  });
  return event;
}

/**
 * PUT /api/instruments/{id}/calibration-events/{eventId}: a correction, with its reason. The last
 * calibration is reckoned again: the latest conforming or adjusted event, or the date it held when
 * this event did not set it. An event corrected to non-conforming opens its impact review unless it
 * already has one; reviews are never deleted (they are the record of what was decided).
 */
export async function correctCalibrationEvent(
  scope: TenantScope,
  { instrumentId, eventId, input }: { instrumentId: number; eventId: number; input: EventCorrection },
): Promise<CalibrationEvent> {
  await refuseFuture(scope, input.date);
  const before = await findInstrument(scope, instrumentId, { lock: true });
  const old = await readCalibrationEvent(scope, { instrumentId, eventId });
  const { reason, ...fields } = input;
  await scope.db
    .update(calibrationEvents)
    .set({
      ...columnsOf(fields),
      correctionReason: reason,
      correctedBy: scope.actor.userId,
      correctedAt: new Date(),
    })
    .where(and(ofTenant(calibrationEvents, scope), eq(calibrationEvents.id, eventId)));
  await scope.db
    .update(instruments)
    .set({
      lastCalibrationDate: sql`greatest(
        (select max(e.calibrated_on) from calibration_events e
          where e.company_id = ${scope.companyId} and e.instrument_id = ${instrumentId}
            and e.result in ('conforme', 'ajuste')),
        case when ${instruments.lastCalibrationDate} = ${old.date}::date then null
             else ${instruments.lastCalibrationDate} end)`,
      updatedAt: new Date(),
    })
    .where(and(ofTenant(instruments, scope), eq(instruments.id, instrumentId)));
  let review: OpenedReview | null = null;
  if (fields.result === "non_conforme" && old.impactReviewId === null)
    review = await openImpactReview(scope, { instrumentId, eventId, until: fields.date });
  const event = await readCalibrationEvent(scope, { instrumentId, eventId });
  const after = await findInstrument(scope, instrumentId);
  const pending = await pendingOf(scope, review);
  await recordAudit(scope, {
    action: "calibration_event.corrected",
    tableName: "calibration_events",
    recordId: eventId,
    description: `Étalonnage du ${frenchDay(old.date)} de l'instrument ${before.item.reference} corrigé : ${reason}`,
    oldValues: { ...calibrationEventValue(old), instrument: instrumentValue(before.item) },
    newValues: {
      ...calibrationEventValue(event),
      instrument: instrumentValue(after.item),
      reason,
      impactReview: review,
    },
    ...(review && { details: pending }),
  });
  return event;
}
