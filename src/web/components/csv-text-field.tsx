import { FileUp } from "lucide-react";
import { type RefObject, useRef } from "react";
import { Button } from "./ui/button";
import { Label, Textarea } from "./ui/field";

/**
 * A CSV to import, pasted or loaded from a file (a button opens the file picker; the file's text
 * replaces the field's), with the refusal said under it. The format's help carries the id
 * `${id}-format`, the refusal `${id}-error`.
 */
export function CsvTextField({
  id,
  label,
  chooseFile,
  example,
  rows,
  className,
  text,
  error,
  pending,
  textArea,
  fileTestId,
  onText,
  onFile,
}: {
  id: string;
  label: string;
  chooseFile: string;
  example: string;
  rows: number;
  /** The text area's height and the field's own layout. */
  className: { field: string; textArea: string };
  text: string;
  error: string | null;
  pending: boolean;
  textArea?: RefObject<HTMLTextAreaElement | null>;
  fileTestId?: string;
  onText: (text: string) => void;
  onFile: (file: File | undefined) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className={className.field}>
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>{label}</Label>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() => fileInput.current?.click()}
        >
          <FileUp aria-hidden="true" />
          {chooseFile}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          data-testid={fileTestId}
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      <Textarea
        ref={textArea}
        id={id}
        rows={rows}
        spellCheck={false}
        value={text}
        disabled={pending}
        placeholder={example}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-format`}
        className={`${className.textArea} flex-1 font-mono text-[13px] leading-relaxed`}
        onChange={(event) => onText(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
