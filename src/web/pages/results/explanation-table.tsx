import type { ReactNode } from "react";

/** The cells of the explanation's tables. */
export const TH = "px-3 py-2 text-left font-semibold whitespace-nowrap";
export const TD = "px-3 py-2 align-top";
export const NUM = "px-3 py-2 text-right align-top tabular-nums whitespace-nowrap";

/** A table that scrolls sideways on narrow screens, reachable with the keyboard. */
export function ScrollBox({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable with the keyboard
      tabIndex={0}
      className="overflow-x-auto rounded-lg border bg-card focus-visible:outline-offset-2"
    >
      {children}
    </section>
  );
}
