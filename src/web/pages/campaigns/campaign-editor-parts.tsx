import type { RefObject } from "react";
import type { Campaign } from "../../../shared/api/campaigns";
import { CAMPAIGN_DIALOG_TEXTS } from "../../../shared/texts/campaigns";
import { Button } from "../../components/ui/button";
import { DialogClose, DialogFooter } from "../../components/ui/dialog";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/count";
import { formatPercent } from "../../lib/format";
import type { CampaignContent, Panel } from "./campaign-editor-state";
import { ContentCards } from "./campaign-form";
import { GettingStarted } from "./getting-started";

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

/**
 * The right column of the campaign dialog: the Participants and Équipements cards, how far the rating
 * went, and for a new empty campaign where to start.
 */
export function CampaignContentColumn({
  campaign,
  readOnly,
  content,
  onOpen,
  participantsCard,
  equipmentCard,
}: {
  campaign: Campaign | null;
  readOnly: boolean;
  content: CampaignContent;
  onOpen: (panel: Exclude<Panel, null>) => void;
  participantsCard: RefObject<HTMLButtonElement | null>;
  equipmentCard: RefObject<HTMLButtonElement | null>;
}) {
  const id = campaign?.id ?? null;
  const { participants, selectedIds, equipment, added, total } = content;
  return (
    <div className="grid content-start gap-4">
      <ContentCards
        readOnly={readOnly}
        participants={{
          summary:
            selectedIds.length === 0
              ? CAMPAIGN_DIALOG_TEXTS.aucunParticipant
              : readOnly
                ? countOf(selectedIds.length, "participant")
                : countOf(
                    selectedIds.length,
                    CAMPAIGN_DIALOG_TEXTS.participantSelectionne,
                    CAMPAIGN_DIALOG_TEXTS.participantsSelectionnes,
                  ),
          loading: id !== null && participants.isPending,
          unavailable: participants.isError,
          onOpen: () => onOpen("participants"),
          ref: participantsCard,
        }}
        equipment={{
          summary:
            total === 0
              ? CAMPAIGN_DIALOG_TEXTS.aucunEquipement
              : countOf(total, CAMPAIGN_DIALOG_TEXTS.equipement),
          detail:
            id !== null && added.length > 0
              ? CAMPAIGN_DIALOG_TEXTS.dontAEnregistrer(countOf(added.length, "nouveau", "nouveaux"))
              : null,
          loading: id !== null && equipment.isPending,
          unavailable: equipment.isError,
          onOpen: () => onOpen("equipment"),
          ref: equipmentCard,
        }}
      />
      {campaign && <RatingProgressNote campaign={campaign} />}
      {id === null && selectedIds.length === 0 && added.length === 0 && (
        <GettingStarted
          onAddEquipment={() => onOpen("equipment")}
          onPickParticipants={() => onOpen("participants")}
        />
      )}
    </div>
  );
}
