import { createHash } from "node:crypto";
import { and, sql } from "drizzle-orm";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import { CERTIFICATE_MESSAGES, format } from "../../../shared/messages";
import { calibrationCertificates, instruments } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { decisionContextOf } from "../conformity/decision-rules";
import { readCalibrationEvent } from "../instruments/calibration-event-view";
import { type EventInput, recordCalibrationEvent } from "../instruments/calibration-events";
import { findInstrument } from "../instruments/instrument-view";
import { type DccCertificate, DccError, displayUnit, readDcc } from "./read-dcc";

/** What an import answers: the event the certificate gave, and whether this call created it. */
export interface CertificateImport {
  created: boolean;
  instrumentId: number;
  event: CalibrationEvent;
}

/** The issuers whose identification names the instrument in the company's own words. */
const COMPANY_ISSUERS = new Set(["customer", "owner"]);

const normalized = (value: string) => value.trim().replace(/\s+/g, " ").toLocaleLowerCase("fr");

/** Every identification of the certificate's items, the company's first, then the manufacturer's serial number. */
function identificationsOf(certificate: DccCertificate): string[] {
  const all = certificate.items.flatMap((item) => item.identifications);
  const ordered = [
    ...all.filter((id) => COMPANY_ISSUERS.has(id.issuer)),
    ...all.filter((id) => id.issuer === "manufacturer"),
  ];
  return [...new Set(ordered.map((id) => id.value.trim()).filter(Boolean))];
}

/** The identifications as a French list for a message: « TH-0007 », « SN-48213 ». */
const listed = (values: readonly string[]) => values.map((value) => `« ${value} »`).join(", ");

/**
 * The instrument of the Parc the certificate names: its reference is one of the item's
 * identifications (the company's reference as customer or owner, else the manufacturer's serial
 * number, which a company often takes as its reference). Another company's instruments are never
 * seen: the query runs under the company's row security.
 */
async function matchInstrument(scope: TenantScope, values: readonly string[]): Promise<number | null> {
  for (const value of values) {
    const [row] = await scope.db
      .select({ id: instruments.id })
      .from(instruments)
      .where(
        and(ofTenant(instruments, scope), sql`lower(trim(${instruments.reference})) = ${normalized(value)}`),
      );
    if (row) return row.id;
  }
  return null;
}

/** The event a certificate gives: its date, laboratory, number, and every point (decided as any event's). */
function eventInputOf(certificate: DccCertificate) {
  return {
    date: certificate.calibrationDate,
    provider: certificate.laboratory?.slice(0, 200) ?? null,
    certificateReference: certificate.uniqueIdentifier.slice(0, 100),
    result: null,
    asFoundError: null,
    asLeftError: null,
    mpe: null,
    notes: format(CERTIFICATE_MESSAGES.notes, {
      number: certificate.uniqueIdentifier,
      version: certificate.schemaVersion,
    }),
    points: certificate.points.map((point) => ({
      phase: point.phase,
      quantity: point.quantity?.slice(0, 200) ?? null,
      nominal: point.nominal,
      reference: point.reference,
      indication: point.indication,
      error: point.error,
      unit: displayUnit(point.unit).slice(0, 60) || null,
      expandedUncertainty: point.expandedUncertainty,
      coverageFactor: point.coverageFactor,
      toleranceLower: null,
      toleranceUpper: null,
      mpe: null,
    })),
  } satisfies EventInput;
}

function read(xml: string): DccCertificate {
  try {
    return readDcc(xml);
  } catch (error) {
    if (error instanceof DccError) throw new AppError("CERTIFICATE_INVALID", { message: error.message });
    throw error;
  }
}

/**
 * Imports a Digital Calibration Certificate (decision 033): on an instrument (`instrumentId`), which
 * its item must name, or matched to the instrument it names (a bulk import). One calibration event
 * is recorded as any other (decided under the instrument type's or company's rule, which opens its
 * impact review when an as-found point fails), with every result point, the laboratory, the
 * certificate number and date; the file is kept with its SHA-256. The same file again creates
 * nothing; any refusal writes nothing (the route's transaction).
 */
export async function importCertificate(
  scope: TenantScope,
  { instrumentId, xml, fileName }: { instrumentId: number | null; xml: string; fileName: string | null },
): Promise<CertificateImport> {
  const content = Buffer.from(xml, "utf8");
  const sha256 = createHash("sha256").update(content).digest("hex");
  if (instrumentId !== null) await findInstrument(scope, instrumentId);
  const certificate = read(xml);
  const values = identificationsOf(certificate);
  if (values.length === 0)
    throw new AppError("CERTIFICATE_INVALID", { message: CERTIFICATE_MESSAGES.noIdentification });
  const matched = await matchInstrument(scope, values);
  if (instrumentId !== null && matched !== instrumentId) {
    const { item } = await findInstrument(scope, instrumentId);
    throw new AppError("CERTIFICATE_OTHER_INSTRUMENT", {
      message: format(CERTIFICATE_MESSAGES.otherInstrument, {
        identifications: listed(values),
        reference: item.reference,
      }),
    });
  }
  if (matched === null)
    throw new AppError("CERTIFICATE_UNMATCHED", {
      message: format(CERTIFICATE_MESSAGES.unmatched, { identifications: listed(values) }),
    });
  const [known] = await scope.db
    .select({
      eventId: calibrationCertificates.eventId,
      sha256: calibrationCertificates.sha256,
      instrumentId: calibrationCertificates.instrumentId,
    })
    .from(calibrationCertificates)
    .where(
      and(
        ofTenant(calibrationCertificates, scope),
        sql`(${calibrationCertificates.sha256} = ${sha256} or (${calibrationCertificates.instrumentId} = ${matched} and ${calibrationCertificates.uniqueIdentifier} = ${certificate.uniqueIdentifier}))`,
      ),
    );
  if (known && known.sha256 === sha256 && known.instrumentId === matched)
    return {
      created: false,
      instrumentId: matched,
      event: await readCalibrationEvent(scope, { instrumentId: matched, eventId: known.eventId }),
    };
  if (known)
    throw new AppError("CONFLICT", {
      message: format(CERTIFICATE_MESSAGES.sameIdentifier, { number: certificate.uniqueIdentifier }),
    });
  if (certificate.points.length === 0 || certificate.points.some((point) => point.error === null))
    throw new AppError("CERTIFICATE_INVALID", { message: CERTIFICATE_MESSAGES.noPoint });
  const { item } = await findInstrument(scope, matched);
  const context = await decisionContextOf(scope, item.type);
  if (!context.tolerance)
    throw new AppError("CERTIFICATE_INVALID", {
      message: item.type
        ? format(CERTIFICATE_MESSAGES.noTolerance, { type: item.type })
        : format(CERTIFICATE_MESSAGES.noType, { reference: item.reference }),
    });
  const recorded = await recordCalibrationEvent(scope, {
    instrumentId: matched,
    input: eventInputOf(certificate),
    source: {
      action: "calibration_certificate.imported",
      attach: async (eventId) => {
        const [stored] = await scope.db
          .insert(calibrationCertificates)
          .values({
            companyId: scope.companyId,
            instrumentId: matched,
            eventId,
            uniqueIdentifier: certificate.uniqueIdentifier.slice(0, 100),
            schemaVersion: certificate.schemaVersion.slice(0, 20),
            laboratory: certificate.laboratory?.slice(0, 200) ?? null,
            fileName: fileName?.slice(0, 255) ?? null,
            sha256,
            content,
            statements: JSON.stringify(certificate.statements),
            importedBy: scope.actor.userId,
          })
          .returning({ id: calibrationCertificates.id });
        return {
          description: `Certificat numérique ${certificate.uniqueIdentifier} (${certificate.laboratory ?? "laboratoire non indiqué"}, DCC ${certificate.schemaVersion}, ${certificate.points.length} point(s)) importé`,
          values: {
            id: stored!.id,
            uniqueIdentifier: certificate.uniqueIdentifier,
            schemaVersion: certificate.schemaVersion,
            laboratory: certificate.laboratory,
            fileName,
            sha256,
            statements: certificate.statements,
          },
        };
      },
    },
  });
  return {
    created: true,
    instrumentId: matched,
    event: await readCalibrationEvent(scope, { instrumentId: matched, eventId: recorded.id }),
  };
}
