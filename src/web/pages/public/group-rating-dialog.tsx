import { useState } from "react";
import type { PublicCriterion } from "../../../shared/api/public-links";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { GROUP_RATING_DIALOG_TEXTS } from "../../../shared/texts/public";
import { CriterionInfo } from "../../components/criterion-info";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Label } from "../../components/ui/field";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { countOf } from "../../lib/count";
import { usePhoneLayout } from "../../lib/media-query";
import { GradeSelect, KEEP } from "../rating/grade-select";

const KEEP_LABEL = GROUP_RATING_DIALOG_TEXTS.nePasModifier;

function GroupRatingForm({
  criteria,
  selectedCount,
  onApply,
}: {
  criteria: readonly PublicCriterion[];
  selectedCount: number;
  onApply: (picks: Map<number, number>) => void;
}) {
  const phone = usePhoneLayout();
  /** Criterion → chosen grade. */
  const [grades, setGrades] = useState<Map<number, number>>(() => new Map());
  const choose = (criterionId: number, value: number | typeof KEEP) =>
    setGrades((previous) => {
      const next = new Map(previous);
      if (value === KEEP) next.delete(criterionId);
      else next.set(criterionId, value);
      return next;
    });
  // Levels chosen and not applied yet: closing asks first.
  useUnsavedChanges(grades.size > 0);
  const apply = () => {
    const picks = new Map<number, number>();
    for (const [criterionId, grade] of grades) {
      const scale = criteria.find((c) => c.id === criterionId)?.scales.find((s) => s.grade === grade);
      if (scale) picks.set(criterionId, scale.id);
    }
    onApply(picks);
  };
  const equipmentLabel = countOf(
    selectedCount,
    GROUP_RATING_DIALOG_TEXTS.equipementSelectionne,
    GROUP_RATING_DIALOG_TEXTS.equipementsSelectionnes,
  );
  return (
    <>
      <DialogHeader
        title={PUBLIC_PAGE_TEXTS.groupRating}
        description={GROUP_RATING_DIALOG_TEXTS.leNiveauChoisiPour(
          equipmentLabel,
          KEEP_LABEL,
          PUBLIC_PAGE_TEXTS.saveRatings,
        )}
      />
      <DialogBody>
        <ul className="grid gap-5" aria-label={GROUP_RATING_DIALOG_TEXTS.criteres}>
          {criteria.map((criterion) => {
            const id = `group-grade-${criterion.id}`;
            return (
              <li key={criterion.id} className="grid gap-2">
                <span className="flex items-start gap-1">
                  <Label htmlFor={id} className="leading-snug">
                    {criterion.name}
                  </Label>
                  <span className="ml-auto">
                    <CriterionInfo criterion={criterion} touch={phone} />
                  </span>
                </span>
                <GradeSelect
                  id={id}
                  scales={criterion.scales}
                  value={grades.get(criterion.id) ?? KEEP}
                  onChange={(value) => choose(criterion.id, value)}
                  placeholder={KEEP_LABEL}
                  keepLabel={KEEP_LABEL}
                  touch={phone}
                />
              </li>
            );
          })}
        </ul>
      </DialogBody>
      <DialogFooter className="items-center max-sm:[&>button]:h-11 max-sm:[&>button]:flex-1">
        <p className="mr-auto text-sm text-muted-foreground max-sm:basis-full" aria-live="polite">
          {grades.size === 0
            ? GROUP_RATING_DIALOG_TEXTS.choisissezLeNiveauD
            : GROUP_RATING_DIALOG_TEXTS.aAppliquer(countOf(grades.size, GROUP_RATING_DIALOG_TEXTS.critere))}
        </p>
        <DialogClose asChild>
          <Button variant="outline">{GROUP_RATING_DIALOG_TEXTS.annuler}</Button>
        </DialogClose>
        <Button disabled={grades.size === 0} onClick={apply}>
          {GROUP_RATING_DIALOG_TEXTS.appliquerA(countOf(selectedCount, GROUP_RATING_DIALOG_TEXTS.equipement))}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * The group rating of the public page (spec §2): a level for one or more criteria, filled into the
 * cells of the selected equipment here; the visitor then saves them with the rest. The apply button
 * waits for at least one criterion.
 */
export function GroupRatingDialog({
  open,
  onOpenChange,
  criteria,
  selectedCount,
  onApply,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  criteria: readonly PublicCriterion[];
  selectedCount: number;
  onApply: (picks: Map<number, number>) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        <GroupRatingForm criteria={criteria} selectedCount={selectedCount} onApply={onApply} />
      </DialogContent>
    </Dialog>
  );
}
