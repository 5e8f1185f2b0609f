import { AlertCircle, CheckCircle2, FileText, Hourglass } from "lucide-react";
import { REPORT_COUNTS_TEXTS, REPORT_TEXTS } from "../../../shared/texts/reports";
import { StatCard } from "../../components/ui/stat-card";
import type { ReportCounts as Counts } from "./generation";

/** The four counts of the Rapports screen (spec §2); null while the list loads. */
export function ReportCounts({ counts }: { counts: Counts | null }) {
  const caption = (text: string) => (counts ? text : null);
  return (
    <ul
      aria-label={REPORT_COUNTS_TEXTS.syntheseDesRapports}
      aria-busy={counts === null}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4"
    >
      <StatCard
        icon={FileText}
        label={REPORT_TEXTS.countTotal}
        value={counts?.total ?? null}
        caption={caption(REPORT_COUNTS_TEXTS.tousFormatsConfondus)}
        tone="bg-secondary text-primary"
      />
      <StatCard
        icon={CheckCircle2}
        label={REPORT_TEXTS.countCompleted}
        value={counts?.completed ?? null}
        caption={caption(REPORT_COUNTS_TEXTS.pretsAConsulter)}
        tone="bg-emerald-50 text-emerald-700"
      />
      <StatCard
        icon={Hourglass}
        label={REPORT_TEXTS.countGenerating}
        value={counts?.generating ?? null}
        caption={caption(
          counts?.generating
            ? REPORT_COUNTS_TEXTS.listeActualiseeToutesLes
            : REPORT_COUNTS_TEXTS.aucunRapportEnCours,
        )}
        tone="bg-sky-50 text-sky-700"
      />
      <StatCard
        icon={AlertCircle}
        label={REPORT_TEXTS.countFailed}
        value={counts?.failed ?? null}
        caption={caption(
          counts?.failed ? REPORT_COUNTS_TEXTS.aRelancerDepuisCampagnes : REPORT_COUNTS_TEXTS.aucunEchec,
        )}
        tone="bg-red-50 text-red-700"
      />
    </ul>
  );
}
