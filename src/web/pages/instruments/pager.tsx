import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import type { ReactNode } from "react";
import { PARC_TEXTS } from "../../../shared/texts/instruments";
import { Button } from "../../components/ui/button";
import { fill } from "../../lib/format";
import { cn } from "../../lib/utils";

/** First, previous, next and last page around 'Page 2 sur 200'; nothing when all fits on one page. */
export function Pager({
  page,
  count,
  onGo,
  className,
}: {
  page: number;
  count: number;
  onGo: (page: number) => void;
  className?: string;
}) {
  if (count <= 1) return null;
  const first = page <= 1;
  const last = page >= count;
  const step = (label: string, target: number, disabled: boolean, icon: ReactNode) => (
    <Button
      variant="outline"
      size="icon"
      className="max-sm:size-11"
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={() => onGo(target)}
    >
      {icon}
    </Button>
  );
  return (
    <nav aria-label={PARC_TEXTS.pager} className={cn("flex items-center justify-between gap-2", className)}>
      <span className="flex gap-1">
        {step(PARC_TEXTS.firstPage, 1, first, <ChevronsLeft />)}
        {step(PARC_TEXTS.previousPage, page - 1, first, <ChevronLeft />)}
      </span>
      <span className="text-center text-sm text-muted-foreground tabular-nums">
        {fill(PARC_TEXTS.pageOf, { page, count })}
      </span>
      <span className="flex gap-1">
        {step(PARC_TEXTS.nextPage, page + 1, last, <ChevronRight />)}
        {step(PARC_TEXTS.lastPage, count, last, <ChevronsRight />)}
      </span>
    </nav>
  );
}
