import { X } from "lucide-react";
import { Dialog as DialogPrimitive } from "radix-ui";
import { type ComponentProps, type ReactNode, useState } from "react";
import { DIALOG_TEXTS } from "../../../shared/texts/common";
import { cn } from "../../lib/utils";
import { UnsavedChangesGuard, useTouchedMarker } from "./unsaved-changes";

/**
 * A dialog that asks before its unsaved input is lost (unsaved-changes.tsx): however it is closed,
 * Escape, a « Fermer » / « Annuler » button (DialogClose), the overlay or the ×, it goes through here.
 */
export function Dialog({
  open: controlled,
  defaultOpen = false,
  onOpenChange,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Root>) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = controlled ?? uncontrolled;
  return (
    <UnsavedChangesGuard
      open={open}
      onOpenChange={(next) => {
        if (controlled === undefined) setUncontrolled(next);
        onOpenChange?.(next);
      }}
    >
      {(guardedChange) => (
        <DialogPrimitive.Root open={open} onOpenChange={guardedChange} {...props}>
          {children}
        </DialogPrimitive.Root>
      )}
    </UnsavedChangesGuard>
  );
}
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** A click on a toast (outside the dialog) must not close the dialog. */
function isOnToast(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[role="region"][aria-label^="Notifications"]`) !== null;
}

export function DialogContent({
  className,
  children,
  size = "md",
  onPointerDownOutside,
  onInput,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: "md" | "lg" | "xl" }) {
  const markTouched = useTouchedMarker();
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/50" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[90dvh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border bg-card shadow-2xl",
          size === "md" && "max-w-lg",
          size === "lg" && "max-w-2xl",
          size === "xl" && "max-w-4xl",
          className,
        )}
        onPointerDownOutside={(event) => {
          if (isOnToast(event.target)) event.preventDefault();
          onPointerDownOutside?.(event);
        }}
        onInput={(event) => {
          markTouched(event);
          onInput?.(event);
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={DIALOG_TEXTS.close}
          className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          <X className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="border-b px-6 py-4 pr-12">
      <DialogPrimitive.Title className="text-lg font-semibold">{title}</DialogPrimitive.Title>
      {description ? (
        <DialogPrimitive.Description className="mt-1 text-sm text-muted-foreground">
          {description}
        </DialogPrimitive.Description>
      ) : (
        <DialogPrimitive.Description className="sr-only">{title}</DialogPrimitive.Description>
      )}
    </div>
  );
}

export function DialogBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("min-h-0 flex-1 overflow-y-auto px-6 py-5", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-wrap justify-end gap-2 border-t px-6 py-4", className)} {...props} />;
}
