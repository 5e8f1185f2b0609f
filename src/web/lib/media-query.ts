import { useCallback, useSyncExternalStore } from "react";

/**
 * Screens narrower than Tailwind's `md` breakpoint (48rem, 768 px): phones, held upright or not.
 * The exact complement of `md:`, so that a layout chosen here and the `max-md:` classes agree.
 */
const PHONE_QUERY = "not all and (min-width: 48rem)";

/** Whether the media query matches now; the component draws again when that changes. */
function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** A phone-sized screen (see PHONE_QUERY). */
export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY);
}
