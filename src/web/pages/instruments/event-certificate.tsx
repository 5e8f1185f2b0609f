import { FileCheck2, FileDown } from "lucide-react";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import { CONFORMITY_TEXTS } from "../../../shared/texts/conformity";
import { certificateFileUrl, eventDccUrl } from "../../api/endpoints";

/** « Exporter en DCC »: any event, as a DCC skeleton for the laboratory that receives the instrument. */
export function ExportDccLink({ event }: { event: CalibrationEvent }) {
  return (
    <a
      href={eventDccUrl(event.instrumentId, event.id)}
      className="mt-1 inline-block text-xs font-medium text-primary underline-offset-4 hover:underline"
      download
    >
      {CONFORMITY_TEXTS.exportDcc}
    </a>
  );
}

/**
 * The Digital Calibration Certificate an event was imported from: its schema, a download of the
 * file as received, its SHA-256, and the laboratory's own conformity statements beside Calibra's
 * decision.
 */
export function EventCertificate({ event }: { event: CalibrationEvent }) {
  const { certificate } = event;
  if (!certificate) return null;
  return (
    <div
      className="grid gap-2 rounded-md border bg-muted/30 px-3 py-2 text-xs sm:grid-cols-[minmax(0,14rem)_minmax(0,1fr)]"
      data-certificate={certificate.uniqueIdentifier}
    >
      <div className="grid content-start gap-1">
        <p className="flex items-center gap-1 font-medium text-primary">
          <FileCheck2 className="size-3.5 shrink-0" aria-hidden="true" />
          {CONFORMITY_TEXTS.certificate} {certificate.schemaVersion}
        </p>
        <a
          href={certificateFileUrl(event.instrumentId, certificate.id)}
          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
          download
        >
          <FileDown className="size-3.5" aria-hidden="true" />
          {CONFORMITY_TEXTS.certificateDownload}
        </a>
        <p className="font-mono break-all text-muted-foreground" title={certificate.sha256}>
          <span className="sr-only">{CONFORMITY_TEXTS.certificateHash} : </span>
          {CONFORMITY_TEXTS.sha256} {certificate.sha256.slice(0, 16)}…
        </p>
      </div>
      {certificate.statements.length > 0 && (
        <div className="min-w-0">
          <p className="font-medium">{CONFORMITY_TEXTS.certificateStatements}</p>
          <ul className="list-disc pl-4">
            {certificate.statements.map((statement, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: statements are read once, in the certificate's order.
              <li key={index} className="break-words">
                {[statement.conformity, statement.text].filter(Boolean).join(" — ")}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
