import {
  createContext,
  type FormEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { DIALOG_TEXTS } from "../../../shared/texts/common";
import { ConfirmDialog } from "./confirm-dialog";

/**
 * Nothing typed in a dialog is lost without asking (issue 21): every way of closing a dialog
 * (Escape, « Fermer » / « Annuler », a click on the overlay, the ×) goes through its `onOpenChange`,
 * which `Dialog` (dialog.tsx) holds back while the dialog has unsaved input, to ask first. A dialog
 * without changes closes at once; a dialog closed by its own save is not asked about.
 */
interface Guard {
  /** Each part of the dialog's form that says whether it holds unsaved input (useUnsavedChanges). */
  parts: Map<object, boolean>;
  /**
   * For a dialog whose form says nothing: a field of it was changed by the user. Ignored as soon as
   * one part of the dialog speaks for itself.
   */
  touched: { current: boolean };
}

const GuardContext = createContext<Guard | null>(null);

function hasUnsavedInput(guard: Guard): boolean {
  if (guard.parts.size > 0) return [...guard.parts.values()].some(Boolean);
  return guard.touched.current;
}

/**
 * Says whether this part of a dialog's form holds input not saved yet (a react-hook-form's
 * `isDirty`, a pasted text, a list changed…); closing the dialog then asks first. A dialog may have
 * several parts: it asks when any of them is dirty.
 */
export function useUnsavedChanges(dirty: boolean): void {
  const guard = useContext(GuardContext);
  const [key] = useState(() => ({}));
  useEffect(() => {
    if (!guard) return;
    guard.parts.set(key, dirty);
    return () => {
      guard.parts.delete(key);
    };
  }, [guard, key, dirty]);
}

/** Fields whose change is a choice of how to do the dialog's action, or a search, not input to keep. */
function isInput(target: EventTarget): boolean {
  if (target instanceof HTMLInputElement) return !["radio", "search", "file"].includes(target.type);
  return target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;
}

/**
 * The dialog content's `onInput`: marks the dialog touched when one of its own fields changes (not
 * one of a dialog opened over it, whose events reach this one through React's tree).
 */
export function useTouchedMarker(): (event: FormEvent<HTMLElement>) => void {
  const guard = useContext(GuardContext);
  return useCallback(
    (event: FormEvent<HTMLElement>) => {
      if (guard && event.currentTarget.contains(event.target as Node) && isInput(event.target))
        guard.touched.current = true;
    },
    [guard],
  );
}

/**
 * Holds a dialog's closing back while it has unsaved input and asks « Abandonner les
 * modifications ? »: « Continuer la saisie » (the focused, safe choice; Escape too) keeps everything
 * as it was, « Abandonner » closes the dialog.
 */
export function UnsavedChangesGuard({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: ((open: boolean) => void) | undefined;
  children: (onOpenChange: (open: boolean) => void) => ReactNode;
}) {
  const guard = useMemo<Guard>(() => ({ parts: new Map(), touched: { current: false } }), []);
  const [asking, setAsking] = useState(false);
  const discarding = useRef(false);
  /** Where the focus was when the dialog asked: it goes back there to continue typing. */
  const returnTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (open) return;
    guard.touched.current = false;
    setAsking(false);
  }, [open, guard]);

  const change = (next: boolean) => {
    if (!next && hasUnsavedInput(guard)) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setAsking(true);
    } else onOpenChange?.(next);
  };

  return (
    <GuardContext.Provider value={guard}>
      {children(change)}
      <ConfirmDialog
        open={asking}
        onOpenChange={(stillAsking) => !stillAsking && setAsking(false)}
        title={DIALOG_TEXTS.discardTitle}
        cancelLabel={DIALOG_TEXTS.discardCancel}
        confirmLabel={DIALOG_TEXTS.discardConfirm}
        onConfirm={() => {
          discarding.current = true;
          setAsking(false);
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          // Continuing: the focus goes back where it was (the question has no trigger to return to).
          if (!discarding.current) return returnTo.current?.focus();
          // Abandoning: the dialog closes once the question is gone, so that the focus goes back
          // where the dialog was opened from, not into the dialog being closed.
          discarding.current = false;
          onOpenChange?.(false);
        }}
      >
        {DIALOG_TEXTS.discardText}
      </ConfirmDialog>
    </GuardContext.Provider>
  );
}
