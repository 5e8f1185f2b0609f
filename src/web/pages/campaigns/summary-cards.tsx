import { ClipboardList, FileText, Gauge, Wrench } from "lucide-react";
import type { DashboardStats } from "../../../shared/api/campaigns";
import { SUMMARY_CARDS_TEXTS } from "../../../shared/texts/campaigns";
import { StatCard } from "../../components/ui/stat-card";
import { formatNumber } from "../../lib/format";
import { measurementTrend } from "./status";

function plural(count: number, singular: string, pluralForm: string): string {
  return count > 1 ? pluralForm : singular;
}

/** The four cards of the campaigns screen (spec §2), every figure and sub-caption computed. */
export function SummaryCards({ stats }: { stats: DashboardStats | undefined }) {
  const created = stats?.campaignsCreatedThisMonth ?? 0;
  const pending = stats?.equipmentStats.pending ?? 0;
  return (
    <ul
      aria-label={SUMMARY_CARDS_TEXTS.syntheseDesCampagnes}
      aria-busy={stats === undefined}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <StatCard
        icon={ClipboardList}
        label={SUMMARY_CARDS_TEXTS.campagnesActives}
        value={stats?.activeCampaigns ?? null}
        caption={
          stats
            ? created === 0
              ? SUMMARY_CARDS_TEXTS.aucuneCreeeCeMois
              : SUMMARY_CARDS_TEXTS.ceMois(
                  formatNumber(created),
                  plural(created, SUMMARY_CARDS_TEXTS.creee, SUMMARY_CARDS_TEXTS.creees),
                )
            : null
        }
        tone="bg-emerald-50 text-emerald-700"
      />
      <StatCard
        icon={Wrench}
        label={SUMMARY_CARDS_TEXTS.equipements}
        value={stats?.totalEquipment ?? null}
        caption={stats ? SUMMARY_CARDS_TEXTS.aEtalonner(formatNumber(pending)) : null}
        tone="bg-secondary text-primary"
      />
      <StatCard
        icon={Gauge}
        label={SUMMARY_CARDS_TEXTS.mesuresCeMois}
        value={stats?.monthlyMeasurements ?? null}
        caption={stats ? measurementTrend(stats.monthlyMeasurements, stats.previousMonthMeasurements) : null}
        tone="bg-sky-50 text-sky-700"
      />
      <StatCard
        icon={FileText}
        label={SUMMARY_CARDS_TEXTS.rapportsGeneres}
        value={stats?.generatedReports ?? null}
        caption={stats ? SUMMARY_CARDS_TEXTS.reportsThisMonth(formatNumber(stats.reportsThisMonth)) : null}
        tone="bg-violet-50 text-violet-700"
      />
    </ul>
  );
}
