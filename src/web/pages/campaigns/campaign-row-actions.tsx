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
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Campaign } from "../../../shared/api/campaigns";
import { CAMPAIGN_ROW_ACTIONS_TEXTS } from "../../../shared/texts/campaigns";
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

/** One slot of the row: a link to another screen of the campaign, with its tooltip. */
function LinkAction({
  tip,
  to,
  label,
  children,
}: {
  tip: string;
  to: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Tooltip content={tip}>
      <Button asChild variant="ghost" size="icon" className={SLOT}>
        <Link to={to} aria-label={label}>
          {children}
        </Link>
      </Button>
    </Tooltip>
  );
}

/** One slot of the row: a button that opens a dialog, which gives the focus back to it. */
function OpenAction({
  tip,
  label,
  onOpen,
  children,
}: {
  tip: string;
  label: string;
  onOpen: (from: HTMLButtonElement) => void;
  children: ReactNode;
}) {
  return (
    <Tooltip content={tip}>
      <Button
        variant="ghost"
        size="icon"
        className={SLOT}
        aria-label={label}
        onClick={(event) => onOpen(event.currentTarget)}
      >
        {children}
      </Button>
    </Tooltip>
  );
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
        empty
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
        slots.report && empty
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
        slots.share && empty
      )}
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
        slots.notify && empty
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
        slots.close && empty
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
        slots.archive && empty
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
        slots.delete && empty
      )}
    </div>
  );
}
