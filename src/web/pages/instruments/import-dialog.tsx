import { Upload } from "lucide-react";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import type { InstrumentImportResult } from "../../../shared/api/instrument-files";
import { FIELD_MESSAGES } from "../../../shared/messages";
import { importDoneText, PARC_TEXTS } from "../../../shared/texts/instruments";
import { fieldRefusalOf, toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { focusLater } from "../../lib/focus";
import { formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { previewCsv } from "./csv-preview";
import { CsvField, CsvFormatHelp } from "./import-csv-field";
import { ImportNotices } from "./import-notices";
import { Preview } from "./import-preview";
import { useImportInstruments } from "./queries";

/** The line a refusal names ("Ligne 12 : ..."), or null. */
export function refusedLineOf(message: string | null): number | null {
  const found = message ? /^Ligne (\d+)/.exec(message) : null;
  return found ? Number(found[1]) : null;
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  // An import answered with notices: the dialog stays open to show them.
  const [answer, setAnswer] = useState<InstrumentImportResult | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const importing = useImportInstruments();
  const deferred = useDeferredValue(text);
  const refusedLine = refusedLineOf(error);
  const preview = useMemo(() => previewCsv(deferred, 5, refusedLine), [deferred, refusedLine]);
  const pending = importing.isPending;
  // A pasted or loaded file not imported yet is unsaved input.
  useUnsavedChanges(text.trim() !== "");

  const loadFile = async (file: File | undefined) => {
    if (!file) return;
    setText(await file.text());
    setError(null);
  };

  const refuse = (message: string) => {
    setError(message);
    // Once the field is enabled again (it is disabled while the import runs).
    focusLater(() => textArea.current);
  };

  const submit = () => {
    if (text.trim() === "") return refuse(FIELD_MESSAGES.importNothingPasted);
    setError(null);
    importing.mutate(text, {
      onSuccess: (result) => {
        notify.success(importDoneText(result), PARC_TEXTS.importDoneTitle);
        if (!result.notices?.length) return onDone();
        // Imported: nothing left unsaved; the notices are read before the dialog is closed.
        setText("");
        setAnswer(result);
        focusLater(() => closeButton.current);
      },
      onError: (failure) => {
        // The server names the refused line of the text: said under the field it is about.
        const refusal = fieldRefusalOf(failure);
        if (refusal) return refuse(refusal.message);
        toastApiError(failure, PARC_TEXTS.importFailed);
      },
    });
  };

  if (answer)
    return (
      <>
        <DialogHeader title={PARC_TEXTS.importTitle} description={PARC_TEXTS.importDescription} />
        <DialogBody className="grid gap-4 max-sm:px-4">
          <ImportNotices result={answer} />
        </DialogBody>
        <DialogFooter className="max-sm:[&>button]:h-11 max-sm:[&>button]:flex-1">
          <DialogClose asChild>
            <Button ref={closeButton} type="button">
              {PARC_TEXTS.importClose}
            </Button>
          </DialogClose>
        </DialogFooter>
      </>
    );

  return (
    <>
      <DialogHeader title={PARC_TEXTS.importTitle} description={PARC_TEXTS.importDescription} />
      <DialogBody className="grid gap-4 max-sm:px-4">
        {pending && (
          <div className="grid gap-2" role="status">
            <p className="text-sm font-medium">{PARC_TEXTS.importPending}</p>
            <div
              role="progressbar"
              aria-label={PARC_TEXTS.importPending}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full w-full animate-pulse rounded-full bg-primary" />
            </div>
          </div>
        )}
        <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_17rem]">
          <CsvField
            text={text}
            error={error}
            pending={pending}
            textArea={textArea}
            onText={(next) => {
              setText(next);
              setError(null);
            }}
            onFile={(file) => void loadFile(file)}
          />
          <CsvFormatHelp />
        </div>
        <Preview preview={preview} empty={deferred.trim() === ""} refusedLine={refusedLine} />
      </DialogBody>
      <DialogFooter className="max-sm:[&>button]:h-11 max-sm:[&>button]:flex-1">
        <DialogClose asChild>
          <Button type="button" variant="outline" disabled={pending}>
            {PARC_TEXTS.cancel}
          </Button>
        </DialogClose>
        <Button type="button" disabled={pending} aria-busy={pending || undefined} onClick={submit}>
          {pending ? (
            <Spinner className="size-4 text-primary-foreground" label={PARC_TEXTS.importPending} />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {PARC_TEXTS.importSubmit}
          {preview.total > 0 && ` (${formatNumber(preview.total)})`}
        </Button>
      </DialogFooter>
    </>
  );
}

/** "Importer CSV": the Parc's CSV, pasted or chosen, previewed, imported all or nothing. */
export function ImportInstrumentsDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" onCloseAutoFocus={onCloseAutoFocus}>
        {open && <ImportForm onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}
