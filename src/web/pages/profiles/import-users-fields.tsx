import { FileUp } from "lucide-react";
import { useRef } from "react";
import { USER_IMPORT_TEXTS } from "../../../shared/texts/users";
import { Button } from "../../components/ui/button";
import { Label, Textarea } from "../../components/ui/field";

const EXAMPLE = `Prénom,Nom,Email
Marie,Dupont,marie.dupont@exemple.fr
"Jean","Martin","jean.martin@exemple.fr"`;

/** The users to import, pasted or loaded from a file, with the refusal said under them. */
export function UsersCsvField({
  text,
  error,
  pending,
  onText,
  onFile,
}: {
  text: string;
  error: string | null;
  pending: boolean;
  onText: (text: string) => void;
  onFile: (file: File | undefined) => void;
}) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor="import-csv">{USER_IMPORT_TEXTS.data}</Label>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={pending}
          onClick={() => fileInput.current?.click()}
        >
          <FileUp />
          {USER_IMPORT_TEXTS.loadFile}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".csv,.txt,text/csv,text/plain"
          className="hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            onFile(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      <Textarea
        id="import-csv"
        rows={5}
        spellCheck={false}
        value={text}
        disabled={pending}
        placeholder={EXAMPLE}
        aria-describedby={error ? "import-csv-error" : "import-csv-format"}
        aria-invalid={error ? true : undefined}
        className="min-h-32 flex-1 font-mono text-[13px] leading-relaxed"
        onChange={(event) => onText(event.target.value)}
      />
      {error && (
        <p id="import-csv-error" role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** The expected columns and rules; the last one says whether invitations are sent or wait. */
export function UsersCsvFormat({ emailDelivery }: { emailDelivery: boolean }) {
  return (
    <div id="import-csv-format" className="rounded-lg border bg-muted/50 px-4 py-3 text-sm">
      <h3 className="font-semibold">{USER_IMPORT_TEXTS.formatTitle}</h3>
      <p className="mt-1 text-muted-foreground">
        {USER_IMPORT_TEXTS.formatLine}{" "}
        <span className="font-medium text-foreground">{USER_IMPORT_TEXTS.formatColumns}</span>
      </p>
      <ul className="mt-2 grid list-disc gap-1 pl-4 text-xs text-muted-foreground">
        <li>{USER_IMPORT_TEXTS.formatSeparator}</li>
        <li>{USER_IMPORT_TEXTS.formatBlank}</li>
        <li>{emailDelivery ? USER_IMPORT_TEXTS.invitedHint : USER_IMPORT_TEXTS.pendingHint}</li>
      </ul>
    </div>
  );
}
