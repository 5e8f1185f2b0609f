import { AlertTriangle, Archive, ClipboardList, Plus } from "lucide-react";
import { memo, useMemo } from "react";
import type { Campaign } from "../../../shared/api/campaigns";
import { CAMPAIGNS_TABLE_TEXTS } from "../../../shared/texts/campaigns";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { EmptyState } from "../../components/ui/empty-state";
import { TableScroll } from "../../components/ui/table-scroll";
import { countOf } from "../../lib/count";
import { formatDateTime, formatPercent } from "../../lib/format";
import { cn } from "../../lib/utils";
import {
  type ActionSlots,
  CampaignRowActions,
  type CampaignRowProps,
  type RowHandlers,
} from "./campaign-row-actions";
import { dateLabel, isExpired, statusLook } from "./status";

function StatusCell({ campaign }: { campaign: Campaign }) {
  const look = statusLook(campaign.status);
  return (
    <div className="grid gap-1.5">
      <span className="inline-flex items-center gap-2 text-sm font-medium">
        <span className={cn("size-2.5 shrink-0 rounded-full", look.dot)} aria-hidden="true" />
        {look.label}
      </span>
      {campaign.archived && (
        <span className="inline-flex w-fit items-center gap-1 rounded-md bg-slate-100 px-1.5 py-0.5 text-xs font-medium text-slate-700">
          <Archive className="size-3" aria-hidden="true" />
          {CAMPAIGNS_TABLE_TEXTS.archivee}
        </span>
      )}
      <span className="flex items-center gap-2">
        <span className="h-1.5 w-16 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <span
            className={cn("block h-full rounded-full", look.bar)}
            style={{ width: `${campaign.progress}%` }}
          />
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          <span className="sr-only">{CAMPAIGNS_TABLE_TEXTS.avancement}</span>
          {formatPercent(campaign.progress)}
        </span>
      </span>
    </div>
  );
}

function DeadlineCell({ deadline }: { deadline: string | null }) {
  if (!deadline) return <span className="text-muted-foreground">{CAMPAIGNS_TABLE_TEXTS.nonDefinie}</span>;
  const expired = isExpired(deadline);
  return (
    <span className={cn("grid gap-0.5 tabular-nums", expired && "text-red-700")}>
      <time dateTime={deadline}>{formatDateTime(deadline)}</time>
      {expired && (
        <span className="inline-flex items-center gap-1 text-xs font-semibold">
          <AlertTriangle className="size-3" aria-hidden="true" />
          {CAMPAIGNS_TABLE_TEXTS.expire}
        </span>
      )}
    </span>
  );
}

const CampaignRow = memo(function CampaignRow({
  campaign,
  slots,
  closing,
  notifying,
  handlers,
}: CampaignRowProps) {
  return (
    <tr className="align-top transition-colors hover:bg-muted/50">
      <td className="py-3.5 pr-4 pl-5">
        <StatusCell campaign={campaign} />
      </td>
      <td className="max-w-md px-4 py-3.5">
        <p className="font-medium break-words">{campaign.name}</p>
        {campaign.description && (
          <p className="mt-0.5 line-clamp-2 text-sm text-muted-foreground break-words">
            {campaign.description}
          </p>
        )}
        <p className="mt-1 text-xs text-muted-foreground">{dateLabel(campaign)}</p>
      </td>
      <td className="px-4 py-3.5 text-sm whitespace-nowrap">
        <DeadlineCell deadline={campaign.deadline} />
      </td>
      <td className="px-4 py-3.5 text-sm whitespace-nowrap tabular-nums">
        {campaign.equipmentCount === 0 ? (
          <p className="text-muted-foreground">{CAMPAIGNS_TABLE_TEXTS.aucunEquipement}</p>
        ) : (
          <>
            <p>{countOf(campaign.equipmentCount, CAMPAIGNS_TABLE_TEXTS.equipement)}</p>
            <p className="text-xs text-muted-foreground">
              {countOf(campaign.ratedEquipmentCount, CAMPAIGNS_TABLE_TEXTS.note)}
            </p>
          </>
        )}
      </td>
      <td className="py-2.5 pr-4 pl-2">
        <CampaignRowActions
          campaign={campaign}
          slots={slots}
          closing={closing}
          notifying={notifying}
          handlers={handlers}
        />
      </td>
    </tr>
  );
});

export function CampaignsTable({
  campaigns,
  canManage,
  closingId,
  notifyingId,
  handlers,
  onCreate,
  archived = false,
}: {
  campaigns: Campaign[];
  /** The list of archived campaigns (its own empty state). */
  archived?: boolean;
  canManage: boolean;
  closingId: number | null;
  notifyingId: number | null;
  handlers: RowHandlers;
  onCreate: (opener: HTMLElement) => void;
}) {
  // One slot per action for every row, so that the icons line up from one row to the next.
  const slots = useMemo<ActionSlots>(
    () => ({
      report: campaigns.some((c) => c.abilities.generateReport),
      share: campaigns.some((c) => c.abilities.share),
      notify: campaigns.some((c) => c.abilities.notify),
      close: campaigns.some((c) => c.abilities.close || c.abilities.reopen),
      archive: campaigns.some((c) => c.abilities.archive || c.abilities.unarchive),
      delete: campaigns.some((c) => c.abilities.delete),
    }),
    [campaigns],
  );
  if (campaigns.length === 0 && archived) {
    return (
      <EmptyState icon={Archive} title={CAMPAIGNS_TABLE_TEXTS.aucuneCampagneArchivee}>
        {CAMPAIGNS_TABLE_TEXTS.uneCampagneQuiA}
      </EmptyState>
    );
  }
  if (campaigns.length === 0) {
    return (
      <EmptyState
        icon={ClipboardList}
        title={CAMPAIGNS_TABLE_TEXTS.aucuneCampagne}
        action={
          canManage ? (
            <Button onClick={(event) => onCreate(event.currentTarget)}>
              <Plus />
              {CAMPAIGNS_TABLE_TEXTS.creerUneCampagne}
            </Button>
          ) : undefined
        }
      >
        {canManage
          ? CAMPAIGNS_TABLE_TEXTS.creezVotrePremiereCampagne
          : CAMPAIGNS_TABLE_TEXTS.aucuneCampagneDEtalonnage}
      </EmptyState>
    );
  }
  const th = "border-b px-4 py-2.5 font-semibold";
  return (
    <Card className="overflow-hidden">
      <div className="flex items-baseline justify-between gap-3 border-b px-5 py-4">
        <h2 id="campaigns-title" className="font-semibold">
          {CAMPAIGNS_TABLE_TEXTS.campagnesDEtalonnage}
        </h2>
        <p className="text-sm text-muted-foreground">{countOf(campaigns.length, "campagne")}</p>
      </div>
      <TableScroll label={CAMPAIGNS_TABLE_TEXTS.campagnesDEtalonnage}>
        <table
          aria-labelledby="campaigns-title"
          className="w-full min-w-[940px] border-separate border-spacing-0 text-sm"
        >
          <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
            <tr>
              <th scope="col" className={cn(th, "w-36 pl-5")}>
                {CAMPAIGNS_TABLE_TEXTS.statut}
              </th>
              <th scope="col" className={th}>
                {CAMPAIGNS_TABLE_TEXTS.campagne}
              </th>
              <th scope="col" className={cn(th, "w-40")}>
                {CAMPAIGNS_TABLE_TEXTS.echeance}
              </th>
              <th scope="col" className={cn(th, "w-32")}>
                {CAMPAIGNS_TABLE_TEXTS.equipements}
              </th>
              <th scope="col" className={cn(th, "w-[20rem] pr-5 text-right")}>
                {CAMPAIGNS_TABLE_TEXTS.actions}
              </th>
            </tr>
          </thead>
          <tbody className="[&>tr:not(:last-child)>td]:border-b">
            {campaigns.map((campaign) => (
              <CampaignRow
                key={campaign.id}
                campaign={campaign}
                slots={slots}
                closing={closingId === campaign.id}
                notifying={notifyingId === campaign.id}
                handlers={handlers}
              />
            ))}
          </tbody>
        </table>
      </TableScroll>
    </Card>
  );
}
