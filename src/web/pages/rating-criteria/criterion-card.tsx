import { Pencil, Trash2 } from "lucide-react";
import type { Criterion } from "../../../shared/api/criteria";
import { CRITERION_CARD_TEXTS } from "../../../shared/texts/criteria";
import { Button } from "../../components/ui/button";
import { ProfileBadge } from "../../components/ui/profile-badge";
import { Tooltip } from "../../components/ui/tooltip";
import { GradeScale } from "./grade-scale";
import { formatWeight, frenchSpacing } from "./numbers";

export interface CriterionHandlers {
  onEdit: (criterion: Criterion, opener: HTMLElement) => void;
  onDelete: (criterion: Criterion, opener: HTMLElement) => void;
}

/** One criterion (spec §2): name, profile, weight, description and its five grades. */
export function CriterionCard({
  criterion,
  canManage,
  handlers,
}: {
  criterion: Criterion;
  canManage: boolean;
  handlers: CriterionHandlers;
}) {
  const titleId = `criterion-${criterion.id}-title`;
  return (
    <article aria-labelledby={titleId} className="rounded-xl border bg-card shadow-sm">
      <div className="flex items-start justify-between gap-4 px-5 pt-4 pb-3">
        <div className="grid min-w-0 gap-1.5">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
            <h3 id={titleId} className="min-w-0 font-semibold break-words">
              {frenchSpacing(criterion.name)}
            </h3>
            <span className="flex flex-wrap items-center gap-2">
              <ProfileBadge profile={criterion.profile} size="md" />
              <span className="inline-flex items-center gap-1 rounded-full border bg-background px-2.5 py-0.5 text-xs whitespace-nowrap">
                <span className="text-muted-foreground">{CRITERION_CARD_TEXTS.poids}</span>
                <span className="font-semibold tabular-nums">{formatWeight(criterion.weight)}</span>
              </span>
            </span>
          </div>
          {criterion.description && (
            <p className="max-w-4xl text-sm break-words text-muted-foreground">
              {frenchSpacing(criterion.description)}
            </p>
          )}
        </div>
        {canManage && (
          <div className="-mt-1 -mr-2 flex shrink-0 items-center gap-0.5">
            <Tooltip content={CRITERION_CARD_TEXTS.modifier}>
              <Button
                variant="ghost"
                size="icon"
                data-criterion-edit={criterion.id}
                aria-label={CRITERION_CARD_TEXTS.modifierLeCritere(criterion.name)}
                onClick={(event) => handlers.onEdit(criterion, event.currentTarget)}
              >
                <Pencil />
              </Button>
            </Tooltip>
            <Tooltip content={CRITERION_CARD_TEXTS.supprimer}>
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={CRITERION_CARD_TEXTS.supprimerLeCritere(criterion.name)}
                onClick={(event) => handlers.onDelete(criterion, event.currentTarget)}
              >
                <Trash2 />
              </Button>
            </Tooltip>
          </div>
        )}
      </div>
      <div className="px-5 pb-5">
        <GradeScale criterion={criterion} />
      </div>
    </article>
  );
}
