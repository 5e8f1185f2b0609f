import { FileUp, Upload } from "lucide-react";
import { useDeferredValue, useMemo, useRef, useState } from "react";
import type { User } from "../../../shared/api/users";
import { FAILURE_MESSAGES, FIELD_MESSAGES, OUTBOX_TEXTS, SUCCESS_MESSAGES } from "../../../shared/messages";
import { countUsers, USER_IMPORT_TEXTS } from "../../../shared/texts/users";
import { parseUserImport } from "../../../shared/user-import";
import { ruleRefusalOf, toastApiError } from "../../api/errors";
import { useSignInOptions } from "../../api/hooks";
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
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/toast";
import { ImportPreview } from "./import-preview";
import { useImportUsers } from "./queries";

const EXAMPLE = `Prénom,Nom,Email
Marie,Dupont,marie.dupont@exemple.fr
"Jean","Martin","jean.martin@exemple.fr"`;

function ImportForm({ existingEmails, onDone }: { existingEmails: string[]; onDone: () => void }) {
  const [text, setText] = useState("");
  const [serverError, setServerError] = useState<string | null>(null);
  /** The refusal of an import that cannot start, also shown under the text for screen readers. */
  const [inputError, setInputError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const importUsers = useImportUsers();
  // Without a server, the invitations wait in the outbox: said so, never « envoyée » (decision 019).
  const emailDelivery = useSignInOptions().data?.emailDelivery !== false;
  const deferredText = useDeferredValue(text);
  const preview = useMemo(
    () => parseUserImport(deferredText, existingEmails),
    [deferredText, existingEmails],
  );
  const pending = importUsers.isPending;

  const loadFile = async (file: File | undefined) => {
    if (!file) return;
    setText(await file.text());
    setServerError(null);
    setInputError(null);
  };

  const submit = () => {
    const refuse = (message: string) => {
      setInputError(message);
      notify.error(message);
    };
    if (text.trim() === "") return refuse(FIELD_MESSAGES.importNothingPasted);
    const sent = parseUserImport(text, existingEmails).users;
    if (sent.length === 0) return refuse(FIELD_MESSAGES.importNothingValid);
    setInputError(null);
    setServerError(null);
    importUsers.mutate(sent, {
      onSuccess: (result) => {
        const imported = countUsers(result.imported, USER_IMPORT_TEXTS.importedSuffix);
        notify.success(
          emailDelivery || result.imported === 0 ? imported : `${imported}. ${OUTBOX_TEXTS.importedWaiting}`,
          SUCCESS_MESSAGES.importDoneTitle,
        );
        onDone();
      },
      onError: (error) => {
        // The server names the refused line of the pasted text (each row is sent with its line).
        setServerError(ruleRefusalOf(error));
        toastApiError(error, FAILURE_MESSAGES.importUsers);
      },
    });
  };

  return (
    <>
      <DialogHeader title={USER_IMPORT_TEXTS.title} description={USER_IMPORT_TEXTS.description} />
      <DialogBody className="grid gap-4">
        {pending && (
          <div className="grid gap-2" role="status">
            <p className="text-sm font-medium">{USER_IMPORT_TEXTS.pending}</p>
            <div
              role="progressbar"
              aria-label={USER_IMPORT_TEXTS.pendingLabel}
              className="h-1.5 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full w-full animate-pulse rounded-full bg-primary" />
            </div>
          </div>
        )}
        {serverError && <Notice tone="error">{serverError}</Notice>}

        <div className="grid gap-4 md:grid-cols-[1fr_16rem]">
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
                  void loadFile(event.target.files?.[0]);
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
              aria-describedby={inputError ? "import-csv-error" : "import-csv-format"}
              aria-invalid={inputError ? true : undefined}
              className="min-h-32 flex-1 font-mono text-[13px] leading-relaxed"
              onChange={(event) => {
                setText(event.target.value);
                setInputError(null);
              }}
            />
            {inputError && (
              <p id="import-csv-error" role="alert" className="text-xs font-medium text-destructive">
                {inputError}
              </p>
            )}
          </div>
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
        </div>

        <ImportPreview empty={deferredText.trim() === ""} result={preview} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {USER_IMPORT_TEXTS.cancel}
          </Button>
        </DialogClose>
        <Button type="button" disabled={pending} aria-busy={pending} onClick={submit}>
          {pending ? (
            <Spinner className="size-4 text-primary-foreground" label={USER_IMPORT_TEXTS.pendingSubmit} />
          ) : (
            <Upload aria-hidden="true" />
          )}
          {USER_IMPORT_TEXTS.submit}
          {preview.users.length})
        </Button>
      </DialogFooter>
    </>
  );
}

/** The CSV bulk import of spec §5, with its live preview. */
export function ImportUsersDialog({
  open,
  onOpenChange,
  users,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  users: User[];
  onCloseAutoFocus: (event: Event) => void;
}) {
  const existingEmails = useMemo(() => users.map((u) => u.email), [users]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="xl" onCloseAutoFocus={onCloseAutoFocus}>
        <ImportForm existingEmails={existingEmails} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
