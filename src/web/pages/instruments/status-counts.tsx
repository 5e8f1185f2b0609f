import { ShieldAlert } from "lucide-react";
import type { InstrumentStatus } from "../../../shared/constants";
import { PARC_TEXTS, STATUS_ORDER } from "../../../shared/texts/instruments";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import { STATUS_LOOKS } from "./looks";

const TONES: Record<InstrumentStatus, string> = {
  quarantined: "aria-pressed:border-red-700 aria-pressed:ring-red-200",
  overdue: "aria-pressed:border-red-400 aria-pressed:ring-red-200",
  due_soon: "aria-pressed:border-amber-400 aria-pressed:ring-amber-200",
  ok: "aria-pressed:border-emerald-400 aria-pressed:ring-emerald-200",
  unknown: "aria-pressed:border-slate-400 aria-pressed:ring-slate-200",
};

/**
 * The count of each status under the other filters, each a button that filters the list on it (and
 * back): the fleet's state at a glance, and the way into what needs doing.
 */
export function StatusCounts({
  counts,
  active,
  onSelect,
}: {
  /** The server's counts; null while the first page loads. */
  counts: Record<InstrumentStatus, number> | null;
  active: InstrumentStatus | undefined;
  onSelect: (status: InstrumentStatus | undefined) => void;
}) {
  return (
    <ul aria-label={PARC_TEXTS.countsLabel} className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-5">
      {STATUS_ORDER.map((status) => {
        const look = STATUS_LOOKS[status];
        const count = counts?.[status] ?? null;
        const pressed = active === status;
        return (
          // Five counts: in quarantine (the first) takes a whole row of two on a phone.
          <li key={status} className={cn("min-w-0", status === "quarantined" && "max-md:col-span-2")}>
            <button
              type="button"
              aria-pressed={pressed}
              title={pressed ? PARC_TEXTS.countsAll : PARC_TEXTS.countsHint}
              onClick={() => onSelect(pressed ? undefined : status)}
              className={cn(
                "flex h-full w-full min-w-0 items-center justify-between gap-3 rounded-xl border bg-card px-4 py-3 text-left shadow-sm transition-colors hover:bg-muted/60 aria-pressed:ring-2 max-sm:px-3",
                TONES[status],
              )}
            >
              <span className="flex min-w-0 items-center gap-2 text-sm font-medium text-muted-foreground">
                {status === "quarantined" ? (
                  <ShieldAlert className="size-4 shrink-0 text-red-700" aria-hidden="true" />
                ) : (
                  <span className={cn("size-2.5 shrink-0 rounded-full", look.dot)} aria-hidden="true" />
                )}
                <span className="leading-snug">{look.label}</span>
              </span>
              {count === null ? (
                <span className="h-6 w-10 animate-pulse rounded bg-muted" />
              ) : (
                <span className="text-xl font-semibold tracking-tight tabular-nums">
                  {formatNumber(count)}
                </span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
