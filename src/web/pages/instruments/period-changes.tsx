import { Link } from "react-router";
import type { PeriodChange } from "../../../shared/api/calibration-events";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { Card } from "../../components/ui/card";
import { TableScroll } from "../../components/ui/table-scroll";
import { fill, formatDateTime } from "../../lib/format";
import { usePhoneLayout } from "../../lib/media-query";
import { Missing } from "./badges";

function Months({ value }: { value: number | null }) {
  return value === null ? (
    <Missing label={LIFE_TEXTS.notSet} />
  ) : (
    <span className="whitespace-nowrap tabular-nums">{fill(LIFE_TEXTS.months, { n: value })}</span>
  );
}

function CampaignName({ change }: { change: PeriodChange }) {
  if (change.campaignId === null || change.campaignName === null)
    return <span className="text-muted-foreground">{change.campaignName ?? LIFE_TEXTS.deletedCampaign}</span>;
  return (
    <Link
      to={`/campaigns/${change.campaignId}/calibration-results`}
      className="font-medium break-words underline-offset-4 hover:text-primary hover:underline"
    >
      {change.campaignName}
    </Link>
  );
}

/** The forced period, and the reason it was forced (decision 021). */
function Forced({ change }: { change: PeriodChange }) {
  return (
    <span className="grid gap-0.5">
      <Months value={change.forcedPeriod} />
      {change.forcedPeriod !== null && (
        <span className="text-xs break-words text-muted-foreground">
          {fill(LIFE_TEXTS.forcedReason, { reason: change.forcedReason ?? LIFE_TEXTS.noReason })}
        </span>
      )}
    </span>
  );
}

/** The period the calculation started from, and the Parc's when it differed. */
function Old({ change }: { change: PeriodChange }) {
  return (
    <span className="grid gap-0.5">
      <Months value={change.oldPeriod} />
      {change.parcPeriod !== null && (
        <span className="text-xs text-muted-foreground">
          {fill(LIFE_TEXTS.parcPeriodWas, { n: change.parcPeriod })}
        </span>
      )}
    </span>
  );
}

function By({ change }: { change: PeriodChange }) {
  return <span className="break-words">{change.appliedByName ?? LIFE_TEXTS.unknownUser}</span>;
}

/** Every period a campaign applied to the instrument (campaign, computed, forced, applied, by, when). */
export function PeriodChanges({ changes }: { changes: readonly PeriodChange[] }) {
  const phone = usePhoneLayout();
  return (
    <Card className="overflow-hidden">
      <div className="border-b px-5 py-4 max-sm:px-4">
        <h2 id="period-changes-title" className="font-semibold">
          {LIFE_TEXTS.changesTitle}
        </h2>
      </div>
      {changes.length === 0 ? (
        <p className="px-5 py-6 text-sm text-muted-foreground max-sm:px-4">{LIFE_TEXTS.changesEmpty}</p>
      ) : phone ? (
        <ul aria-labelledby="period-changes-title" className="divide-y">
          {changes.map((change) => (
            <li key={change.id} className="grid gap-2 px-4 py-3 text-sm">
              <div className="flex items-start justify-between gap-3">
                <CampaignName change={change} />
                <strong className="whitespace-nowrap tabular-nums">
                  {fill(LIFE_TEXTS.months, { n: change.oldPeriod })} →{" "}
                  {fill(LIFE_TEXTS.months, { n: change.appliedPeriod })}
                </strong>
              </div>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
                <dt className="text-muted-foreground">{LIFE_TEXTS.columnComputed}</dt>
                <dd>
                  <Months value={change.computedPeriod} />
                </dd>
                <dt className="text-muted-foreground">{LIFE_TEXTS.columnForced}</dt>
                <dd className="min-w-0">
                  <Forced change={change} />
                </dd>
                <dt className="text-muted-foreground">{LIFE_TEXTS.columnBy}</dt>
                <dd className="min-w-0">
                  <By change={change} /> ·{" "}
                  <time dateTime={change.appliedAt}>{formatDateTime(change.appliedAt)}</time>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <TableScroll label={LIFE_TEXTS.changesTable}>
          <table
            aria-labelledby="period-changes-title"
            className="w-full min-w-[760px] border-separate border-spacing-0 text-sm"
          >
            <thead className="bg-muted text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              <tr>
                <th scope="col" className="border-b py-2.5 pr-3 pl-5 font-semibold">
                  {LIFE_TEXTS.columnCampaign}
                </th>
                <th scope="col" className="w-24 border-b px-3 py-2.5 font-semibold">
                  {LIFE_TEXTS.columnOld}
                </th>
                <th scope="col" className="w-24 border-b px-3 py-2.5 font-semibold">
                  {LIFE_TEXTS.columnComputed}
                </th>
                <th scope="col" className="w-40 border-b px-3 py-2.5 font-semibold">
                  {LIFE_TEXTS.columnForced}
                </th>
                <th scope="col" className="w-24 border-b px-3 py-2.5 font-semibold">
                  {LIFE_TEXTS.columnApplied}
                </th>
                <th scope="col" className="w-44 border-b px-3 py-2.5 font-semibold">
                  {LIFE_TEXTS.columnBy}
                </th>
                <th scope="col" className="w-40 border-b py-2.5 pr-5 pl-3 font-semibold">
                  {LIFE_TEXTS.columnWhen}
                </th>
              </tr>
            </thead>
            <tbody className="[&>tr:not(:last-child)>td]:border-b">
              {changes.map((change) => (
                <tr key={change.id} className="align-top hover:bg-muted/50">
                  <td className="py-3 pr-3 pl-5">
                    <CampaignName change={change} />
                  </td>
                  <td className="px-3 py-3 text-muted-foreground">
                    <Old change={change} />
                  </td>
                  <td className="px-3 py-3">
                    <Months value={change.computedPeriod} />
                  </td>
                  <td className="max-w-56 px-3 py-3">
                    <Forced change={change} />
                  </td>
                  <td className="px-3 py-3 font-semibold">
                    <Months value={change.appliedPeriod} />
                  </td>
                  <td className="px-3 py-3">
                    <By change={change} />
                  </td>
                  <td className="py-3 pr-5 pl-3 tabular-nums">
                    <time dateTime={change.appliedAt}>{formatDateTime(change.appliedAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableScroll>
      )}
    </Card>
  );
}
