import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Campaign } from "../../../shared/api/campaigns";
import { Button } from "../../components/ui/button";
import { Tooltip } from "../../components/ui/tooltip";

/** Every action of a row takes one fixed slot, so that the icons line up from one row to the next. */
export const SLOT = "size-8";

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

/** What a campaign's row and its actions receive: the campaign, the slots, what is under way, the handlers. */
export interface CampaignRowProps {
  campaign: Campaign;
  slots: ActionSlots;
  closing: boolean;
  notifying: boolean;
  handlers: RowHandlers;
}

/** The slot of an action this row does not have. */
export function EmptySlot() {
  return <span className={SLOT} aria-hidden="true" />;
}

/** One slot of the row: a link to another screen of the campaign, with its tooltip. */
export function LinkAction({
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
export function OpenAction({
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
