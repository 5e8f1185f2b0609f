import { FileUp } from "lucide-react";
import { type RefObject, useRef } from "react";
import { PARC_TEXTS } from "../../../shared/texts/instruments";
import { Button } from "../../components/ui/button";
import { Label, Textarea } from "../../components/ui/field";
import { PARC_CSV_COLUMNS } from "./csv-preview";

const EXAMPLE = `${PARC_CSV_COLUMNS.join(",")}
Manomètre numérique 0-10 bar,MAN-0001,Manomètre,Atelier mécanique,12,2026-03-14
Sonde PT100,PT-0002,Sonde de température,Laboratoire,24,`;

/** The CSV to import, pasted or loaded from a file, with the refusal said under it. */
export function CsvField({
  text,
  error,
  pending,
  textArea,
  onText,
  onFile,
}: {
  text: string;
  error: string | null;
  pending: boolean;
  textArea: RefObject<HTMLTextAreaElement | null>;
  onText: (text: string) => void;
  onFile: (file: File | undefined) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
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
            onFile(event.target.files?.[0]);
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
        onChange={(event) => onText(event.target.value)}
      />
      {error && (
        <p id="instrument-import-csv-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The expected columns and the rules of the file, which the field refers to. */
export function CsvFormatHelp() {
  return (
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
  );
}
