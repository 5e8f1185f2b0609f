import type { LucideIcon } from "lucide-react";
import { ClipboardList, FileText, Gauge, Wrench } from "lucide-react";
import type { DashboardStats } from "../../../shared/api/campaigns";
import { formatNumber } from "../../lib/format";
import { cn } from "../../lib/utils";
import { measurementTrend } from "./status";

function SummaryCard({
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

function plural(count: number, singular: string, pluralForm: string): string {
  return count > 1 ? pluralForm : singular;
}

/** The four cards of the campaigns screen (spec §2), every figure and sub-caption computed. */
export function SummaryCards({ stats }: { stats: DashboardStats | undefined }) {
  const created = stats?.campaignsCreatedThisMonth ?? 0;
  const pending = stats?.equipmentStats.pending ?? 0;
  return (
    <ul
      aria-label="Synthèse des campagnes"
      aria-busy={stats === undefined}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <SummaryCard
        icon={ClipboardList}
        label="Campagnes actives"
        value={stats?.activeCampaigns ?? null}
        caption={
          stats
            ? created === 0
              ? "Aucune créée ce mois"
              : `+${formatNumber(created)} ${plural(created, "créée", "créées")} ce mois`
            : null
        }
        tone="bg-emerald-50 text-emerald-700"
      />
      <SummaryCard
        icon={Wrench}
        label="Équipements"
        value={stats?.totalEquipment ?? null}
        caption={stats ? `${formatNumber(pending)} à étalonner` : null}
        tone="bg-secondary text-primary"
      />
      <SummaryCard
        icon={Gauge}
        label="Mesures ce mois"
        value={stats?.monthlyMeasurements ?? null}
        caption={stats ? measurementTrend(stats.monthlyMeasurements, stats.previousMonthMeasurements) : null}
        tone="bg-sky-50 text-sky-700"
      />
      <SummaryCard
        icon={FileText}
        label="Rapports générés"
        value={stats?.generatedReports ?? null}
        caption={stats ? `${formatNumber(stats.reportsThisMonth)} ce mois` : null}
        tone="bg-violet-50 text-violet-700"
      />
    </ul>
  );
}
