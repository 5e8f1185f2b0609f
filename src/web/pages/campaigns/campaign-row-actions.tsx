import {
  Archive,
  ArchiveRestore,
  Calculator,
  ClipboardCheck,
  Eye,
  FileText,
  Gauge,
  Loader2,
  Lock,
  Pencil,
  RotateCcw,
  Send,
  Share2,
  Trash2,
} from "lucide-react";
import { Link } from "react-router";
import type { Campaign } from "../../../shared/api/campaigns";
import { Button } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";

const SLOT = "size-8";

export interface RowHandlers {
  onDetails: (campaign: Campaign, opener: HTMLElement) => void;
  onClose: (campaign: Campaign, opener: HTMLElement) => void;
  onShare: (campaign: Campaign, opener: HTMLElement) => void;
  onReport: (campaign: Campaign, opener: HTMLElement) => void;
  onNotify: (campaign: Campaign) => void;
  onDelete: (campaign: Campaign, opener: HTMLElement) => void;
  /** Archive (true) or bring back (false): decision 021. */
  onArchive: (campaign: Campaign, opener: HTMLElement, archived: boolean) => void;
  /** Reopen a closed campaign, with a reason. */
  onReopen: (campaign: Campaign, opener: HTMLElement) => void;
}

/** Which action columns the list has: a row without that action keeps an empty slot. */
export interface ActionSlots {
  report: boolean;
  share: boolean;
  notify: boolean;
  close: boolean;
  archive: boolean;
  delete: boolean;
}

/**
 * The actions of one campaign (spec §2), as its `abilities` allow them: details, the calculation's
 * results and the measurements received for everyone; rating, the report, sharing, notifying the
 * technicians ("send"), close and delete only when the server says the user may (rating, send and
 * close only on an active campaign, spec §4).
 */
export function CampaignRowActions({
  campaign,
  slots,
  closing,
  notifying,
  handlers,
}: {
  campaign: Campaign;
  slots: ActionSlots;
  closing: boolean;
  notifying: boolean;
  handlers: RowHandlers;
}) {
  const { name, abilities } = campaign;
  const editable = abilities.update;
  // One fixed slot per action, so that the icons line up from one row to the next.
  // Nine actions at most: compact 32 px buttons, so that the list fits a laptop's screen.
  const empty = <span className={SLOT} aria-hidden="true" />;
  return (
    <div className="flex items-center justify-end">
      <Tooltip content={editable ? "Modifier" : "Détails"}>
        <Button
          variant="ghost"
          size="icon"
          className={SLOT}
          data-campaign-details={campaign.id}
          aria-label={`Détails de la campagne ${name}`}
          onClick={(event) => handlers.onDetails(campaign, event.currentTarget)}
        >
          {editable ? <Pencil /> : <Eye />}
        </Button>
      </Tooltip>
      {abilities.rate ? (
        <Tooltip content="Notation">
          <Button asChild variant="ghost" size="icon" className={SLOT}>
            <Link to={`/campaigns/${campaign.id}/rating`} aria-label={`Noter les équipements de ${name}`}>
              <ClipboardCheck />
            </Link>
          </Button>
        </Tooltip>
      ) : (
        empty
      )}
      <Tooltip content="Résultats du calcul">
        <Button asChild variant="ghost" size="icon" className={SLOT}>
          <Link
            to={`/campaigns/${campaign.id}/calibration-results`}
            aria-label={`Résultats du calcul OPPERET de ${name}`}
          >
            <Calculator />
          </Link>
        </Button>
      </Tooltip>
      <Tooltip content="Mesures reçues">
        <Button asChild variant="ghost" size="icon" className={SLOT}>
          <Link to={`/campaigns/${campaign.id}/measurements`} aria-label={`Mesures de la campagne ${name}`}>
            <Gauge />
          </Link>
        </Button>
      </Tooltip>
      {abilities.generateReport ? (
        <Tooltip content="Rapport">
          <Button
            variant="ghost"
            size="icon"
            className={SLOT}
            aria-label={`Générer le rapport de la campagne ${name}`}
            onClick={(event) => handlers.onReport(campaign, event.currentTarget)}
          >
            <FileText />
          </Button>
        </Tooltip>
      ) : (
        slots.report && empty
      )}
      {abilities.share ? (
        <Tooltip content="Partager">
          <Button
            variant="ghost"
            size="icon"
            className={SLOT}
            aria-label={`Partager la campagne ${name}`}
            onClick={(event) => handlers.onShare(campaign, event.currentTarget)}
          >
            <Share2 />
          </Button>
        </Tooltip>
      ) : (
        slots.share && empty
      )}
      {abilities.notify ? (
        <Tooltip content="Envoyer aux techniciens">
          <Button
            variant="ghost"
            size="icon"
            className={SLOT}
            disabled={notifying}
            aria-busy={notifying || undefined}
            aria-label={`Notifier les techniciens de la campagne ${name}`}
            onClick={() => handlers.onNotify(campaign)}
          >
            {notifying ? <Loader2 className="animate-spin" /> : <Send />}
          </Button>
        </Tooltip>
      ) : (
        slots.notify && empty
      )}
      {abilities.reopen ? (
        <Tooltip content="Rouvrir">
          <Button
            variant="ghost"
            size="icon"
            className={SLOT}
            aria-label={`Rouvrir la campagne ${name}`}
            onClick={(event) => handlers.onReopen(campaign, event.currentTarget)}
          >
            <RotateCcw />
          </Button>
        </Tooltip>
      ) : abilities.close ? (
        <Tooltip content="Clôturer">
          <Button
            variant="ghost"
            size="icon"
            className={SLOT}
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
      {abilities.archive || abilities.unarchive ? (
        <Tooltip content={abilities.archive ? "Archiver" : "Désarchiver"}>
          <Button
            variant="ghost"
            size="icon"
            className={SLOT}
            aria-label={`${abilities.archive ? "Archiver" : "Désarchiver"} la campagne ${name}`}
            onClick={(event) => handlers.onArchive(campaign, event.currentTarget, abilities.archive)}
          >
            {abilities.archive ? <Archive /> : <ArchiveRestore />}
          </Button>
        </Tooltip>
      ) : (
        slots.archive && empty
      )}
      {abilities.delete ? (
        <Tooltip content="Supprimer">
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-destructive hover:bg-destructive/10 hover:text-destructive"
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
