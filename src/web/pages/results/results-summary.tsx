import { Calculator } from "lucide-react";
import { EVOLUTION_LABELS } from "../../../shared/opperet";
import { RESULTS_SUMMARY_TEXTS } from "../../../shared/texts/results";
import { StatCard } from "../../components/ui/stat-card";
import { formatPercent } from "../../lib/format";
import { EVOLUTION_LOOKS } from "./evolution";
import type { StatusCounts } from "./forced-periods";

/** The four counts of spec §2: total, extended, reduced, maintained (with the periods as typed). */
export function ResultsSummary({ counts }: { counts: StatusCounts }) {
  const share = (value: number) =>
    counts.total === 0
      ? "—"
      : RESULTS_SUMMARY_TEXTS.duTotal(formatPercent(Math.round((value / counts.total) * 100)));
  return (
    <ul
      aria-label={RESULTS_SUMMARY_TEXTS.syntheseDesResultats}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <StatCard
        icon={Calculator}
        label={RESULTS_SUMMARY_TEXTS.equipementsCalcules}
        value={counts.total}
        caption={RESULTS_SUMMARY_TEXTS.avecUneNouvellePeriode}
        tone="bg-secondary text-primary"
      />
      {(["extended", "reduced", "maintained"] as const).map((status) => (
        <StatCard
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
