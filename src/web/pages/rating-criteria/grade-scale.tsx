import type { Criterion } from "../../../shared/api/criteria";
import { GRADE_SCALE_TEXTS } from "../../../shared/texts/criteria";
import { parseDecimal } from "../../lib/format";
import { cn } from "../../lib/utils";
import { formatScore, frenchSpacing } from "./numbers";

/** −2 (shortens the period) in red through 0 in grey to +2 (lengthens it) in green. */
function scoreTone(score: number): string {
  if (!Number.isFinite(score) || score === 0) return "border-slate-200 bg-slate-100 text-slate-700";
  if (score <= -1.5) return "border-red-200 bg-red-50 text-red-800";
  if (score < 0) return "border-orange-200 bg-orange-50 text-orange-800";
  if (score < 1.5) return "border-teal-200 bg-teal-50 text-teal-800";
  return "border-emerald-200 bg-emerald-50 text-emerald-800";
}

/** The five grade-scale boxes of a criterion card (spec §2): grade, score and description. */
export function GradeScale({ criterion }: { criterion: Criterion }) {
  const scales = [...criterion.scales].sort((a, b) => a.grade - b.grade);
  return (
    <ol
      aria-label={GRADE_SCALE_TEXTS.niveauxDeCotationDe(criterion.name)}
      className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5"
    >
      {scales.map((scale) => {
        const score = parseDecimal(scale.score);
        return (
          <li key={scale.grade} className="flex min-w-0 flex-col gap-2 rounded-lg border bg-background p-3">
            <div className="flex items-center justify-between gap-2">
              <span className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
                {GRADE_SCALE_TEXTS.niveau}
                {scale.grade}
              </span>
              <span
                className={cn(
                  "rounded-full border px-2 py-px text-xs font-semibold tabular-nums",
                  scoreTone(score),
                )}
              >
                <span className="sr-only">{GRADE_SCALE_TEXTS.score}</span>
                {formatScore(scale.score)}
              </span>
            </div>
            <p className="text-sm leading-snug break-words hyphens-auto" lang="fr">
              {frenchSpacing(scale.description)}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
