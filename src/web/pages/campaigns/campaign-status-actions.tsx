import { Archive, ArchiveRestore, Loader2, Lock, RotateCcw, Send, Trash2 } from "lucide-react";
import { CAMPAIGN_ROW_ACTIONS_TEXTS } from "../../../shared/texts/campaigns";
import { Button } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";
import { type CampaignRowProps, EmptySlot, OpenAction, SLOT } from "./row-action-slots";

/**
 * The actions of a row that change where the campaign stands: notify the technicians ("send"),
 * reopen or close, archive or bring back, and delete, each in its slot when the server allows it.
 */
export function CampaignStatusActions({ campaign, slots, closing, notifying, handlers }: CampaignRowProps) {
  const { name, abilities } = campaign;
  return (
    <>
      {abilities.notify ? (
        <Tooltip content={CAMPAIGN_ROW_ACTIONS_TEXTS.envoyerAuxTechniciens}>
          <Button
            variant="ghost"
            size="icon"
            className={SLOT}
            disabled={notifying}
            aria-busy={notifying || undefined}
            aria-label={CAMPAIGN_ROW_ACTIONS_TEXTS.notifierLesTechniciensDe(name)}
            onClick={() => handlers.onNotify(campaign)}
          >
            {notifying ? <Loader2 className="animate-spin" /> : <Send />}
          </Button>
        </Tooltip>
      ) : (
        slots.notify && <EmptySlot />
      )}
      {abilities.reopen ? (
        <OpenAction
          tip={CAMPAIGN_ROW_ACTIONS_TEXTS.rouvrir}
          label={CAMPAIGN_ROW_ACTIONS_TEXTS.rouvrirLaCampagne(name)}
          onOpen={(from) => handlers.onReopen(campaign, from)}
        >
          <RotateCcw />
        </OpenAction>
      ) : abilities.close ? (
        <Tooltip content={CAMPAIGN_ROW_ACTIONS_TEXTS.cloturer}>
          <Button
            variant="ghost"
            size="icon"
            className={SLOT}
            disabled={closing}
            aria-busy={closing || undefined}
            aria-label={CAMPAIGN_ROW_ACTIONS_TEXTS.cloturerLaCampagne(name)}
            onClick={(event) => handlers.onClose(campaign, event.currentTarget)}
          >
            <Lock />
          </Button>
        </Tooltip>
      ) : (
        slots.close && <EmptySlot />
      )}
      {abilities.archive || abilities.unarchive ? (
        <Tooltip
          content={
            abilities.archive ? CAMPAIGN_ROW_ACTIONS_TEXTS.archiver : CAMPAIGN_ROW_ACTIONS_TEXTS.desarchiver
          }
        >
          <Button
            variant="ghost"
            size="icon"
            className={SLOT}
            aria-label={CAMPAIGN_ROW_ACTIONS_TEXTS.laCampagne(
              abilities.archive
                ? CAMPAIGN_ROW_ACTIONS_TEXTS.archiver
                : CAMPAIGN_ROW_ACTIONS_TEXTS.desarchiver,
              name,
            )}
            onClick={(event) => handlers.onArchive(campaign, event.currentTarget, abilities.archive)}
          >
            {abilities.archive ? <Archive /> : <ArchiveRestore />}
          </Button>
        </Tooltip>
      ) : (
        slots.archive && <EmptySlot />
      )}
      {abilities.delete ? (
        <Tooltip content={CAMPAIGN_ROW_ACTIONS_TEXTS.supprimer}>
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={CAMPAIGN_ROW_ACTIONS_TEXTS.supprimerLaCampagne(name)}
            onClick={(event) => handlers.onDelete(campaign, event.currentTarget)}
          >
            <Trash2 />
          </Button>
        </Tooltip>
      ) : (
        slots.delete && <EmptySlot />
      )}
    </>
  );
}
