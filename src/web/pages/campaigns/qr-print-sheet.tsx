import { useEffect } from "react";
import { createPortal } from "react-dom";
import type { ShareLinkKind } from "../../../shared/api/share-links";
import { DEFAULT_TIME_ZONE, zoneFormat } from "../../../shared/clock";
import { QR_PRINT_SHEET_TEXTS } from "../../../shared/texts/campaign-sharing";
import { useCompany } from "../../api/hooks";
import { QrCodeImage, useQrShape } from "../../components/qr-code";

export interface PrintRequest {
  kind: ShareLinkKind;
  url: string;
  /** Changes at each click on "Imprimer", so that printing the same link again prints again. */
  at: number;
}

const SHEET_ID = "share-link-print-sheet";

const SHEET_TEXTS: Record<ShareLinkKind, { title: string; instruction: string }> = {
  measurement: {
    title: QR_PRINT_SHEET_TEXTS.saisieDesMesures,
    instruction: QR_PRINT_SHEET_TEXTS.scannezCeCodeAvec,
  },
  rating: {
    title: QR_PRINT_SHEET_TEXTS.notationDesEquipements,
    instruction: QR_PRINT_SHEET_TEXTS.scanRatingQrHint,
  },
};

/**
 * While printing is asked for, the page prints this sheet alone (print CSS, nothing fetched from
 * anywhere): the QR code, the campaign and the address written out, to stick on an instrument or
 * a workshop wall. On screen it is never shown.
 */
/** The day the sheet is printed, dd/MM/yyyy in the company's time zone (decision 026). */
const PRINTED_DAY = { day: "2-digit", month: "2-digit", year: "numeric" } as const;

export function QrPrintSheet({
  request,
  campaignName,
  onPrinted,
}: {
  request: PrintRequest;
  campaignName: string;
  onPrinted: () => void;
}) {
  const shape = useQrShape(request.url);
  const company = useCompany();
  const texts = SHEET_TEXTS[request.kind];

  // Once the code is drawn: the browser's print dialog, then back to the screen's own layout.
  useEffect(() => {
    if (!shape || !request.at) return;
    const done = () => onPrinted();
    window.addEventListener("afterprint", done, { once: true });
    window.print();
    return () => window.removeEventListener("afterprint", done);
  }, [shape, request.at, onPrinted]);

  return createPortal(
    <div id={SHEET_ID} className="hidden text-black print:block" data-print-kind={request.kind}>
      <style>{`@media print {
  @page { size: A4 portrait; margin: 16mm; }
  body > *:not(#${SHEET_ID}) { display: none !important; }
  body { background: #fff !important; }
}`}</style>
      <div className="mx-auto flex max-w-[170mm] flex-col items-center text-center">
        {company.data && <p className="text-sm tracking-wide uppercase">{company.data.name}</p>}
        <h1 className="mt-3 text-4xl font-bold">{texts.title}</h1>
        <p className="mt-2 text-2xl break-words">{campaignName}</p>
        {shape && (
          <QrCodeImage
            shape={shape}
            label={QR_PRINT_SHEET_TEXTS.codeQr(texts.title)}
            className="mt-8 size-[110mm]"
          />
        )}
        <p className="mt-8 max-w-[140mm] text-lg">{texts.instruction}</p>
        <p className="mt-4 font-mono text-sm break-all">{request.url}</p>
        <p className="mt-10 text-xs">
          {QR_PRINT_SHEET_TEXTS.calibraImprimeLe}
          {zoneFormat(company.data?.timeZone ?? DEFAULT_TIME_ZONE, PRINTED_DAY).format(new Date())}
        </p>
      </div>
    </div>,
    document.body,
  );
}
