import { FileUp } from "lucide-react";
import { useRef } from "react";
import { CONFORMITY_TEXTS } from "../../../shared/texts/conformity";
import { toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { fill, formatDay } from "../../lib/format";
import { notify } from "../../lib/toast";
import { useImportCertificate } from "./queries";

/**
 * « Importer un certificat (DCC) » on an instrument's page: the XML file chosen is sent as it is;
 * the server reads it, checks that it names this instrument and records its calibration. The same
 * file twice adds nothing, and says so.
 */
export function CertificateImportButton({ instrumentId }: { instrumentId: number }) {
  const input = useRef<HTMLInputElement>(null);
  const importing = useImportCertificate(instrumentId);
  const choose = (files: FileList | null) => {
    const file = files?.[0];
    if (!file) return;
    importing.mutate(file, {
      onSuccess: ({ created, event }) =>
        created
          ? notify.success(
              fill(CONFORMITY_TEXTS.importCertificateDone, {
                number: event.certificate?.uniqueIdentifier ?? "",
                date: formatDay(event.date),
              }),
            )
          : notify.success(CONFORMITY_TEXTS.importCertificateAgain),
      onError: (error) => toastApiError(error, CONFORMITY_TEXTS.importCertificateFailed),
      onSettled: () => {
        if (input.current) input.current.value = "";
      },
    });
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".xml,application/xml,text/xml"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-certificate-input=""
        onChange={(change) => choose(change.currentTarget.files)}
      />
      <Button
        size="sm"
        variant="outline"
        disabled={importing.isPending}
        title={CONFORMITY_TEXTS.importCertificateHint}
        onClick={() => input.current?.click()}
      >
        <FileUp aria-hidden="true" />
        {importing.isPending ? CONFORMITY_TEXTS.importing : CONFORMITY_TEXTS.importCertificate}
      </Button>
    </>
  );
}
