import { USER_IMPORT_TEXTS } from "../../../shared/texts/users";
import { CsvTextField } from "../../components/csv-text-field";

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
  return (
    <CsvTextField
      id="import-csv"
      label={USER_IMPORT_TEXTS.data}
      chooseFile={USER_IMPORT_TEXTS.loadFile}
      example={EXAMPLE}
      rows={5}
      className={{ field: "flex flex-col gap-1.5", textArea: "min-h-32" }}
      {...{ text, error, pending, onText, onFile }}
    />
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
