import { type MouseEvent, useState } from "react";
import { useFocusReturn } from "../../lib/focus";
import { CertificatesImportDialog } from "./certificates-import-dialog";
import { ImportInstrumentsDialog } from "./import-dialog";
import { NewInstrumentDialog } from "./new-instrument-dialog";

/** The Parc's two dialogs (CSV import, new instrument): whether each is open, and where the focus returns. */
export function useParcDialogs() {
  const [importing, setImporting] = useState(false);
  const importFocus = useFocusReturn<HTMLButtonElement>();
  const [adding, setAdding] = useState(false);
  const addFocus = useFocusReturn<HTMLButtonElement>();
  const [certificates, setCertificates] = useState(false);
  const certificatesFocus = useFocusReturn<HTMLButtonElement>();
  return {
    certificates,
    setCertificates,
    certificatesFocus,
    openCertificates: (event: MouseEvent<HTMLButtonElement>) => {
      certificatesFocus.opener.current = event.currentTarget;
      setCertificates(true);
    },
    importing,
    setImporting,
    importFocus,
    adding,
    setAdding,
    addFocus,
    openImport: (event: MouseEvent<HTMLButtonElement>) => {
      importFocus.opener.current = event.currentTarget;
      setImporting(true);
    },
    openAdd: (event: MouseEvent<HTMLButtonElement>) => {
      addFocus.opener.current = event.currentTarget;
      setAdding(true);
    },
  };
}

export type ParcDialogState = ReturnType<typeof useParcDialogs>;

export function ParcDialogs({ dialogs, today }: { dialogs: ParcDialogState; today: string | undefined }) {
  return (
    <>
      <ImportInstrumentsDialog
        open={dialogs.importing}
        onOpenChange={dialogs.setImporting}
        onCloseAutoFocus={dialogs.importFocus.restoreFocus}
      />
      <CertificatesImportDialog
        open={dialogs.certificates}
        onOpenChange={dialogs.setCertificates}
        onCloseAutoFocus={dialogs.certificatesFocus.restoreFocus}
      />
      <NewInstrumentDialog
        open={dialogs.adding}
        today={today}
        onOpenChange={dialogs.setAdding}
        onCloseAutoFocus={dialogs.addFocus.restoreFocus}
      />
    </>
  );
}
