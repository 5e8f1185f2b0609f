import { and, eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/client";
import * as t from "../../src/server/db/schema";

/** Tables that are not owned by one company (a user exists before their company). */
export const GLOBAL_TABLES = [
  "users",
  "sessions",
  "companies",
  "email_outbox",
  // A message's files, with their message (an e-mail may be sent before its user has a company).
  "email_attachments",
  "login_tokens",
  "password_credentials",
  "sign_in_attempts",
  "rate_limit_hits",
  // Failed sign-ins on unknown or deleted accounts: no company to file them under.
  "security_events",
];

/** A completed calculation run of a campaign, written as the owner, for results written by hand. */
export async function insertRun(
  db: Database,
  { companyId, campaignId }: { companyId: number; campaignId: number },
) {
  const [run] = await db
    .insert(t.calculationRuns)
    .values({
      companyId,
      campaignId,
      number: 1,
      status: "completed",
      parameters: { k1: 1, k2: 0, pmax: 60, adjustmentFactor: 1 },
      criteria: [],
      startedAt: new Date(),
    })
    .returning({ id: t.calculationRuns.id });
  return run!.id;
}

/**
 * One row in every tenant table for a company, linked together as the product would link them.
 * Written as the owner (as migrations and seeds are), so it does not depend on the code under test.
 */
export async function fillEveryTenantTable(db: Database, companyId: number, userId: string) {
  const [campaign] = await db
    .insert(t.campaigns)
    .values({ companyId, name: `Campagne ${companyId}` })
    .returning();
  const campaignId = campaign!.id;
  await db.insert(t.campaignParticipants).values({ companyId, campaignId, userId });
  await db
    .insert(t.shareLinks)
    .values({ companyId, campaignId, purpose: "rating", recipientEmail: "x@exemple.fr" });
  const [instrument] = await db
    .insert(t.instruments)
    .values({ companyId, reference: `REF-${companyId}`, name: "Manomètre", currentPeriod: 12 })
    .returning();
  const instrumentId = instrument!.id;
  const [item] = await db
    .insert(t.equipment)
    .values({
      companyId,
      campaignId,
      instrumentId,
      name: "Manomètre",
      serialNumber: `REF-${companyId}`,
      currentPeriod: 12,
    })
    .returning();
  const equipmentId = item!.id;
  const [event] = await db
    .insert(t.calibrationEvents)
    .values({ companyId, instrumentId, calibratedOn: "2026-01-15", result: "non_conforme" })
    .returning();
  await db.insert(t.calibrationPoints).values({
    companyId,
    eventId: event!.id,
    phase: "as_found",
    position: 0,
    error: "0.5",
    expandedUncertainty: "0.02",
    coverageFactor: "2",
    toleranceLower: "-0.1",
    toleranceUpper: "0.1",
    decision: "non_conforme",
    tur: 2.5,
    acceptanceLower: -0.1,
    acceptanceUpper: 0.1,
    guardBandFactor: 1,
  });
  await db.insert(t.calibrationCertificates).values({
    companyId,
    instrumentId,
    eventId: event!.id,
    uniqueIdentifier: `DCC-${companyId}`,
    schemaVersion: "3.3.0",
    sha256: String(companyId).padStart(64, "0"),
    content: Buffer.from("<dcc/>"),
  });
  await db
    .insert(t.instrumentTypeRules)
    .values({ companyId, typeKey: "manomètre", type: "Manomètre", decisionRule: "rp10" });
  const [review] = await db
    .insert(t.impactReviews)
    .values({ companyId, instrumentId, eventId: event!.id, untilDate: "2026-01-15" })
    .returning();
  await db
    .insert(t.impactReviewItems)
    .values({ companyId, reviewId: review!.id, kind: "campaign", campaignId, label: "Campagne" });
  await db.insert(t.dueReminders).values({ companyId, instrumentId, dueDate: "2027-01-15" });
  await db.insert(t.calendarFeeds).values({ companyId, token: `flux-${companyId}-${Date.now()}` });
  await db
    .insert(t.periodChanges)
    .values({ companyId, instrumentId, campaignId, oldPeriod: 12, appliedPeriod: 18 });
  const [measurement] = await db
    .insert(t.measurements)
    .values({ companyId, campaignId, equipmentId, operatorName: "Paul", value: "1.5", unit: "bar" })
    .returning();
  await db.insert(t.measurementCorrections).values({
    companyId,
    measurementId: measurement!.id,
    action: "corrected",
    value: "1.6",
    unit: "bar",
    reason: "Lecture corrigée",
  });
  await db
    .insert(t.instrumentTypeUnits)
    .values({ companyId, typeKey: "manomètre", type: "Manomètre", units: ["bar"] });
  const [criterion] = await db.insert(t.ratingCriteria).values({ companyId, name: "Fréquence" }).returning();
  const criteriaId = criterion!.id;
  await db
    .insert(t.ratingScales)
    .values({ companyId, criteriaId, grade: 1, score: "-2", description: "Quotidienne" });
  await db.insert(t.equipmentRatings).values({
    companyId,
    campaignId,
    equipmentId,
    criteriaId,
    userId,
    raterKey: userId,
    grade: 1,
    score: "-2",
    verbatim: "Quotidienne",
  });
  const runId = await insertRun(db, { companyId, campaignId });
  await db
    .insert(t.calibrationResults)
    .values({ companyId, campaignId, runId, equipmentId, currentPeriod: 12, newPeriod: 6 });
  const [report] = await db
    .insert(t.reports)
    .values({ companyId, campaignId, fileName: "rapport.html" })
    .returning();
  await db.insert(t.reportFiles).values({
    companyId,
    reportId: report!.id,
    contentType: "text/html",
    content: Buffer.from("<p>rapport</p>"),
  });
  await db.insert(t.publicSubmissions).values({
    companyId,
    campaignId,
    kind: "measurement",
    clientSubmissionId: `envoi-${companyId}`,
    linkKind: "campaign",
    operatorName: "Paul",
    payload: { equipmentId, value: "1.5", unit: "bar" },
    status: "pending",
  });
  const [logged] = await db
    .insert(t.auditLogs)
    .values({ companyId, userId, action: "test", description: "Ligne de test" })
    .returning({ seq: t.auditLogs.seq, hash: t.auditLogs.hash });
  await db
    .insert(t.auditCheckpoints)
    .values({ companyId, seq: logged!.seq, hash: logged!.hash, reason: "manual" });
  await db.insert(t.settings).values({ companyId, key: "k1", value: "1" });
  await db
    .insert(t.auditDetails)
    .values({ companyId, content: { ids: [equipmentId] }, sha256: "0".repeat(64) });
  await db.insert(t.signatures).values({
    companyId,
    userId,
    signerName: "Signataire",
    signerEmail: "signataire@example.fr",
    meaning: "J'approuve les nouvelles périodes de calibration",
    subject: "periods",
    campaignId,
  });
}

/**
 * An impact review naming one measurement, as a non-conforming calibration of the instrument opens
 * it, written as the owner: the instrument of this reference, its event, the review and its item.
 */
export async function reviewNamingMeasurement(
  db: Database,
  { companyId, reference, measurementId }: { companyId: number; reference: string; measurementId: number },
) {
  const [instrument] = await db
    .select()
    .from(t.instruments)
    .where(and(eq(t.instruments.companyId, companyId), eq(t.instruments.reference, reference)));
  const [event] = await db
    .insert(t.calibrationEvents)
    .values({ companyId, instrumentId: instrument!.id, calibratedOn: "2026-01-15", result: "non_conforme" })
    .returning();
  const [review] = await db
    .insert(t.impactReviews)
    .values({ companyId, instrumentId: instrument!.id, eventId: event!.id, untilDate: "2026-01-15" })
    .returning();
  await db.insert(t.impactReviewItems).values({
    companyId,
    reviewId: review!.id,
    kind: "measurement",
    measurementId,
    label: "Mesure de Paul",
  });
  return review!;
}
