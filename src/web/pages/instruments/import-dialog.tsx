import { AlertTriangle, CircleCheck, FileUp, Upload } from "lucide-react";
import { useDeferredValue, useId, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
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
import { Label, Textarea } from "../../components/ui/field";
import { Spinner } from "../../components/ui/spinner";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { focusLater } from "../../lib/focus";
import { fill, formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { PARC_CSV_COLUMNS, previewCsv } from "./csv-preview";
import { Preview } from "./import-preview";
import { useImportInstruments } from "./queries";

const EXAMPLE = `${PARC_CSV_COLUMNS.join(",")}
Manomètre numérique 0-10 bar,MAN-0001,Manomètre,Atelier mécanique,12,2026-03-14
Sonde PT100,PT-0002,Sonde de température,Laboratoire,24,`;

/** The line a refusal names ("Ligne 12 : ..."), or null. */
export function refusedLineOf(message: string | null): number | null {
  const found = message ? /^Ligne (\d+)/.exec(message) : null;
  return found ? Number(found[1]) : null;
}

/** The notices listed at most; the audit trail keeps every one. */
const NOTICES_SHOWN = 100;

/**
 * The answer of an import some of whose lines would have changed a known instrument's last
 * calibration date or period: what was written, then each such line as the server words it, with a
 * link to the instrument's life record where an event is recorded.
 */
function ImportNotices({ result }: { result: InstrumentImportResult }) {
  const id = useId();
  const notices = result.notices ?? [];
  const shown = notices.slice(0, NOTICES_SHOWN);
  return (
    <div className="grid gap-3">
      <p role="status" className="flex gap-2 text-sm font-medium">
        <CircleCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
        {PARC_TEXTS.importDoneTitle} : {importDoneText(result)}
      </p>
      <section
        aria-labelledby={`${id}-title`}
        className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950"
        data-testid="instrument-import-notices"
      >
        <h3 id={`${id}-title`} className="flex gap-2 text-sm font-semibold">
          <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {fill(PARC_TEXTS.importNoticesTitle, { n: notices.length })}
        </h3>
        <ul className="mt-2 grid max-h-[45dvh] gap-2 overflow-y-auto text-sm">
          {shown.map((notice) => (
            <li key={`${notice.line}-${notice.field}`} className="grid gap-0.5">
              <span>{notice.message}</span>
              <Link
                to={`/instruments/${notice.instrumentId}`}
                className="w-fit text-xs font-medium text-amber-950 underline underline-offset-2"
              >
                {fill(PARC_TEXTS.importNoticeOpen, { reference: notice.reference })}
              </Link>
            </li>
          ))}
        </ul>
        {notices.length > shown.length && (
          <p className="mt-2 text-xs">
            {fill(PARC_TEXTS.importNoticesMore, { n: notices.length - shown.length })}
          </p>
        )}
      </section>
    </div>
  );
}

function ImportForm({ onDone }: { onDone: () => void }) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  // An import answered with notices: the dialog stays open to show them.
  const [answer, setAnswer] = useState<InstrumentImportResult | null>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
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
          <div className="flex min-w-0 flex-col gap-1.5">
            <div className="flex items-center justify-between gap-3">
              <Label htmlFor="instrument-import-csv">{PARC_TEXTS.importData}</Label>
              <Button
                type="button"
                variant="outline"
                size="sm"
                disabled={pending}
                onClick={() => fileInput.current?.click()}
              >
                <FileUp aria-hidden="true" />
                {PARC_TEXTS.importChooseFile}
              </Button>
              <input
                ref={fileInput}
                type="file"
                accept=".csv,.txt,text/csv,text/plain"
                className="hidden"
                tabIndex={-1}
                aria-hidden="true"
                data-testid="instrument-import-file"
                onChange={(event) => {
                  void loadFile(event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
            </div>
            <Textarea
              ref={textArea}
              id="instrument-import-csv"
              rows={6}
              spellCheck={false}
              value={text}
              disabled={pending}
              placeholder={EXAMPLE}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "instrument-import-csv-error" : "instrument-import-format"}
              className="min-h-36 flex-1 font-mono text-[13px] leading-relaxed"
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
            />
            {error && (
              <p
                id="instrument-import-csv-error"
                role="alert"
                className="text-xs font-medium text-destructive"
              >
                {error}
              </p>
            )}
          </div>
          <div id="instrument-import-format" className="rounded-lg border bg-muted/50 px-4 py-3 text-sm">
            <h3 className="font-semibold">{PARC_TEXTS.importFormatTitle}</h3>
            <p className="mt-1 text-muted-foreground">{PARC_TEXTS.importFormat}</p>
            <p className="mt-1.5 flex flex-wrap gap-1">
              {PARC_CSV_COLUMNS.map((column) => (
                <code
                  key={column}
                  className="rounded border bg-card px-1.5 py-0.5 font-mono text-xs text-foreground"
                >
                  {column}
                </code>
              ))}
            </p>
            <ul className="mt-2 grid list-disc gap-1 pl-4 text-xs text-muted-foreground">
              {PARC_TEXTS.importFormatRules.map((rule) => (
                <li key={rule}>{rule}</li>
              ))}
            </ul>
          </div>
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
