import { ClipboardList } from "lucide-react";
import { useId, useMemo, useState } from "react";
import type { Submission } from "../../../shared/api/share-links";
import { GENERIC_MESSAGES, SHARE_TEXTS } from "../../../shared/messages";
import { LINK_RATINGS_TAB_TEXTS, STATUS_LOOKS } from "../../../shared/texts/measurements";
import { isForbidden } from "../../api/request";
import { EmptyState, LoadFailed } from "../../components/ui/empty-state";
import { Label, NativeSelect } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { Spinner } from "../../components/ui/spinner";
import { countOf } from "../../lib/count";
import { useSubmissions } from "./queries";
import { SubmissionCard } from "./submission-card";

type StatusFilter = Submission["status"] | "all";

/**
 * "Notations par lien": the ratings sent through the campaign's rating link or a technician's
 * personal link, each with its operator, its link, its date, its review state and its ratings.
 */
export function LinkRatingsTab({ campaignId }: { campaignId: number }) {
  const id = useId();
  const [status, setStatus] = useState<StatusFilter>("all");
  const query = useSubmissions(campaignId, { kind: "ratings" });
  const submissions = useMemo(
    () => (query.data ?? []).filter((s) => status === "all" || s.status === status),
    [query.data, status],
  );

  if (query.isPending)
    return (
      <div className="flex justify-center py-16">
        <Spinner label={LINK_RATINGS_TAB_TEXTS.chargementDesNotations} />
      </div>
    );
  if (query.isError)
    return isForbidden(query.error) ? (
      <Notice tone="error">{GENERIC_MESSAGES.forbidden}</Notice>
    ) : (
      <LoadFailed
        title={LINK_RATINGS_TAB_TEXTS.impossibleDeChargerLes}
        what={LINK_RATINGS_TAB_TEXTS.desNotations}
        onRetry={() => void query.refetch()}
      />
    );
  if (query.data.length === 0)
    return (
      <EmptyState icon={ClipboardList} title={LINK_RATINGS_TAB_TEXTS.aucuneNotationParLien}>
        {SHARE_TEXTS.noLinkRatings}
      </EmptyState>
    );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <p className="text-sm text-muted-foreground" role="status">
          <strong className="font-semibold text-foreground">{countOf(submissions.length, "envoi")}</strong>
          {LINK_RATINGS_TAB_TEXTS.deNotations}
          {status !== "all" && ` (${STATUS_LOOKS[status].label.toLowerCase()})`}
        </p>
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-status`}>{LINK_RATINGS_TAB_TEXTS.etat}</Label>
          <NativeSelect
            id={`${id}-status`}
            className="w-48"
            value={status}
            onChange={(event) => setStatus(event.target.value as StatusFilter)}
          >
            <option value="all">{LINK_RATINGS_TAB_TEXTS.tous}</option>
            {(Object.keys(STATUS_LOOKS) as Submission["status"][]).map((value) => (
              <option key={value} value={value}>
                {STATUS_LOOKS[value].label}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      {submissions.length === 0 ? (
        <p className="rounded-xl border border-dashed bg-card px-6 py-10 text-center text-sm text-muted-foreground">
          {LINK_RATINGS_TAB_TEXTS.aucunEnvoiDansCet}
        </p>
      ) : (
        <ul className="grid gap-3" aria-label={LINK_RATINGS_TAB_TEXTS.notationsRecuesParLien}>
          {submissions.map((submission) => (
            <li key={submission.id}>
              <SubmissionCard submission={submission} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
