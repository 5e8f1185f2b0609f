import { Upload } from "lucide-react";
import { useDeferredValue, useMemo, useState } from "react";
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
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { notify } from "../../lib/toast";
import { ImportPreview } from "./import-preview";
import { UsersCsvField, UsersCsvFormat } from "./import-users-fields";
import { useImportUsers } from "./queries";

function ImportForm({ existingEmails, onDone }: { existingEmails: string[]; onDone: () => void }) {
  const [text, setText] = useState("");
  const [serverError, setServerError] = useState<string | null>(null);
  /** The refusal of an import that cannot start, also shown under the text for screen readers. */
  const [inputError, setInputError] = useState<string | null>(null);
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
          <UsersCsvField
            text={text}
            error={inputError}
            pending={pending}
            onText={(next) => {
              setText(next);
              setInputError(null);
            }}
            onFile={(file) => void loadFile(file)}
          />
          <UsersCsvFormat emailDelivery={emailDelivery} />
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
