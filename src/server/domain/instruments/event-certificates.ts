import { and, eq, inArray } from "drizzle-orm";
import type { CalibrationCertificate } from "../../../shared/api/calibration-events";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import { calibrationCertificates, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";

/** The certificate each event was imported from (DCC), by event id. */
export async function certificatesOfEvents(
  scope: TenantScope,
  eventIds: readonly number[],
): Promise<Map<number, CalibrationCertificate>> {
  const byEvent = new Map<number, CalibrationCertificate>();
  if (eventIds.length === 0) return byEvent;
  const rows = await scope.db
    .select({
      id: calibrationCertificates.id,
      eventId: calibrationCertificates.eventId,
      uniqueIdentifier: calibrationCertificates.uniqueIdentifier,
      schemaVersion: calibrationCertificates.schemaVersion,
      laboratory: calibrationCertificates.laboratory,
      fileName: calibrationCertificates.fileName,
      sha256: calibrationCertificates.sha256,
      statements: calibrationCertificates.statements,
      importedAt: calibrationCertificates.importedAt,
      importer: { firstName: users.firstName, lastName: users.lastName, email: users.email },
      importedBy: calibrationCertificates.importedBy,
    })
    .from(calibrationCertificates)
    .leftJoin(users, eq(users.id, calibrationCertificates.importedBy))
    .where(
      and(ofTenant(calibrationCertificates, scope), inArray(calibrationCertificates.eventId, [...eventIds])),
    );
  for (const row of rows)
    byEvent.set(row.eventId, {
      id: row.id,
      uniqueIdentifier: row.uniqueIdentifier,
      schemaVersion: row.schemaVersion,
      laboratory: row.laboratory,
      fileName: row.fileName,
      sha256: row.sha256,
      statements: JSON.parse(row.statements) as CalibrationCertificate["statements"],
      importedAt: row.importedAt.toISOString(),
      importedByName: row.importedBy ? displayName(row.importer ?? {}) : null,
    });
  return byEvent;
}

/** GET /api/instruments/{id}/certificates/{certificateId}/file: the file as it was imported. */
export async function readCertificateFile(
  scope: TenantScope,
  { instrumentId, certificateId }: { instrumentId: number; certificateId: number },
): Promise<{ content: Buffer; fileName: string }> {
  const [row] = await scope.db
    .select({
      content: calibrationCertificates.content,
      fileName: calibrationCertificates.fileName,
      uniqueIdentifier: calibrationCertificates.uniqueIdentifier,
    })
    .from(calibrationCertificates)
    .where(
      and(
        ofTenant(calibrationCertificates, scope),
        eq(calibrationCertificates.instrumentId, instrumentId),
        eq(calibrationCertificates.id, certificateId),
      ),
    );
  if (!row) throw notFound(DETAIL_MESSAGES.certificateNotFound);
  return { content: row.content, fileName: row.fileName ?? `${row.uniqueIdentifier}.xml` };
}
