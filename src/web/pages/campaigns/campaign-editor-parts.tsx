import type { Campaign } from "../../../shared/api/campaigns";
import { CAMPAIGN_DIALOG_TEXTS } from "../../../shared/texts/campaigns";
import { Button } from "../../components/ui/button";
import { DialogClose, DialogFooter } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/count";
import { formatPercent } from "../../lib/format";

/** How far the rating of a saved campaign went: equipment rated, out of all. */
export function RatingProgressNote({ campaign }: { campaign: Campaign }) {
  return (
    <p className="rounded-lg bg-muted/60 px-4 py-3 text-sm text-muted-foreground">
      {CAMPAIGN_DIALOG_TEXTS.avancement}
      {countOf(
        campaign.ratedEquipmentCount,
        CAMPAIGN_DIALOG_TEXTS.equipementNote,
        CAMPAIGN_DIALOG_TEXTS.equipementsNotes,
      )}{" "}
      {CAMPAIGN_DIALOG_TEXTS.sur}
      {countOf(campaign.equipmentCount, CAMPAIGN_DIALOG_TEXTS.equipement)} ({formatPercent(campaign.progress)}
      )
    </p>
  );
}

/** The buttons of the campaign dialog: close (or cancel), and create or save. */
export function EditorFooter({
  readOnly,
  pending,
  creating,
}: {
  readOnly: boolean;
  pending: boolean;
  creating: boolean;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {readOnly ? CAMPAIGN_DIALOG_TEXTS.fermer : CAMPAIGN_DIALOG_TEXTS.annuler}
        </Button>
      </DialogClose>
      {!readOnly && (
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending && (
            <Spinner
              className="size-4 text-primary-foreground"
              label={CAMPAIGN_DIALOG_TEXTS.enregistrementEnCours}
            />
          )}
          {creating
            ? pending
              ? CAMPAIGN_DIALOG_TEXTS.creation
              : CAMPAIGN_DIALOG_TEXTS.creerLaCampagne
            : pending
              ? CAMPAIGN_DIALOG_TEXTS.enregistrement
              : CAMPAIGN_DIALOG_TEXTS.enregistrer}
        </Button>
      )}
    </DialogFooter>
  );
}
