import { ChevronsRight } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { LIST_TEXTS } from "../../../shared/texts/common";
import { fill } from "../../lib/format";
import { cn } from "../../lib/utils";

/** The line above a table that scrolls sideways; `className` may show it only at some widths. */
export function ScrollHint({ className }: { className?: string }) {
  return (
    <p
      className={cn(
        "flex items-center gap-1.5 border-b bg-muted/40 px-4 py-1.5 text-xs text-muted-foreground",
        className,
      )}
    >
      <ChevronsRight className="size-3.5 shrink-0" aria-hidden="true" />
      {LIST_TEXTS.scrollHint}
    </p>
  );
}

/**
 * Whether a click on a row fell on one of the row's own links, buttons or focusable controls (which
 * keep their own action), rather than on the row itself. Only what lies inside the row counts: the
 * scrolling region around the table is focusable too.
 */
export function clickedControl(event: { target: EventTarget | null; currentTarget: Element }): boolean {
  const control = event.target instanceof Element ? event.target.closest("a, button, [tabindex]") : null;
  return control !== null && event.currentTarget.contains(control);
}

/**
 * A table wider than the screen (a phone, a narrow window): it scrolls sideways, and says so — a
 * line above it and a shade on the side where columns are hidden — rather than hide its last
 * columns (often the actions) behind a scroll nobody sees. Scrollable, it takes the keyboard's
 * focus, so arrows move it too.
 */
export function TableScroll({
  label,
  className,
  children,
}: {
  /** What the table is, for the scrollable region's name. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ left: false, right: false });

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => {
      const left = element.scrollLeft > 1;
      const right = element.scrollLeft + element.clientWidth < element.scrollWidth - 1;
      setHidden((was) => (was.left === left && was.right === right ? was : { left, right }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      observer.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, []);

  const scrollable = hidden.left || hidden.right;
  return (
    <div className="grid">
      {scrollable && <ScrollHint />}
      <div className="relative min-w-0">
        <div
          ref={box}
          // A named, focusable region only when it scrolls: the arrows then move it.
          {...(scrollable && {
            tabIndex: 0,
            role: "region",
            "aria-label": fill(LIST_TEXTS.scrollRegion, { label }),
          })}
          className={cn(
            "relative overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
            className,
          )}
        >
          {children}
        </div>
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 left-0 w-6 bg-gradient-to-r from-card to-transparent transition-opacity",
            hidden.left ? "opacity-100" : "opacity-0",
          )}
        />
        <div
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute inset-y-0 right-0 w-8 bg-gradient-to-l from-card to-transparent transition-opacity",
            hidden.right ? "opacity-100" : "opacity-0",
          )}
        />
      </div>
    </div>
  );
}
