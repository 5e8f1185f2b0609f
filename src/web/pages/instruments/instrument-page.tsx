import { ArrowLeft, Plus, QrCode, SearchX, ShieldAlert } from "lucide-react";
import { type MouseEvent, type ReactNode, useState } from "react";
import { Link, useParams } from "react-router";
import type { CurrentUser } from "../../../shared/api/auth";
import type { CalibrationEvent } from "../../../shared/api/calibration-events";
import type { InstrumentDetail } from "../../../shared/api/instrument-detail";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { dueDistance } from "../../../shared/texts/instruments";
import { instrumentLabelsUrl } from "../../api/endpoints";
import { ApiError, isForbidden } from "../../api/request";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { useFocusReturn } from "../../lib/focus";
import { fill, formatDay } from "../../lib/format";
import { cn } from "../../lib/utils";
import { AsFoundChart } from "./as-found-chart";
import { QuarantineBadge, StatusBadge } from "./badges";
import { CalibrationEvents } from "./calibration-events";
import { EventDialog } from "./event-dialog";
import { ImpactReviews } from "./impact-reviews";
import { InstrumentDetails } from "./instrument-details";
import { InstrumentUsage } from "./instrument-usage";
import { IntervalProposalsCard } from "./interval-proposals-card";
import { ParcDenied } from "./parc-denied";
import { PeriodChanges } from "./period-changes";
import { PeriodChart } from "./period-chart";
import { useInstrument } from "./queries";

function BackButton() {
  return (
    <Button asChild variant="outline">
      <Link to="/instruments">
        <ArrowLeft aria-hidden="true" />
        {LIFE_TEXTS.backToParc}
      </Link>
    </Button>
  );
}

/**
 * /instruments/{id}: an instrument's life record ("fiche de vie"): its state, its details, its
 * period over time and every change of it, its calibration events, its impact reviews, and the
 * campaigns and measurements that concern it.
 */
export function InstrumentPage(_props: { user: CurrentUser }) {
  const instrumentId = Number(useParams().instrumentId);
  const valid = Number.isInteger(instrumentId) && instrumentId > 0;
  return valid ? <LifeRecord key={instrumentId} instrumentId={instrumentId} /> : <NotFound />;
}

function NotFound() {
  return (
    <>
      <PageHeader title={LIFE_TEXTS.fallbackTitle} actions={<BackButton />} />
      <div className="p-6 max-sm:px-4 lg:p-8">
        <EmptyState icon={SearchX} title={LIFE_TEXTS.notFoundTitle}>
          {LIFE_TEXTS.notFoundText}
        </EmptyState>
      </div>
    </>
  );
}

function Tile({ label, children, tone }: { label: string; children: ReactNode; tone?: string }) {
  return (
    <div className={cn("grid content-start gap-1 rounded-xl border bg-card px-4 py-3 shadow-sm", tone)}>
      <dt className="text-sm font-medium text-muted-foreground">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

function Overview({ instrument, today }: { instrument: InstrumentDetail; today: string }) {
  const distance = dueDistance(instrument.nextDueDate, today);
  return (
    <section aria-label={LIFE_TEXTS.overviewLabel}>
      <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Tile
          label={LIFE_TEXTS.status}
          tone={instrument.status === "quarantined" ? "border-red-300 bg-red-50/60" : undefined}
        >
          <span className="flex flex-wrap gap-1 pt-1">
            <StatusBadge status={instrument.status} className="text-sm" />
            {instrument.quarantined && instrument.status !== "quarantined" && (
              <QuarantineBadge className="text-sm" />
            )}
          </span>
          {instrument.status === "quarantined" && (
            <span className="mt-1 block text-xs text-red-900">{LIFE_TEXTS.quarantineStatusHint}</span>
          )}
        </Tile>
        <Tile
          label={LIFE_TEXTS.nextDue}
          tone={instrument.status === "overdue" ? "border-red-300 bg-red-50/60" : undefined}
        >
          {instrument.nextDueDate ? (
            <>
              <span className="text-xl font-semibold tracking-tight tabular-nums">
                {formatDay(instrument.nextDueDate)}
              </span>
              {distance && (
                <span
                  className={cn(
                    "block text-xs",
                    instrument.status === "overdue" ? "font-medium text-red-800" : "text-muted-foreground",
                  )}
                >
                  {distance}
                </span>
              )}
              {instrument.status === "quarantined" && (
                <span className="block text-xs text-muted-foreground">{LIFE_TEXTS.quarantineDueHint}</span>
              )}
            </>
          ) : (
            <>
              <span className="text-xl font-semibold tracking-tight">{LIFE_TEXTS.noDueDate}</span>
              <span className="block text-xs text-muted-foreground">{LIFE_TEXTS.noDueDateHint}</span>
            </>
          )}
        </Tile>
        <Tile label={LIFE_TEXTS.lastCalibration}>
          <span className="text-xl font-semibold tracking-tight tabular-nums">
            {instrument.lastCalibrationDate ? formatDay(instrument.lastCalibrationDate) : LIFE_TEXTS.never}
          </span>
        </Tile>
        <Tile label={LIFE_TEXTS.currentPeriod}>
          <span className="text-xl font-semibold tracking-tight tabular-nums">
            {fill(LIFE_TEXTS.months, { n: instrument.currentPeriod })}
          </span>
        </Tile>
      </dl>
    </section>
  );
}

/** Brings a review into view and gives its title the focus. */
function goToReview(event: MouseEvent<HTMLAnchorElement>, reviewId: number) {
  const target = document.getElementById(`revue-${reviewId}`);
  if (!target) return;
  event.preventDefault();
  target.scrollIntoView({ block: "start" });
  const title = document.getElementById(`revue-${reviewId}-title`);
  title?.setAttribute("tabindex", "-1");
  title?.focus({ preventScroll: true });
}

function QuarantineBanner({ instrument }: { instrument: InstrumentDetail }) {
  const open = instrument.impactReviews.find((review) => review.status === "open");
  return (
    <section
      aria-labelledby="quarantine-title"
      data-testid="quarantine-banner"
      className="flex gap-3 rounded-xl border border-red-300 bg-red-50 px-4 py-4 text-red-950 sm:px-5"
    >
      <ShieldAlert className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <h2 id="quarantine-title" className="font-semibold">
          {LIFE_TEXTS.quarantineBanner}
        </h2>
        <p className="text-sm">{LIFE_TEXTS.quarantineText}</p>
        <p className="text-sm">{LIFE_TEXTS.quarantineRules}</p>
        {open && (
          <a
            href={`#revue-${open.id}`}
            onClick={(event) => goToReview(event, open.id)}
            className="w-fit text-sm font-semibold underline underline-offset-4 hover:no-underline"
          >
            {LIFE_TEXTS.quarantineLink}
          </a>
        )}
      </div>
    </section>
  );
}

/** What the user may do here comes with the instrument, its events and its reviews (`abilities`). */
function LifeRecord({ instrumentId }: { instrumentId: number }) {
  const detail = useInstrument(instrumentId);
  const [dialog, setDialog] = useState<{ open: boolean; event: CalibrationEvent | null }>({
    open: false,
    event: null,
  });
  const focus = useFocusReturn<HTMLButtonElement>();

  if (detail.error instanceof ApiError && detail.error.code === "NOT_FOUND") return <NotFound />;

  const instrument = detail.data;
  const record = (from: HTMLElement) => {
    focus.opener.current = from;
    setDialog({ open: true, event: null });
  };

  let content: ReactNode;
  if (isForbidden(detail.error)) content = <ParcDenied />;
  else if (detail.isPending)
    content = (
      <div className="grid gap-4" aria-busy="true">
        <p className="sr-only" role="status">
          {LIFE_TEXTS.loading}
        </p>
        <div className="h-24 animate-pulse rounded-xl border bg-card" />
        <div className="h-72 animate-pulse rounded-xl border bg-card" />
      </div>
    );
  else if (!instrument)
    content = (
      <LoadFailed
        title={LIFE_TEXTS.loadFailed}
        what={LIFE_TEXTS.loadWhat}
        onRetry={() => void detail.refetch()}
      />
    );
  else
    content = (
      <>
        {instrument.quarantined && <QuarantineBanner instrument={instrument} />}
        <Overview instrument={instrument} today={instrument.today} />
        <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
          <InstrumentDetails instrument={instrument} mayManage={instrument.abilities.update} />
          <PeriodChart instrument={instrument} today={instrument.today} />
        </div>
        <AsFoundChart events={instrument.calibrationEvents} />
        <IntervalProposalsCard instrumentId={instrument.id} />
        <ImpactReviews
          title={LIFE_TEXTS.reviewsTitle}
          reviews={instrument.impactReviews.filter((review) => review.status === "open")}
          instrumentId={instrument.id}
        />
        <CalibrationEvents
          instrumentId={instrument.id}
          events={instrument.calibrationEvents}
          mayRecord={instrument.abilities.recordEvent}
          onRecord={record}
          onCorrect={(event, from) => {
            focus.opener.current = from;
            setDialog({ open: true, event });
          }}
        />
        <ImpactReviews
          title={LIFE_TEXTS.closedReviewsTitle}
          reviews={instrument.impactReviews.filter((review) => review.status === "closed")}
          instrumentId={instrument.id}
        />
        <PeriodChanges changes={instrument.periodChanges} />
        <InstrumentUsage instrument={instrument} />
      </>
    );

  return (
    <>
      <PageHeader
        title={instrument?.name ?? LIFE_TEXTS.fallbackTitle}
        description={
          instrument ? fill(LIFE_TEXTS.description, { reference: instrument.reference }) : undefined
        }
        actions={
          <>
            <BackButton />
            {instrument && (
              <Button asChild variant="outline">
                <a
                  href={instrumentLabelsUrl({ ids: [instrument.id] })}
                  target="_blank"
                  rel="noopener"
                  title={LIFE_TEXTS.labelHint}
                >
                  <QrCode aria-hidden="true" />
                  {LIFE_TEXTS.label}
                </a>
              </Button>
            )}
            {instrument?.abilities.recordEvent && (
              <Button ref={focus.fallback} onClick={(event) => record(event.currentTarget)}>
                <Plus aria-hidden="true" />
                {LIFE_TEXTS.recordEvent}
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-6 p-6 max-sm:px-4 lg:p-8">{content}</div>
      {instrument && (
        <EventDialog
          open={dialog.open}
          instrument={instrument}
          event={dialog.event}
          onClose={() => setDialog((state) => ({ ...state, open: false }))}
          onCloseAutoFocus={focus.restoreFocus}
        />
      )}
    </>
  );
}
