import { Calculator, ClipboardCheck, Eye, FileText, Gauge, Pencil, Share2 } from "lucide-react";
import { CAMPAIGN_ROW_ACTIONS_TEXTS } from "../../../shared/texts/campaigns";
import { Button } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";
import { CampaignStatusActions } from "./campaign-status-actions";
import { type CampaignRowProps, EmptySlot, LinkAction, OpenAction, SLOT } from "./row-action-slots";

export type { ActionSlots, CampaignRowProps, RowHandlers } from "./row-action-slots";

/**
 * The actions of one campaign (spec §2), as its `abilities` allow them: details, the calculation's
 * results and the measurements received for everyone; rating, the report, sharing, notifying the
 * technicians ("send"), close and delete only when the server says the user may (rating, send and
 * close only on an active campaign, spec §4).
 */
export function CampaignRowActions({ campaign, slots, closing, notifying, handlers }: CampaignRowProps) {
  const { name, abilities } = campaign;
  const editable = abilities.update;
  // One fixed slot per action, so that the icons line up from one row to the next.
  // Nine actions at most: compact 32 px buttons, so that the list fits a laptop's screen.
  return (
    <div className="flex items-center justify-end">
      <Tooltip content={editable ? CAMPAIGN_ROW_ACTIONS_TEXTS.modifier : CAMPAIGN_ROW_ACTIONS_TEXTS.details}>
        <Button
          variant="ghost"
          size="icon"
          className={SLOT}
          data-campaign-details={campaign.id}
          aria-label={CAMPAIGN_ROW_ACTIONS_TEXTS.detailsDeLaCampagne(name)}
          onClick={(event) => handlers.onDetails(campaign, event.currentTarget)}
        >
          {editable ? <Pencil /> : <Eye />}
        </Button>
      </Tooltip>
      {abilities.rate ? (
        <LinkAction
          tip={CAMPAIGN_ROW_ACTIONS_TEXTS.notation}
          to={`/campaigns/${campaign.id}/rating`}
          label={CAMPAIGN_ROW_ACTIONS_TEXTS.noterLesEquipementsDe(name)}
        >
          <ClipboardCheck />
        </LinkAction>
      ) : (
        <EmptySlot />
      )}
      <LinkAction
        tip={CAMPAIGN_ROW_ACTIONS_TEXTS.resultatsDuCalcul}
        to={`/campaigns/${campaign.id}/calibration-results`}
        label={CAMPAIGN_ROW_ACTIONS_TEXTS.resultatsDuCalculOpperet(name)}
      >
        <Calculator />
      </LinkAction>
      <LinkAction
        tip={CAMPAIGN_ROW_ACTIONS_TEXTS.mesuresRecues}
        to={`/campaigns/${campaign.id}/measurements`}
        label={CAMPAIGN_ROW_ACTIONS_TEXTS.mesuresDeLaCampagne(name)}
      >
        <Gauge />
      </LinkAction>
      {abilities.generateReport ? (
        <OpenAction
          tip={CAMPAIGN_ROW_ACTIONS_TEXTS.rapport}
          label={CAMPAIGN_ROW_ACTIONS_TEXTS.genererLeRapportDe(name)}
          onOpen={(from) => handlers.onReport(campaign, from)}
        >
          <FileText />
        </OpenAction>
      ) : (
        slots.report && <EmptySlot />
      )}
      {abilities.share ? (
        <OpenAction
          tip={CAMPAIGN_ROW_ACTIONS_TEXTS.partager}
          label={CAMPAIGN_ROW_ACTIONS_TEXTS.partagerLaCampagne(name)}
          onOpen={(from) => handlers.onShare(campaign, from)}
        >
          <Share2 />
        </OpenAction>
      ) : (
        slots.share && <EmptySlot />
      )}
      <CampaignStatusActions
        campaign={campaign}
        slots={slots}
        closing={closing}
        notifying={notifying}
        handlers={handlers}
      />
    </div>
  );
}
