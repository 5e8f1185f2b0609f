import type { LucideIcon } from "lucide-react";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";

/** One figure of a page's summary row: label, value, caption and a toned icon; null while loading. */
export function StatCard({
  icon: Icon,
  label,
  value,
  caption,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number | null;
  caption: string | null;
  tone: string;
}) {
  return (
    <li className="flex items-start justify-between gap-4 rounded-xl border bg-card px-5 py-4 shadow-sm">
      <div className="grid min-w-0 gap-1">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        {value === null ? (
          <span className="mt-1 h-7 w-16 animate-pulse rounded bg-muted" />
        ) : (
          <span className="text-2xl font-semibold tracking-tight tabular-nums">{formatNumber(value)}</span>
        )}
        {caption === null ? (
          <span className="h-3.5 w-28 animate-pulse rounded bg-muted" />
        ) : (
          <span className="text-xs text-muted-foreground">{caption}</span>
        )}
      </div>
      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </li>
  );
}
