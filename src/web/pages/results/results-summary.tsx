import type { LucideIcon } from "lucide-react";
import { Calculator } from "lucide-react";
import { EVOLUTION_LABELS } from "../../../shared/opperet";
import { formatNumber, formatPercent } from "../../lib/format";
import { cn } from "../../lib/utils";
import { EVOLUTION_LOOKS } from "./evolution";
import type { StatusCounts } from "./forced-periods";

function Count({
  icon: Icon,
  label,
  value,
  caption,
  tone,
}: {
  icon: LucideIcon;
  label: string;
  value: number;
  caption: string;
  tone: string;
}) {
  return (
    <li className="flex items-start justify-between gap-4 rounded-xl border bg-card px-5 py-4 shadow-sm">
      <div className="grid min-w-0 gap-1">
        <span className="text-sm font-medium text-muted-foreground">{label}</span>
        <span className="text-2xl font-semibold tracking-tight tabular-nums">{formatNumber(value)}</span>
        <span className="text-xs text-muted-foreground">{caption}</span>
      </div>
      <span className={cn("flex size-10 shrink-0 items-center justify-center rounded-lg", tone)}>
        <Icon className="size-5" aria-hidden="true" />
      </span>
    </li>
  );
}

/** The four counts of spec §2: total, extended, reduced, maintained (with the periods as typed). */
export function ResultsSummary({ counts }: { counts: StatusCounts }) {
  const share = (value: number) =>
    counts.total === 0 ? "—" : `${formatPercent(Math.round((value / counts.total) * 100))} du total`;
  return (
    <ul aria-label="Synthèse des résultats" className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Count
        icon={Calculator}
        label="Équipements calculés"
        value={counts.total}
        caption="avec une nouvelle période"
        tone="bg-secondary text-primary"
      />
      {(["extended", "reduced", "maintained"] as const).map((status) => (
        <Count
          key={status}
          icon={EVOLUTION_LOOKS[status].icon}
          label={EVOLUTION_LABELS[status]}
          value={counts[status]}
          caption={share(counts[status])}
          tone={EVOLUTION_LOOKS[status].tone}
        />
      ))}
    </ul>
  );
}
