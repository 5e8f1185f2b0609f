import { Loader2, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./ui/button";
import { DialogClose, DialogFooter } from "./ui/dialog";

/**
 * A dialog's two actions: one that closes it, and its own action with a spinner while it runs
 * (a form's submit button unless `onAction` is given). Full width and 44 px high on a phone.
 */
export function DialogActions({
  pending,
  cancelLabel,
  actionLabel,
  pendingLabel,
  icon: Icon,
  onAction,
}: {
  pending: boolean;
  cancelLabel: string;
  actionLabel: ReactNode;
  pendingLabel: string;
  icon?: LucideIcon;
  onAction?: () => void;
}) {
  return (
    <DialogFooter className="max-sm:[&>button]:h-11 max-sm:[&>button]:flex-1">
      <DialogClose asChild>
        <Button type="button" variant="outline" disabled={pending}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button
        type={onAction ? "button" : "submit"}
        disabled={pending}
        aria-busy={pending || undefined}
        onClick={onAction}
      >
        {pending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          Icon && <Icon aria-hidden="true" />
        )}
        {pending ? pendingLabel : actionLabel}
      </Button>
    </DialogFooter>
  );
}
