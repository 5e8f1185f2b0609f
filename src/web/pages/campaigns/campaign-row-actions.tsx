import { Calculator, ClipboardCheck, Eye, Lock, Pencil, Trash2 } from "lucide-react";
import { Link } from "react-router";
import type { Campaign } from "../../../shared/api/campaigns";
import { Button } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";

export interface RowHandlers {
  onDetails: (campaign: Campaign, opener: HTMLElement) => void;
  onClose: (campaign: Campaign, opener: HTMLElement) => void;
  onDelete: (campaign: Campaign, opener: HTMLElement) => void;
}

/** Which action columns the list has: a row without that action keeps an empty slot. */
export interface ActionSlots {
  close: boolean;
  delete: boolean;
}

/**
 * The actions of one campaign (spec §2), as its `abilities` allow them: details and the
 * calculation's results for everyone; rating, close and delete only when the server says the
 * user may (rating and close only on an active campaign, spec §4).
 */
export function CampaignRowActions({
  campaign,
  slots,
  closing,
  handlers,
}: {
  campaign: Campaign;
  slots: ActionSlots;
  closing: boolean;
  handlers: RowHandlers;
}) {
  const { name, abilities } = campaign;
  const editable = abilities.update;
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
      {abilities.rate ? (
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
      {abilities.close ? (
        <Tooltip content="Clôturer">
          <Button
            variant="ghost"
            size="icon"
            disabled={closing}
            aria-busy={closing || undefined}
            aria-label={`Clôturer la campagne ${name}`}
            onClick={(event) => handlers.onClose(campaign, event.currentTarget)}
          >
            <Lock />
          </Button>
        </Tooltip>
      ) : (
        slots.close && empty
      )}
      {abilities.delete ? (
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
      ) : (
        slots.delete && empty
      )}
    </div>
  );
}
