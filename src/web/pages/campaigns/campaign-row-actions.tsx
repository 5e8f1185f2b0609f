import { Calculator, ClipboardCheck, Eye, Lock, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { Campaign } from "../../../shared/api/campaigns";
import { Button } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";
import { isActive, isClosed } from "./status";

export interface RowHandlers {
  onDetails: (campaign: Campaign, opener: HTMLElement) => void;
  onClose: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign, opener: HTMLElement) => void;
}

/**
 * The actions of one campaign (spec §2): details and the calculation's results for everyone; rating
 * and close only while the campaign is active; close and delete only for those who manage campaigns
 * (hidden otherwise).
 */
export function CampaignRowActions({
  campaign,
  canManage,
  closing,
  handlers,
}: {
  campaign: Campaign;
  canManage: boolean;
  closing: boolean;
  handlers: RowHandlers;
}) {
  const { name } = campaign;
  const editable = canManage && !isClosed(campaign);
  // One fixed slot per action, so that the icons line up from one row to the next.
  const empty = <span className="size-9" aria-hidden="true" />;
  return (
    <div className="flex items-center justify-end gap-0.5">
      <Tooltip content={editable ? "Modifier" : "Détails"}>
        <Button
          variant="ghost"
          size="icon"
          data-campaign-details={campaign.id}
          aria-label={`Détails de la campagne ${name}`}
          onClick={(event) => handlers.onDetails(campaign, event.currentTarget)}
        >
          {editable ? <Pencil /> : <Eye />}
        </Button>
      </Tooltip>
      {isActive(campaign) ? (
        <Tooltip content="Notation">
          <Button asChild variant="ghost" size="icon">
            <Link to={`/campaigns/${campaign.id}/rating`} aria-label={`Noter les équipements de ${name}`}>
              <ClipboardCheck />
            </Link>
          </Button>
        </Tooltip>
      ) : (
        empty
      )}
      <Tooltip content="Résultats du calcul">
        <Button asChild variant="ghost" size="icon">
          <Link
            to={`/campaigns/${campaign.id}/calibration-results`}
            aria-label={`Résultats du calcul OPPERET de ${name}`}
          >
            <Calculator />
          </Link>
        </Button>
      </Tooltip>
      {canManage && isActive(campaign) && (
        <Tooltip content="Clôturer">
          <Button
            variant="ghost"
            size="icon"
            disabled={closing}
            aria-busy={closing || undefined}
            aria-label={`Clôturer la campagne ${name}`}
            onClick={() => handlers.onClose(campaign)}
          >
            <Lock />
          </Button>
        </Tooltip>
      )}
      {canManage && !isActive(campaign) && empty}
      {canManage && (
        <Tooltip content="Supprimer">
          <Button
            variant="ghost"
            size="icon"
            className="text-destructive hover:bg-destructive/10 hover:text-destructive"
            aria-label={`Supprimer la campagne ${name}`}
            onClick={(event) => handlers.onDelete(campaign, event.currentTarget)}
          >
            <Trash2 />
          </Button>
        </Tooltip>
      )}
    </div>
  );
}
