import { ChevronLeft, ChevronRight } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "../../components/ui/button";
import { cn } from "../../lib/utils";

/**
 * Two buttons to move between pages around a caption ('Page 2 sur 20', 'Page 3'). A button that
 * leads nowhere is disabled; the caller moves the focus to the list's title when the page changes.
 */
export function PageSteps({
  label,
  caption,
  back,
  forward,
  className,
}: {
  /** The navigation's name: 'Pages des événements'. */
  label: string;
  caption: ReactNode;
  back: { label: string; disabled: boolean; onClick: () => void };
  forward: { label: string; disabled: boolean; onClick: () => void };
  className?: string;
}) {
  return (
    <nav aria-label={label} className={cn("flex items-center justify-between gap-2", className)}>
      <Button
        variant="outline"
        className="max-sm:size-11 max-sm:px-0"
        disabled={back.disabled}
        onClick={back.onClick}
      >
        <ChevronLeft aria-hidden="true" />
        <span className="max-sm:sr-only">{back.label}</span>
      </Button>
      <span className="text-center text-sm text-muted-foreground tabular-nums">{caption}</span>
      <Button
        variant="outline"
        className="max-sm:size-11 max-sm:px-0"
        disabled={forward.disabled}
        onClick={forward.onClick}
      >
        <span className="max-sm:sr-only">{forward.label}</span>
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
