import { X } from "lucide-react";
import { Toast as ToastPrimitive } from "radix-ui";
import { TOAST } from "../../../shared/constants";
import { DIALOG_TEXTS } from "../../../shared/texts/common";
import { dismissToast, useToasts } from "../../lib/toast";
import { cn } from "../../lib/utils";

export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      duration={TOAST.durationMs}
      swipeThreshold={TOAST.swipeThreshold}
      label={DIALOG_TEXTS.toast}
    >
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            "group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-lg border p-4 pr-8 shadow-lg transition-all",
            "data-[state=open]:animate-in data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]",
            t.variant === "destructive"
              ? "border-destructive bg-destructive text-destructive-foreground"
              : "border-border bg-card text-card-foreground",
          )}
        >
          <div className="grid gap-1">
            {t.title && (
              <ToastPrimitive.Title className="text-sm font-semibold">{t.title}</ToastPrimitive.Title>
            )}
            {t.description && (
              <ToastPrimitive.Description className="text-sm opacity-90">
                {t.description}
              </ToastPrimitive.Description>
            )}
          </div>
          <ToastPrimitive.Close
            aria-label={DIALOG_TEXTS.close}
            className="absolute top-2 right-2 rounded-md p-1 opacity-70 hover:opacity-100"
          >
            <X className="size-4" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={[...TOAST.hotkey]}
        label={DIALOG_TEXTS.toastRegion}
        style={{ maxWidth: TOAST.viewportMaxWidthPx }}
        // Bottom left from a tablet on: never over a dialog's buttons, which sit on its right.
        className="fixed top-0 right-0 z-[100] flex max-h-screen w-full flex-col-reverse p-4 md:top-auto md:right-auto md:bottom-0 md:left-0 md:flex-col"
      />
    </ToastPrimitive.Provider>
  );
}
