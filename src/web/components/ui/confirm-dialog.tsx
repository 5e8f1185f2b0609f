import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { DIALOG_TEXTS } from "../../../shared/texts/common";
import { Button } from "./button";

/** Asks before an irreversible action; the safe choice has the focus. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = DIALOG_TEXTS.cancel,
  pending = false,
  confirmVariant = "destructive",
  onConfirm,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The safe choice, which has the focus. */
  cancelLabel?: string;
  pending?: boolean;
  /** The confirm button's look: destructive (the default), or the primary one for a safe action. */
  confirmVariant?: "destructive" | "default";
  onConfirm: () => void;
  /** Where the focus goes back when it closes, when the dialog has no trigger of its own. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
        <AlertDialog.Content
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border bg-card p-6 shadow-2xl max-h-[calc(100dvh-2rem)]"
        >
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">
            {children}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel asChild>
              <Button variant="outline">{cancelLabel}</Button>
            </AlertDialog.Cancel>
            <Button variant={confirmVariant} disabled={pending} onClick={onConfirm}>
              {confirmLabel}
            </Button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
