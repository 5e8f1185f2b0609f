import { Loader2, ShieldAlert, ShieldCheck } from "lucide-react";
import type { AuditCheckpointView, AuditVerification } from "../../../shared/api/audit";
import { AUDIT_TEXTS, CHECKPOINT_REASONS, verificationText } from "../../../shared/texts/audit";
import { apiErrorText } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";
import { fill, formatDateTime } from "../../lib/format";
import { useAuditCheckpoints, useVerifyAuditTrail } from "./queries";

/** How many checkpoints the card lists; the download has them all. */
const CHECKPOINTS_SHOWN = 5;

/** The last intact row and its hash: noted elsewhere, it anchors the chain as it is now. */
function Head({ head }: { head: AuditVerification["head"] }) {
  if (!head) return null;
  return (
    <p className="text-xs">
      {fill(AUDIT_TEXTS.head, { seq: head.seq })}{" "}
      <code className="font-mono [overflow-wrap:anywhere]">{head.hash}</code>
    </p>
  );
}

function Result({ result }: { result: AuditVerification }) {
  const when = fill(AUDIT_TEXTS.verifiedAt, { date: formatDateTime(result.verifiedAt) });
  if (result.valid)
    return (
      <div
        data-verification="valid"
        className="flex gap-3 rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-950"
      >
        <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div className="min-w-0">
          <p className="font-semibold">{verificationText(result)}</p>
          <Head head={result.head} />
          <p className="text-xs">{when}</p>
        </div>
      </div>
    );
  return (
    <div
      data-verification="broken"
      className="flex gap-3 rounded-lg border border-destructive/40 bg-destructive/5 px-4 py-3 text-sm text-destructive"
    >
      <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 gap-1">
        <p className="font-semibold">{verificationText(result)}</p>
        <p className="text-foreground">{fill(AUDIT_TEXTS.brokenHelp, { n: result.checked })}</p>
        <div className="text-foreground">
          <Head head={result.head} />
        </div>
        <p className="text-xs text-muted-foreground">{when}</p>
      </div>
    </div>
  );
}

/** The latest checkpoints, each with why it was taken: a report, a day's e-mail, a request. */
export function CheckpointList({ checkpoints }: { checkpoints: readonly AuditCheckpointView[] }) {
  return (
    <div className="mt-3 text-sm">
      <h3 className="font-medium">{AUDIT_TEXTS.checkpointsTitle}</h3>
      {checkpoints.length === 0 ? (
        <p className="mt-1 text-muted-foreground">{AUDIT_TEXTS.checkpointsNone}</p>
      ) : (
        <ul className="mt-1 grid gap-1" aria-label={AUDIT_TEXTS.checkpointsTitle}>
          {checkpoints.slice(0, CHECKPOINTS_SHOWN).map((point) => (
            <li key={`${point.position}-${point.createdAt}-${point.reason}`} className="min-w-0">
              <span>
                {fill(AUDIT_TEXTS.checkpoint, {
                  seq: point.position,
                  reason: CHECKPOINT_REASONS[point.reason],
                  date: formatDateTime(point.createdAt),
                })}
              </span>{" "}
              <code className="font-mono text-xs text-muted-foreground [overflow-wrap:anywhere]">
                {point.hash}
              </code>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LatestCheckpoints() {
  const checkpoints = useAuditCheckpoints();
  return checkpoints.data ? <CheckpointList checkpoints={checkpoints.data} /> : null;
}

/**
 * For administrators: walks the company's chain of audit rows (each sealed with a hash that
 * includes the one before) and says whether it is whole, or where it first breaks.
 */
export function IntegrityCheck() {
  const verify = useVerifyAuditTrail();
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h2 className="flex items-center gap-2 font-semibold">
            <ShieldCheck className="size-4 text-primary" aria-hidden="true" />
            {AUDIT_TEXTS.integrityTitle}
          </h2>
          <p className="mt-1 max-w-3xl text-sm text-muted-foreground">{AUDIT_TEXTS.integrityText}</p>
          <a
            href="/api/audit/checkpoints"
            download="points-de-controle.json"
            className="mt-1 inline-block text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {AUDIT_TEXTS.checkpointsLink}
          </a>
          <LatestCheckpoints />
        </div>
        <Button
          variant="outline"
          className="shrink-0"
          disabled={verify.isPending}
          aria-busy={verify.isPending || undefined}
          onClick={() => verify.mutate()}
        >
          {verify.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <ShieldCheck aria-hidden="true" />
          )}
          {verify.isPending ? AUDIT_TEXTS.verifying : AUDIT_TEXTS.verify}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {verify.data && !verify.isPending && (
          <div className="mt-4">
            <Result result={verify.data} />
          </div>
        )}
      </div>
      {verify.isError && !verify.isPending && (
        <Notice tone="error" className="mt-4">
          {apiErrorText(verify.error, AUDIT_TEXTS.verifyFailed) ?? AUDIT_TEXTS.verifyFailed}
        </Notice>
      )}
    </Card>
  );
}
