import { useCallback, useRef } from "react";

/** Focus an element once the current update and any dialog's own focus return are done. */
export function focusLater(target: () => HTMLElement | null | undefined): void {
  setTimeout(() => requestAnimationFrame(() => target()?.focus()), 0);
}

/**
 * The element that now stands where `gone` stood: a list read again may render its row anew, and
 * the new control carries the same `id` or `data-*` attributes as the one that opened the dialog.
 */
function sameControlAs(gone: HTMLElement): HTMLElement | null {
  const marks = [...gone.attributes]
    .filter((attribute) => attribute.name === "id" || attribute.name.startsWith("data-"))
    .filter((attribute) => !attribute.name.startsWith("data-state"))
    .map((attribute) => `[${attribute.name}="${CSS.escape(attribute.value)}"]`);
  if (marks.length === 0) return null;
  return gone.ownerDocument.querySelector<HTMLElement>(`${gone.tagName.toLowerCase()}${marks.join("")}`);
}

/**
 * Where a dialog gives the focus back when it closes: to what opened it (`opener`), or to the same
 * control rendered anew, or, when that is gone too (a deleted row), to `fallback` (usually the
 * page's create button). Pass `restoreFocus` as the dialog's onCloseAutoFocus.
 */
export function useFocusReturn<T extends HTMLElement>() {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<T>(null);
  const restoreFocus = useCallback((event: Event) => {
    event.preventDefault();
    const gone = opener.current;
    const back = gone?.isConnected ? gone : ((gone && sameControlAs(gone)) ?? fallback.current);
    back?.focus();
  }, []);
  return { opener, fallback, restoreFocus };
}
