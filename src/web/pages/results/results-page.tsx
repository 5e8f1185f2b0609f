import { ArrowLeft, Calculator, Loader2, RefreshCw, SearchX } from "lucide-react";
import { type ReactNode, useEffect, useMemo, useRef, useState } from "react";
import { Link, useBlocker, useParams } from "react-router";
import type { CalibrationResult } from "../../../shared/api/results";
import { FAILURE_MESSAGES, format, SUCCESS_MESSAGES } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import { RESULTS_PAGE_TEXTS } from "../../../shared/texts/results";
import { fieldRefusalOf, rowRefusalOf, ruleRefusalOf, toastApiError } from "../../api/errors";
import {
  useApprovalSettings,
  useCalculationRuns,
  useCalibrationResults,
  useCampaign,
  useRatingCompleteness,
} from "../../api/hooks";
import { ApiError } from "../../api/request";
import { PageHeader } from "../../components/layout/page-header";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { Notice } from "../../components/ui/notice";
import { formatDateTime, formatNumber } from "../../lib/format";
import { useCurrentUser } from "../../lib/session";
import { notify } from "../../lib/toast";
import { ApplyDialog } from "./apply-dialog";
import { countStatuses, type Drafts, pendingChanges } from "./forced-periods";
import { MethodNote } from "./method-note";
import { useApplyPeriods, useCalculatePeriods, useSaveForcedPeriods } from "./queries";
import { useCheckedCalculation } from "./rating-completeness";
import { ReportOfferDialog } from "./report-offer-dialog";
import { forcedInputId, type RowHandlers } from "./result-row";
import {
  AppliedNotice,
  ForcedReasonDialog,
  IncompleteRatingsNotice,
  OutdatedNotice,
} from "./results-notices";
import { ResultsSummary } from "./results-summary";
import { ResultsTable } from "./results-table";
import { ResultsToolbar } from "./results-toolbar";
import { RunPicker } from "./run-picker";
import { WithoutResult } from "./without-result";

const RESULTS_TITLE = RESULTS_PAGE_TEXTS.resultatsDuCalculOpperet;
const NO_RESULTS: CalibrationResult[] = [];

function LoadingResults() {
  return (
    <div className="grid gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        {RESULTS_PAGE_TEXTS.chargementDesResultats}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <div key={card} className="h-[104px] animate-pulse rounded-xl border bg-card" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-xl border bg-card" />
    </div>
  );
}

/** The last calculation's date: every result of a campaign comes from the same one. */
function calculatedAt(results: CalibrationResult[]): string | null {
  let latest: string | null = null;
  for (const result of results) if (!latest || result.calculatedAt > latest) latest = result.calculatedAt;
  return latest;
}

/**
 * /campaigns/{id}/calibration-results (spec §2): the OPPERET results of a campaign, the forced
 * periods, the application of the new periods, and why each period is what it is.
 */
export function ResultsPage() {
  const campaignId = Number(useParams().campaignId);
  const valid = Number.isInteger(campaignId) && campaignId > 0;
  return valid ? (
    <CampaignResults key={campaignId} campaignId={campaignId} />
  ) : (
    <>
      <PageHeader title={RESULTS_TITLE} />
      <div className="p-6 lg:p-8">
        <CampaignNotFound />
      </div>
    </>
  );
}

function CampaignNotFound() {
  return (
    <EmptyState
      icon={SearchX}
      title={RESULTS_PAGE_TEXTS.campagneNonTrouvee}
      action={
        <Button asChild variant="outline">
          <Link to="/campaigns">{RESULTS_PAGE_TEXTS.retourAuxCampagnes}</Link>
        </Button>
      }
    >
      {RESULTS_PAGE_TEXTS.cetteCampagneNExiste}
    </EmptyState>
  );
}

function CampaignResults({ campaignId }: { campaignId: number }) {
  const campaign = useCampaign(campaignId);
  // An earlier calculation chosen in « Calcul affiché » (undefined: the one in force).
  const [run, setRun] = useState<number | undefined>(undefined);
  const runs = useCalculationRuns(campaignId);
  const query = useCalibrationResults(campaignId, run);
  const saveForced = useSaveForcedPeriods(campaignId);
  const applyPeriods = useApplyPeriods(campaignId);
  const recalculate = useCalculatePeriods(campaignId);
  const [drafts, setDrafts] = useState<Drafts>(() => new Map());
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [showRefusal, setShowRefusal] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [offeringReport, setOfferingReport] = useState(false);
  // Forced periods are saved with their reason, asked first (when applying: in the apply dialog).
  const [askingReason, setAskingReason] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>(undefined);
  // The approval's refusals, shown in the apply dialog: on the password, or of the approval itself.
  const [signatureError, setSignatureError] = useState<string | undefined>(undefined);
  const [approvalRefusal, setApprovalRefusal] = useState<string | undefined>(undefined);
  const approvals = useApprovalSettings();
  const { user } = useCurrentUser();
  const applyButton = useRef<HTMLButtonElement>(null);

  const results = query.data?.results ?? NO_RESULTS;
  const pending = useMemo(() => pendingChanges(results, drafts), [results, drafts]);
  const counts = useMemo(() => countStatuses(results, drafts), [results, drafts]);
  // Forcing and applying periods, and recalculating, go together: the server says whether this
  // user may do them to this campaign now.
  const abilities = campaign.data?.abilities;
  const earlier = run !== undefined && query.data?.run?.current === false;
  const editable = !earlier && Boolean(abilities?.forcePeriods && abilities.apply && abilities.calculate);
  const pmax = runs.data?.find((r) => r.current)?.parameters.pmax ?? null;
  const closed = campaign.data?.status === "closed";
  const applying = applyPeriods.isPending || (confirming && saveForced.isPending);
  const unsavedCount = pending.updates.length + pending.invalid.length;
  const dirty = unsavedCount > 0;

  const handlers = useMemo<RowHandlers>(
    () => ({
      onDraft: (equipmentId, text) => setDrafts((previous) => new Map(previous).set(equipmentId, text)),
      onToggle: (equipmentId) =>
        setExpanded((previous) => {
          const next = new Set(previous);
          if (!next.delete(equipmentId)) next.add(equipmentId);
          return next;
        }),
    }),
    [],
  );

  // The refusal is said once the user tries to send; it goes with the last refused value.
  const refused = pending.invalid.length > 0;
  useEffect(() => {
    if (!refused) setShowRefusal(false);
  }, [refused]);

  // Typed forced periods are not lost silently when the page is left: inside the app (a link, the
  // sidebar) the navigation waits for the user's answer; a reload or a closed tab asks the browser.
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  /** Nothing leaves while a typed value is refused: the first one gets the focus. */
  const refuseInvalid = () => {
    setShowRefusal(true);
    const first = pending.invalid[0];
    if (first !== undefined) document.getElementById(forcedInputId(first))?.focus();
  };

  /** A refused forced period is said on its row, like a value typed out of bounds; else a toast. */
  const refuseForced = (error: unknown) => {
    const refusal = fieldRefusalOf(error);
    if (refusal?.field === "reason") {
      // The reason the company requires: asked again, with the server's words.
      setReasonError(refusal.message);
      return;
    }
    setAskingReason(false);
    toastApiError(error, FAILURE_MESSAGES.saveForcedPeriods);
    const row = rowRefusalOf(error, "updates");
    const update = row ? pending.updates[row.index] : undefined;
    if (update) document.getElementById(forcedInputId(update.equipmentId))?.focus();
  };

  const save = () => {
    if (pending.invalid.length > 0) return refuseInvalid();
    if (pending.updates.length === 0) return;
    setReasonError(undefined);
    setAskingReason(true);
  };

  const saveWithReason = (reason: string) => {
    const { updates } = pending;
    saveForced.mutate(
      { updates, reason: reason || undefined },
      {
        onSuccess: () => {
          setAskingReason(false);
          setDrafts(new Map());
          notify.success(
            updates.length > 1
              ? format(SUCCESS_MESSAGES.forcedPeriodsUpdated, { n: formatNumber(updates.length) })
              : SUCCESS_MESSAGES.forcedPeriodUpdated,
            SUCCESS_MESSAGES.forcedPeriodsSavedTitle,
          );
        },
        onError: (error) => refuseForced(error),
      },
    );
  };

  const startApply = () => {
    if (pending.invalid.length > 0) return refuseInvalid();
    setReasonError(undefined);
    setSignatureError(undefined);
    setApprovalRefusal(undefined);
    setConfirming(true);
  };

  const confirmApply = async ({ reason, password }: { reason: string; password: string }) => {
    setSignatureError(undefined);
    setApprovalRefusal(undefined);
    if (pending.updates.length > 0) {
      try {
        await saveForced.mutateAsync({ updates: pending.updates, reason: reason || undefined });
        setDrafts(new Map());
      } catch (error) {
        // A reason the company requires stays asked in the dialog; any other refusal closes it.
        if (fieldRefusalOf(error)?.field !== "reason") setConfirming(false);
        refuseForced(error);
        return;
      }
    }
    applyPeriods.mutate(
      { password },
      {
        onSuccess: ({ applied }) => {
          setConfirming(false);
          notify.success(
            applied > 1
              ? format(SUCCESS_MESSAGES.instrumentsUpdated, { n: formatNumber(applied) })
              : SUCCESS_MESSAGES.instrumentUpdated,
            SUCCESS_MESSAGES.periodsAppliedTitle,
          );
          setOfferingReport(true);
        },
        onError: (error) => {
          // The signature and « Double validation » are answered in the dialog, which stays open.
          const reason = ruleRefusalOf(error);
          if (reason && error instanceof ApiError) {
            if (error.code === "SIGNATURE_INVALID" || error.code === "SIGNATURE_REQUIRED")
              return setSignatureError(reason);
            if (error.code === "TWO_PERSON_RULE") return setApprovalRefusal(reason);
          }
          setConfirming(false);
          toastApiError(error, FAILURE_MESSAGES.applyPeriods);
          // A campaign closed meanwhile, results outdated or removed: show the page as it now is.
          if (error instanceof ApiError && error.status === 409)
            void Promise.all([campaign.refetch(), query.refetch()]);
        },
      },
    );
  };

  // Incomplete ratings: the recalculation asks first, and the run records the confirmation.
  const checked = useCheckedCalculation(campaignId, (options) =>
    recalculate.mutate(options, {
      onSuccess: () => notify.success(SUCCESS_MESSAGES.calculated, SUCCESS_MESSAGES.calculatedTitle),
      onError: (error) => toastApiError(error, FAILURE_MESSAGES.calculate),
    }),
  );
  const completeness = useRatingCompleteness(campaignId).data;

  const failure = campaign.error ?? query.error;
  const notFound = failure instanceof ApiError && failure.code === "NOT_FOUND";
  const outdatedCount =
    results.filter((r) => r.outdated).length +
    (query.data?.withoutResult.filter((e) => e.reason === "rated-since").length ?? 0);
  const lastCalculation = calculatedAt(results);
  const description = campaign.data
    ? RESULTS_PAGE_TEXTS.campagne(
        campaign.data.name,
        lastCalculation ? RESULTS_PAGE_TEXTS.calculDu(formatDateTime(lastCalculation)) : "",
      )
    : undefined;

  let content: ReactNode;
  if (notFound) content = <CampaignNotFound />;
  else if (campaign.isPending || query.isPending) content = <LoadingResults />;
  else if (campaign.isError || query.isError)
    content = (
      <LoadFailed
        title={RESULTS_PAGE_TEXTS.impossibleDeChargerLes}
        what={RESULTS_PAGE_TEXTS.desResultats}
        onRetry={() => void Promise.all([campaign.refetch(), query.refetch()])}
      />
    );
  else if (results.length === 0)
    content = (
      <EmptyState
        icon={Calculator}
        title={RESULTS_PAGE_TEXTS.aucunResultatDeCalcul}
        action={
          <Button asChild>
            <Link to={`/campaigns/${campaignId}/rating`}>{RESULTS_PAGE_TEXTS.allerALaNotation}</Link>
          </Button>
        }
      >
        {RESULTS_PAGE_TEXTS.notezLesEquipementsDe}
      </EmptyState>
    );
  else
    content = (
      <>
        <RunPicker runs={runs.data ?? []} shown={query.data.run} onSelect={setRun} />
        {closed ? (
          <Notice>{RESULTS_PAGE_TEXTS.cetteCampagneEstCloturee}</Notice>
        ) : (
          !editable && !earlier && <Notice>{RESULTS_PAGE_TEXTS.vousConsultezCesResultats}</Notice>
        )}
        {query.data.appliedAt && (
          <AppliedNotice appliedAt={query.data.appliedAt} approvals={query.data.run?.approvals ?? []} />
        )}
        {!earlier && completeness && !completeness.complete && (
          <IncompleteRatingsNotice completeness={completeness} />
        )}
        {!earlier && outdatedCount > 0 && <OutdatedNotice count={outdatedCount} editable={editable} />}
        <ResultsSummary counts={counts} />
        <ResultsTable
          campaignId={campaignId}
          run={earlier ? run : undefined}
          results={results}
          drafts={drafts}
          expanded={expanded}
          editable={editable}
          disabled={saveForced.isPending || applying}
          handlers={handlers}
          toolbar={
            editable ? (
              <ResultsToolbar
                unsaved={pending.updates.length}
                invalid={pending.invalid.length}
                showRefusal={showRefusal}
                saving={saveForced.isPending && !confirming}
                applying={applying}
                applyButton={applyButton}
                onSave={save}
                onApply={startApply}
              />
            ) : undefined
          }
        />
        <MethodNote />
        <WithoutResult items={query.data.withoutResult} />
      </>
    );

  return (
    <>
      <PageHeader
        title={RESULTS_TITLE}
        description={description}
        actions={
          <>
            {/* An unknown campaign has no rating page to go back to. */}
            {!notFound && (
              <Button asChild variant="outline">
                <Link to={`/campaigns/${campaignId}/rating`}>
                  <ArrowLeft />
                  {RESULTS_PAGE_TEXTS.retourALaNotation}
                </Link>
              </Button>
            )}
            {editable && results.length > 0 && (
              <Button
                variant="outline"
                disabled={recalculate.isPending}
                aria-busy={recalculate.isPending || undefined}
                onClick={checked.request}
              >
                {recalculate.isPending ? <Loader2 className="animate-spin" /> : <RefreshCw />}
                {RESULTS_PAGE_TEXTS.recalculer}
              </Button>
            )}
          </>
        }
      />
      <div className="grid gap-6 p-6 lg:p-8">{content}</div>
      {checked.dialog}
      {editable && (
        <>
          <ForcedReasonDialog
            open={askingReason}
            updates={pending.updates}
            results={results}
            pmax={pmax}
            pending={saveForced.isPending}
            error={reasonError}
            onConfirm={saveWithReason}
            onCancel={() => setAskingReason(false)}
          />
          <ApplyDialog
            open={confirming}
            onOpenChange={(open) => !applying && setConfirming(open)}
            counts={counts}
            unsaved={pending.updates.length}
            appliedAt={query.data?.appliedAt ?? null}
            pending={applying}
            reasonError={reasonError}
            signer={user ? displayName(user) : ""}
            signatureRequired={approvals.data?.requireSignature ?? false}
            signatureError={signatureError}
            refusal={approvalRefusal}
            onConfirm={(input) => void confirmApply(input)}
          />
          <ConfirmDialog
            open={leaving.state === "blocked"}
            onOpenChange={(open) => !open && leaving.state === "blocked" && leaving.reset()}
            title={RESULTS_PAGE_TEXTS.quitterSansSauvegarder}
            confirmLabel={RESULTS_PAGE_TEXTS.quitterSansSauvegarder2}
            onConfirm={() => leaving.state === "blocked" && leaving.proceed()}
          >
            {unsavedCount > 1
              ? RESULTS_PAGE_TEXTS.periodesForceesSaisiesNe(formatNumber(unsavedCount))
              : RESULTS_PAGE_TEXTS.unePeriodeForceeSaisie}
          </ConfirmDialog>
          <ReportOfferDialog
            campaignId={campaignId}
            open={offeringReport}
            onOpenChange={setOfferingReport}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              applyButton.current?.focus();
            }}
          />
        </>
      )}
    </>
  );
}
