import { CalendarClock } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicCampaign } from "../../../shared/api/public-links";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { CAMPAIGN_HEADING_TEXTS } from "../../../shared/texts/public";
import { formatDateTime } from "../../lib/format";
import { cn } from "../../lib/utils";

/** Spec §4: on the public pages an active campaign is 'En cours', any other status 'Brouillon'. */
export function PublicStatusBadge({ status }: { status: string }) {
  const active = status === "active";
  return (
    <span
      className={cn(
        "inline-flex shrink-0 items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium",
        active
          ? "border-emerald-200 bg-emerald-50 text-emerald-800"
          : "border-amber-200 bg-amber-50 text-amber-900",
      )}
    >
      <span
        aria-hidden="true"
        className={cn("size-1.5 rounded-full", active ? "bg-emerald-500" : "bg-amber-500")}
      />
      {active ? PUBLIC_PAGE_TEXTS.statusActive : PUBLIC_PAGE_TEXTS.statusOther}
    </span>
  );
}

/**
 * The campaign a link belongs to (spec §2): what the page is for, the campaign's name as the page's
 * heading, its status, deadline and description. Texts typed by staff are shown as text.
 */
export function CampaignHeading({
  eyebrow,
  campaign,
  children,
}: {
  eyebrow: string;
  campaign: PublicCampaign;
  children?: ReactNode;
}) {
  const deadline = formatDateTime(campaign.deadline);
  return (
    <header className="grid gap-2">
      <p className="text-xs font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <h1 className="min-w-0 text-2xl leading-tight font-bold tracking-tight break-words sm:text-3xl">
          {campaign.name}
        </h1>
        <PublicStatusBadge status={campaign.status} />
      </div>
      {campaign.description && (
        <p className="text-sm leading-relaxed whitespace-pre-line break-words text-muted-foreground sm:text-base">
          {campaign.description}
        </p>
      )}
      {deadline && (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarClock className="size-4 shrink-0" aria-hidden="true" />
          {CAMPAIGN_HEADING_TEXTS.echeance}
          {deadline}
        </p>
      )}
      {children}
    </header>
  );
}
