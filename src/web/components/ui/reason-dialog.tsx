import { AlertDialog } from "radix-ui";
import { type ReactNode, useEffect, useId, useState } from "react";
import { TEXT_LIMITS } from "../../../shared/limits";
import { DIALOG_TEXTS } from "../../../shared/texts/common";
import { useApprovalSettings } from "../../api/hooks";
import { Button } from "./button";
import { Field, fieldAria, Textarea } from "./field";

/**
 * Asks why before a change that the record keeps (a forced period, a reopening: decision 021). The
 * reason is optional unless the company's « Exiger un motif » is on (read from the server, which
 * refuses the call itself); a refusal on `reason` is shown under the field.
 */
export function ReasonDialog({
  open,
  title,
  children,
  confirmLabel,
  pending = false,
  error,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  open: boolean;
  title: string;
  /** What is about to change, said above the field. */
  children: ReactNode;
  confirmLabel: string;
  pending?: boolean;
  /** The server's message on `reason`, if it refused the call. */
  error?: string;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const id = useId();
  const [reason, setReason] = useState("");
  const required = useApprovalSettings().data?.requireReason ?? false;
  useEffect(() => {
    if (open) setReason("");
  }, [open]);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !next && !pending && onCancel()}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-2xl max-h-[calc(100dvh-2rem)]"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="grid gap-2 text-sm text-muted-foreground">{children}</div>
          </AlertDialog.Description>
          <form
            className="grid gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              onConfirm(reason.trim());
            }}
          >
            <Field
              id={id}
              label={DIALOG_TEXTS.reason}
              required={required}
              error={error}
              hint={required ? DIALOG_TEXTS.reasonRequiredHint : DIALOG_TEXTS.reasonOptionalHint}
            >
              <Textarea
                value={reason}
                maxLength={TEXT_LIMITS.reason}
                rows={3}
                onChange={(event) => setReason(event.target.value)}
                {...fieldAria(id, error)}
              />
            </Field>
            <div className="flex flex-wrap justify-end gap-2">
              <AlertDialog.Cancel asChild>
                <Button type="button" variant="outline" disabled={pending}>
                  {DIALOG_TEXTS.cancel}
                </Button>
              </AlertDialog.Cancel>
              <Button type="submit" disabled={pending}>
                {confirmLabel}
              </Button>
            </div>
          </form>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
