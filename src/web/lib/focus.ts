import { useCallback, useRef } from "react";

/** Focus an element once the current update and any dialog's own focus return are done. */
export function focusLater(target: () => HTMLElement | null | undefined): void {
  setTimeout(() => requestAnimationFrame(() => target()?.focus()), 0);
}

/**
 * Where a dialog gives the focus back when it closes: to what opened it (`opener`), or, when that
 * element is gone (a deleted row), to `fallback` (usually the page's create button). Pass
 * `restoreFocus` as the dialog's onCloseAutoFocus.
 */
export function useFocusReturn<T extends HTMLElement>() {
  const opener = useRef<HTMLElement | null>(null);
  const fallback = useRef<T>(null);
  const restoreFocus = useCallback((event: Event) => {
    event.preventDefault();
    const back = opener.current?.isConnected ? opener.current : fallback.current;
    back?.focus();
  }, []);
  return { opener, fallback, restoreFocus };
}
