import { Info } from "lucide-react";
import { Popover } from "radix-ui";
import { LIST_TEXTS } from "../../shared/texts/common";
import { fill } from "../lib/format";
import { cn } from "../lib/utils";

/**
 * A criterion's description behind an (i): opened by a tap, a click, Enter or Space, and named after
 * the criterion. A popover, not a tooltip, so that it stays open while a table scrolls to bring its
 * column into view. `touch` makes the button a finger's size.
 */
export function CriterionInfo({
  criterion,
  touch = false,
  className,
}: {
  criterion: { name: string; description: string | null };
  touch?: boolean;
  className?: string;
}) {
  if (!criterion.description) return null;
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label={fill(LIST_TEXTS.criterionDescription, { name: criterion.name })}
        title={touch ? undefined : criterion.description}
        className={cn(
          "flex shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring data-[state=open]:bg-muted data-[state=open]:text-foreground",
          touch ? "-my-2 -mr-2 size-11" : "-mt-0.5 size-6",
          className,
        )}
      >
        <Info className="size-4" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={12}
          aria-label={fill(LIST_TEXTS.criterionDescription, { name: criterion.name })}
          className="z-50 w-72 max-w-[calc(100vw-1.5rem)] rounded-lg border bg-foreground px-3 py-2 text-xs leading-relaxed text-background shadow-lg focus-visible:outline-none"
        >
          {criterion.description}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
