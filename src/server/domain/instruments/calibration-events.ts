import { and, eq, sql } from "drizzle-orm";
import type { z } from "zod";
import type {
  CalibrationEvent,
  calibrationEventCorrectionSchema,
  calibrationEventInputSchema,
  DecisionPreview,
  decisionPreviewInputSchema,
} from "../../../shared/api/calibration-events";
import {
  type EventDecisions,
  eventDecisions,
  type ResultRefusal,
  refusalOf,
  resultOfDecisions,
} from "../../../shared/conformity/decide-event";
import type { DecisionRule } from "../../../shared/conformity/decide-point";
import { FIELD_MESSAGES, format } from "../../../shared/messages";
import { DECISION_RULE_LABELS } from "../../../shared/texts/conformity";
import { calibrationEvents, instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { invalidField } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { decisionContextOf } from "../conformity/decision-rules";
import { companyToday } from "../tenancy/company-view";
import { calibrationEventValue, readCalibrationEvent } from "./calibration-event-view";
import { type DecidedPoint, decideAll, pointAnswer, pointsOfInput, writePoints } from "./calibration-points";
import { findInstrument, instrumentValue } from "./instrument-view";
import { type OpenedReview, openImpactReview } from "./open-impact-review";
import { pendingMeasurementsOf } from "./pending-measurements";

export type EventInput = z.output<typeof calibrationEventInputSchema>;
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

const REFUSALS: Record<ResultRefusal, string> = {
  asFoundNotConforming: FIELD_MESSAGES.resultAsFoundNotConforming,
  asLeftNotConforming: FIELD_MESSAGES.resultAsLeftNotConforming,
  pointsConforming: FIELD_MESSAGES.resultPointsConforming,
  adjustedWithoutAsLeft: FIELD_MESSAGES.resultAdjustedWithoutAsLeft,
};

/** An event's points decided under the rule of its instrument, and the result they settle. */
interface Decided {
  rule: DecisionRule;
  points: DecidedPoint[];
  decisions: EventDecisions;
  result: CalibrationEvent["result"];
}

/**
 * Decides the points of an event (decision 032) under `rule` (the one it was first decided under,
 * for a correction; else its instrument type's or the company's) and settles its result: the typed
 * one when the points allow it, refused with a French 400 on `result` when they contradict it; the
 * decided one when none is typed.
 */
async function decide(
  scope: TenantScope,
  input: EventInput,
  { type, rule }: { type: string | null; rule?: DecisionRule | null },
): Promise<Decided> {
  const context = await decisionContextOf(scope, type);
  const chosen = rule ?? context.rule;
  const points = decideAll(pointsOfInput(input, context.tolerance), chosen);
  const decisions = eventDecisions(
    points.map((point) => ({ phase: point.phase, decision: point.figures.decision })),
  );
  const typed = input.result ?? null;
  if (typed === null) {
    const decided = resultOfDecisions(decisions);
    if (decided === null) throw invalidField("result", FIELD_MESSAGES.calibrationResultRequired);
    return { rule: chosen, points, decisions, result: decided };
  }
  const refusal = refusalOf(typed, decisions);
  if (refusal)
    throw invalidField(
      "result",
      format(REFUSALS[refusal], { result: RESULT_LABELS[typed], rule: DECISION_RULE_LABELS[chosen] }),
    );
  return { rule: chosen, points, decisions, result: typed };
}

/**
 * POST /api/instruments/{id}/calibration-events/decision: how the points would be decided, under the
 * rule the instrument's event would get, without writing anything (the event dialog shows it).
 */
export async function previewDecision(
  scope: TenantScope,
  { instrumentId, input }: { instrumentId: number; input: z.output<typeof decisionPreviewInputSchema> },
): Promise<DecisionPreview> {
  const { item } = await findInstrument(scope, instrumentId);
  const context = await decisionContextOf(scope, item.type);
  const points = decideAll(pointsOfInput(input, context.tolerance), context.rule);
  const decisions = eventDecisions(
    points.map((point) => ({ phase: point.phase, decision: point.figures.decision })),
  );
  return {
    decisionRule: context.rule,
    ...decisions,
    result: resultOfDecisions(decisions),
    points: points.map(pointAnswer),
  };
}

function columnsOf(input: EventInput, decided: Decided) {
  return {
    calibratedOn: input.date,
    provider: input.provider,
    certificateReference: input.certificateReference,
    result: decided.result,
    decisionRule: decided.points.length > 0 ? decided.rule : null,
    decision: decided.decisions.decision,
    asLeftDecision: decided.decisions.asLeftDecision,
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
/**
 * What a calibration came from when it is not typed: a certificate imported (decision 033), stored
 * once the event exists, and named in the event's one audit row.
 */
export interface EventSource {
  action: "calibration_certificate.imported";
  /** Stores the source for the new event; returns what the audit row adds of it. */
  attach: (eventId: number) => Promise<{ description: string; values: Record<string, unknown> }>;
}

export async function recordCalibrationEvent(
  scope: TenantScope,
  { instrumentId, input, source }: { instrumentId: number; input: EventInput; source?: EventSource },
): Promise<CalibrationEvent> {
  await refuseFuture(scope, input.date);
  const before = await findInstrument(scope, instrumentId, { lock: true });
  const decided = await decide(scope, input, { type: before.item.type });
  const result = decided.result;
  const [created] = await scope.db
    .insert(calibrationEvents)
    .values({
      companyId: scope.companyId,
      instrumentId,
      ...columnsOf(input, decided),
      createdBy: scope.actor.userId,
    })
    .returning({ id: calibrationEvents.id });
  const eventId = created!.id;
  await writePoints(scope, { eventId, revision: 0, points: decided.points });
  const attached = source ? await source.attach(eventId) : null;
  if (calibrates(result))
    await scope.db
      .update(instruments)
      .set({
        lastCalibrationDate: sql`greatest(${instruments.lastCalibrationDate}, ${input.date}::date)`,
        updatedAt: new Date(),
      })
      .where(and(ofTenant(instruments, scope), eq(instruments.id, instrumentId)));
  const review =
    result === "non_conforme"
      ? await openImpactReview(scope, { instrumentId, eventId, until: input.date })
      : null;
  const event = await readCalibrationEvent(scope, { instrumentId, eventId });
  const after = await findInstrument(scope, instrumentId);
  const pending = await pendingOf(scope, review);
  await recordAudit(scope, {
    action: source?.action ?? "calibration_event.recorded",
    tableName: "calibration_events",
    recordId: eventId,
    description: `${attached ? `${attached.description} : é` : "É"}talonnage du ${frenchDay(input.date)} enregistré pour l'instrument ${before.item.reference} : ${RESULT_LABELS[result]}${review ? `, revue d'impact n° ${review.id} ouverte` : ""}`,
    newValues: {
      ...calibrationEventValue(event),
      instrument: instrumentValue(after.item),
      impactReview: review,
      ...(attached && { certificate: attached.values }),
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
  const decided = await decide(scope, fields, { type: before.item.type, rule: old.decisionRule });
  const [revised] = await scope.db
    .update(calibrationEvents)
    .set({
      ...columnsOf(fields, decided),
      pointsRevision: sql`${calibrationEvents.pointsRevision} + 1`,
      correctionReason: reason,
      correctedBy: scope.actor.userId,
      correctedAt: new Date(),
    })
    .where(and(ofTenant(calibrationEvents, scope), eq(calibrationEvents.id, eventId)))
    .returning({ revision: calibrationEvents.pointsRevision });
  await writePoints(scope, { eventId, revision: revised!.revision, points: decided.points });
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
  if (decided.result === "non_conforme" && old.impactReviewId === null)
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
