import type { LucideIcon } from "lucide-react";
import { Equal, TrendingDown, TrendingUp } from "lucide-react";
import { EVOLUTION_LABELS, type EvolutionStatus } from "../../../shared/opperet";
import { formatSigned } from "../../lib/format";
import { cn } from "../../lib/utils";

/** One look per evolution status (spec §4), shared by the summary and the table. */
export const EVOLUTION_LOOKS: Record<
  EvolutionStatus,
  { icon: LucideIcon; badge: string; tone: string; text: string }
> = {
  extended: {
    icon: TrendingUp,
    badge: "border-emerald-200 bg-emerald-50 text-emerald-800",
    tone: "bg-emerald-50 text-emerald-700",
    text: "text-emerald-700",
  },
  reduced: {
    icon: TrendingDown,
    badge: "border-red-200 bg-red-50 text-red-800",
    tone: "bg-red-50 text-red-700",
    text: "text-red-700",
  },
  maintained: {
    icon: Equal,
    badge: "border-sky-200 bg-sky-50 text-sky-800",
    tone: "bg-sky-50 text-sky-700",
    text: "text-muted-foreground",
  },
};

export function EvolutionBadge({ status }: { status: EvolutionStatus }) {
  const look = EVOLUTION_LOOKS[status];
  const Icon = look.icon;
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-medium whitespace-nowrap",
        look.badge,
      )}
    >
      <Icon className="size-3.5 shrink-0" aria-hidden="true" />
      {EVOLUTION_LABELS[status]}
    </span>
  );
}

/** Evolution with one decimal and its sign: "+100,0 %", "−50,0 %" (spec §9). */
export function formatEvolution(percent: number): string {
  return `${formatSigned(percent, 1)} %`;
}

/** Global score with two decimals (spec §9), signed: it lies between −2 and +2. */
export function formatGlobalScore(score: number): string {
  return formatSigned(score, 2);
}
