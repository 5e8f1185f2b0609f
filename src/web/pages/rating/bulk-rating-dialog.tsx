import { useState } from "react";
import type { Criterion } from "../../../shared/api/criteria";
import { BATCH_LIMITS } from "../../../shared/limits";
import { BULK_RATING_DIALOG_TEXTS } from "../../../shared/texts/rating";
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
import { Notice } from "../../components/ui/notice";
import { ProfileBadge } from "../../components/ui/profile-badge";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { countOf } from "../../lib/count";
import { formatNumber } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { GradeSelect, KEEP } from "./grade-select";

const KEEP_LABEL = BULK_RATING_DIALOG_TEXTS.nePasModifier;

function BulkRatingForm({
  criteria,
  selectedCount,
  pending,
  onSubmit,
}: {
  criteria: readonly Criterion[];
  selectedCount: number;
  pending: boolean;
  onSubmit: (choices: Map<number, number>) => void;
}) {
  const phone = usePhoneLayout();
  const [choices, setChoices] = useState<Map<number, number>>(() => new Map());
  const choose = (criterionId: number, value: number | typeof KEEP) =>
    setChoices((previous) => {
      const next = new Map(previous);
      if (value === KEEP) next.delete(criterionId);
      else next.set(criterionId, value);
      return next;
    });
  // Grades chosen and not applied yet: closing asks first (not while they are being saved).
  useUnsavedChanges(choices.size > 0 && !pending);
  const cellCount = choices.size * selectedCount;
  const tooMany = cellCount > BATCH_LIMITS.ratings;
  const equipmentLabel = countOf(
    selectedCount,
    BULK_RATING_DIALOG_TEXTS.equipementSelectionne,
    BULK_RATING_DIALOG_TEXTS.equipementsSelectionnes,
  );
  return (
    <>
      <DialogHeader
        title={BULK_RATING_DIALOG_TEXTS.noterLesSelectionnes}
        description={BULK_RATING_DIALOG_TEXTS.laNoteChoisiePour(equipmentLabel, KEEP_LABEL)}
      />
      <DialogBody>
        <ul className="grid gap-4" aria-label={BULK_RATING_DIALOG_TEXTS.criteres}>
          {criteria.map((criterion) => {
            const id = `bulk-grade-${criterion.id}`;
            return (
              <li
                key={criterion.id}
                className="grid gap-2 sm:grid-cols-[minmax(0,1fr)_minmax(0,19rem)] sm:items-center sm:gap-4"
              >
                <div className="min-w-0">
                  <Label htmlFor={id} className="leading-snug">
                    {criterion.name}
                  </Label>
                  <p className="mt-1 flex items-center gap-2">
                    <ProfileBadge profile={criterion.profile} />
                    <span className="text-xs text-muted-foreground">
                      {BULK_RATING_DIALOG_TEXTS.poids}
                      {formatNumber(Number(criterion.weight))}
                    </span>
                  </p>
                </div>
                <GradeSelect
                  id={id}
                  label={criterion.name}
                  scales={criterion.scales}
                  value={choices.get(criterion.id) ?? KEEP}
                  onChange={(value) => choose(criterion.id, value)}
                  placeholder={KEEP_LABEL}
                  keepLabel={KEEP_LABEL}
                  disabled={pending}
                  touch={phone}
                />
              </li>
            );
          })}
        </ul>
        {tooMany && (
          <Notice tone="error" className="mt-4">
            {BULK_RATING_DIALOG_TEXTS.auPlusNotationsPar(formatNumber(BATCH_LIMITS.ratings))}
          </Notice>
        )}
      </DialogBody>
      <DialogFooter className="items-center max-sm:[&>button]:h-11 max-sm:[&>button]:flex-1">
        <p className="mr-auto text-sm text-muted-foreground max-sm:basis-full" aria-live="polite">
          {choices.size === 0
            ? BULK_RATING_DIALOG_TEXTS.choisissezLaNoteD
            : BULK_RATING_DIALOG_TEXTS.aEnregistrer(countOf(cellCount, "notation", "notations"))}
        </p>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            {BULK_RATING_DIALOG_TEXTS.annuler}
          </Button>
        </DialogClose>
        <Button
          disabled={choices.size === 0 || tooMany || pending}
          aria-busy={pending || undefined}
          onClick={() => onSubmit(choices)}
        >
          {pending
            ? BULK_RATING_DIALOG_TEXTS.enregistrement
            : BULK_RATING_DIALOG_TEXTS.appliquerA(
                countOf(selectedCount, BULK_RATING_DIALOG_TEXTS.equipement),
              )}
        </Button>
      </DialogFooter>
    </>
  );
}

/**
 * Bulk rating (spec §2): one grade per criterion, or none to leave it as it is, applied to every
 * selected equipment in one request.
 */
export function BulkRatingDialog({
  open,
  onOpenChange,
  criteria,
  selectedCount,
  pending,
  onSubmit,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  criteria: readonly Criterion[];
  selectedCount: number;
  pending: boolean;
  onSubmit: (choices: Map<number, number>) => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent size="lg" onCloseAutoFocus={onCloseAutoFocus}>
        <BulkRatingForm
          criteria={criteria}
          selectedCount={selectedCount}
          pending={pending}
          onSubmit={onSubmit}
        />
      </DialogContent>
    </Dialog>
  );
}
