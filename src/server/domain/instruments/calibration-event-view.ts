import { and, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import type { DecisionRule, PointDecision } from "../../../shared/conformity/decide-point";
import type { CalibrationEventResult } from "../../../shared/constants";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import { calibrationEvents, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";
import { pointsOfEvents } from "./calibration-points";
import { certificatesOfEvents } from "./event-certificates";
import { calibrationEventAbilities } from "./instrument-abilities";

export type CalibrationEventRow = typeof calibrationEvents.$inferSelect;

const decimal = (value: string | null) => (value === null ? null : Number(value));

/**
 * An instrument's calibration events, newest first (or the one `eventId`), with who recorded and
 * who corrected each, and the impact review each opened.
 */
export async function readCalibrationEvents(
  scope: TenantScope,
  { instrumentId, eventId }: { instrumentId: number; eventId?: number },
): Promise<CalibrationEvent[]> {
  const creator = alias(users, "creator");
  const corrector = alias(users, "corrector");
  const rows = await scope.db
    .select({
      event: calibrationEvents,
      creator: { firstName: creator.firstName, lastName: creator.lastName, email: creator.email },
      corrector: { firstName: corrector.firstName, lastName: corrector.lastName, email: corrector.email },
      impactReviewId: sql<number | null>`(select min(r.id) from impact_reviews r
        where r.company_id = ${calibrationEvents.companyId} and r.event_id = ${calibrationEvents.id})`,
    })
    .from(calibrationEvents)
    .leftJoin(creator, eq(creator.id, calibrationEvents.createdBy))
    .leftJoin(corrector, eq(corrector.id, calibrationEvents.correctedBy))
    .where(
      and(
        ofTenant(calibrationEvents, scope),
        eq(calibrationEvents.instrumentId, instrumentId),
        eventId === undefined ? undefined : eq(calibrationEvents.id, eventId),
      ),
    )
    .orderBy(desc(calibrationEvents.calibratedOn), desc(calibrationEvents.id));
  const ids = rows.map((row) => row.event.id);
  const points = await pointsOfEvents(scope, ids);
  const certificates = await certificatesOfEvents(scope, ids);
  return rows.map(({ event, creator: made, corrector: fixed, impactReviewId }) => ({
    id: event.id,
    instrumentId: event.instrumentId,
    date: event.calibratedOn,
    provider: event.provider,
    certificateReference: event.certificateReference,
    result: event.result as CalibrationEventResult,
    asFoundError: decimal(event.asFoundError),
    asLeftError: decimal(event.asLeftError),
    mpe: decimal(event.mpe),
    notes: event.notes,
    createdBy: event.createdBy,
    createdByName: event.createdBy ? displayName(made ?? {}) : null,
    createdAt: event.createdAt.toISOString(),
    correctionReason: event.correctionReason,
    correctedAt: event.correctedAt?.toISOString() ?? null,
    correctedByName: event.correctedBy ? displayName(fixed ?? {}) : null,
    impactReviewId: impactReviewId === null ? null : Number(impactReviewId),
    decisionRule: event.decisionRule as DecisionRule | null,
    decision: event.decision as PointDecision | null,
    asLeftDecision: event.asLeftDecision as PointDecision | null,
    points: points.get(event.id) ?? [],
    certificate: certificates.get(event.id) ?? null,
    abilities: calibrationEventAbilities(scope.actor.roles),
  }));
}

/** One event of an instrument, as the API answers it; 404 when it is not that instrument's. */
export async function readCalibrationEvent(
  scope: TenantScope,
  { instrumentId, eventId }: { instrumentId: number; eventId: number },
): Promise<CalibrationEvent> {
  const [event] = await readCalibrationEvents(scope, { instrumentId, eventId });
  if (!event) throw notFound(DETAIL_MESSAGES.calibrationEventNotFound);
  return event;
}

/** An event's business fields, as the audit trail records them. */
export function calibrationEventValue(event: CalibrationEvent) {
  return {
    id: event.id,
    instrumentId: event.instrumentId,
    date: event.date,
    provider: event.provider,
    certificateReference: event.certificateReference,
    result: event.result,
    asFoundError: event.asFoundError,
    asLeftError: event.asLeftError,
    mpe: event.mpe,
    notes: event.notes,
    decisionRule: event.decisionRule,
    decision: event.decision,
    asLeftDecision: event.asLeftDecision,
    points: event.points.map(({ id: _id, ...point }) => point),
    certificate: event.certificate && {
      id: event.certificate.id,
      uniqueIdentifier: event.certificate.uniqueIdentifier,
      sha256: event.certificate.sha256,
    },
  };
}
