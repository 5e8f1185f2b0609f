import { FileCheck2, FileDown } from "lucide-react";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import { CONFORMITY_TEXTS } from "../../../shared/texts/conformity";
import { certificateFileUrl, eventDccUrl } from "../../api/endpoints";

/**
 * The Digital Calibration Certificate an event was imported from: its number, a download of the
 * file as received, its SHA-256, and the laboratory's own conformity statements beside Calibra's
 * decision. Every event also exports as a DCC skeleton for a laboratory.
 */
export function EventCertificate({ event }: { event: CalibrationEvent }) {
  const { certificate } = event;
  const exportUrl = eventDccUrl(event.instrumentId, event.id);
  return (
    <div className="mt-1 grid gap-1 text-xs" data-certificate={certificate?.uniqueIdentifier}>
      {certificate && (
        <>
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
          <p className="font-mono break-all text-muted-foreground" title={CONFORMITY_TEXTS.certificateHash}>
            <span className="sr-only">{CONFORMITY_TEXTS.certificateHash} : </span>
            {certificate.sha256.slice(0, 16)}…
          </p>
          {certificate.statements.length > 0 && (
            <div className="rounded-md border bg-muted/40 px-2 py-1">
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
        </>
      )}
      <a href={exportUrl} className="font-medium text-primary underline-offset-4 hover:underline" download>
        {CONFORMITY_TEXTS.exportDcc}
      </a>
    </div>
  );
}
