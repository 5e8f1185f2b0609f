import type { RefObject } from "react";
import { PARC_TEXTS } from "../../../shared/texts/instruments";
import { CsvTextField } from "../../components/csv-text-field";
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
  return (
    <CsvTextField
      id="instrument-import-csv"
      label={PARC_TEXTS.importData}
      chooseFile={PARC_TEXTS.importChooseFile}
      example={EXAMPLE}
      rows={6}
      className={{ field: "flex min-w-0 flex-col gap-1.5", textArea: "min-h-36" }}
      fileTestId="instrument-import-file"
      {...{ text, error, pending, textArea, onText, onFile }}
    />
  );
}

/** The expected columns and the rules of the file, which the field refers to. */
export function CsvFormatHelp() {
  return (
    <div id="instrument-import-csv-format" className="rounded-lg border bg-muted/50 px-4 py-3 text-sm">
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
