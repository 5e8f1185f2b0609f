import { Scale } from "lucide-react";
import type { IntervalProposalAnswer, IntervalProposals } from "../../../shared/api/interval-proposals";
import { INTERVAL_METHOD_LABELS, INTERVAL_TEXTS } from "../../../shared/texts/intervals";
import { toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { fill, formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { cn } from "../../lib/utils";
import { useForceProposal, useIntervalProposals } from "./queries";

function Proposal({
  proposal,
  current,
  forceIn,
  onForce,
  pending,
}: {
  proposal: IntervalProposalAnswer;
  current: number;
  forceIn: IntervalProposals["forceIn"];
  onForce: (proposal: IntervalProposalAnswer) => void;
  pending: boolean;
}) {
  const label = INTERVAL_METHOD_LABELS[proposal.method];
  const proposed = proposal.kind === "proposed" && proposal.period !== null;
  return (
    <li
      className={cn("grid content-start gap-2 rounded-lg border p-4", proposed ? "bg-card" : "bg-muted/40")}
      data-method={proposal.method}
      data-kind={proposal.kind}
    >
      <div>
        <p className="font-semibold">{label.name}</p>
        <p className="text-xs text-muted-foreground">{label.source}</p>
      </div>
      <p
        className={cn(
          proposed ? "text-2xl font-semibold tabular-nums" : "text-base font-medium text-muted-foreground",
        )}
        data-period={proposal.period ?? ""}
      >
        {proposed ? fill(INTERVAL_TEXTS.months, { n: proposal.period! }) : INTERVAL_TEXTS.noProposal}
        {proposed && proposal.period !== current && (
          <span
            className={cn("ml-2 text-sm", proposal.period! > current ? "text-emerald-700" : "text-amber-800")}
          >
            {proposal.period! > current ? "↑" : "↓"} {formatNumber(proposal.period! - current)}
          </span>
        )}
      </p>
      {proposed && proposal.interval !== null && proposal.interval !== proposal.period && (
        <p className="text-xs text-muted-foreground">
          {fill(INTERVAL_TEXTS.unrounded, { value: formatNumber(Number(proposal.interval.toFixed(2)), 2) })}
        </p>
      )}
      <ul className="grid list-disc gap-1 pl-4 text-xs" aria-label={INTERVAL_TEXTS.reasons}>
        {proposal.reasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      {proposal.data.length > 0 && (
        <dl className="grid gap-1.5 border-t pt-2 text-xs" aria-label={INTERVAL_TEXTS.data}>
          {proposal.data.map((entry) => (
            <div key={entry.label} className="grid gap-0.5">
              <dt className="text-muted-foreground">{entry.label}</dt>
              <dd className="font-medium break-words">{entry.value}</dd>
            </div>
          ))}
        </dl>
      )}
      {proposed && forceIn && proposal.method !== "opperet" && (
        <Button
          size="sm"
          variant="outline"
          className="mt-1 justify-self-start max-sm:h-11"
          disabled={pending}
          title={fill(INTERVAL_TEXTS.forceHint, { campaign: forceIn.campaignName })}
          onClick={() => onForce(proposal)}
        >
          {fill(INTERVAL_TEXTS.force, { n: proposal.period! })}
        </Button>
      )}
    </li>
  );
}

/**
 * The interval methods side by side on the instrument's page (decision 034): OPPERET's period, the
 * staircase, the family's interval test and the drift, each with its reasons and data; a
 * nonconformity calls for the review; a proposal is forced in one click, its reason naming the method.
 */
export function IntervalProposalsCard({ instrumentId }: { instrumentId: number }) {
  const proposals = useIntervalProposals(instrumentId);
  const force = useForceProposal(instrumentId);
  const data = proposals.data;
  const onForce = (proposal: IntervalProposalAnswer) => {
    if (!data?.forceIn || proposal.period === null) return;
    const label = INTERVAL_METHOD_LABELS[proposal.method];
    const reason = fill(INTERVAL_TEXTS.forceReason, {
      method: label.name,
      source: label.source,
      reason: proposal.reasons.join(" "),
    }).slice(0, 1000);
    force.mutate(
      {
        campaignId: data.forceIn.campaignId,
        equipmentId: data.forceIn.equipmentId,
        period: proposal.period,
        reason,
      },
      {
        onSuccess: () =>
          notify.success(
            fill(INTERVAL_TEXTS.forced, { n: proposal.period!, campaign: data.forceIn!.campaignName }),
          ),
        onError: (error) => toastApiError(error, INTERVAL_TEXTS.forceFailed),
      },
    );
  };
  return (
    <Card className="grid min-w-0 gap-4 p-5 max-sm:px-4" id="methodes-intervalle" data-interval-proposals="">
      <div>
        <h2 className="flex items-center gap-2 font-semibold">
          <Scale className="size-5 text-primary" aria-hidden="true" />
          {INTERVAL_TEXTS.title}
        </h2>
        <p className="text-sm text-muted-foreground">{INTERVAL_TEXTS.description}</p>
      </div>
      {proposals.isPending ? (
        <Spinner />
      ) : !data ? (
        <p className="text-sm text-destructive">{INTERVAL_TEXTS.loadFailed}</p>
      ) : (
        <>
          {data.reviewSuggested && (
            <Notice tone="warning">
              <strong>{INTERVAL_TEXTS.reviewTitle}</strong> — {INTERVAL_TEXTS.reviewText}
            </Notice>
          )}
          <p className="text-sm font-medium">{fill(INTERVAL_TEXTS.current, { n: data.currentPeriod })}</p>
          <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4" aria-label={INTERVAL_TEXTS.title}>
            {data.proposals.map((proposal) => (
              <Proposal
                key={proposal.method}
                proposal={proposal}
                current={data.currentPeriod}
                forceIn={data.forceIn}
                onForce={onForce}
                pending={force.isPending}
              />
            ))}
          </ul>
          {!data.forceIn && <p className="text-xs text-muted-foreground">{INTERVAL_TEXTS.noForce}</p>}
        </>
      )}
    </Card>
  );
}
