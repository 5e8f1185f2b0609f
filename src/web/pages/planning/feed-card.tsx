import { CalendarPlus, Copy, ExternalLink, KeyRound, Loader2, RefreshCw } from "lucide-react";
import { useId, useRef, useState } from "react";
import { PLANNING_TEXTS } from "../../../shared/texts/planning";
import { apiErrorText, toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { Input } from "../../components/ui/input";
import { Notice } from "../../components/ui/notice";
import { useFocusReturn } from "../../lib/focus";
import { fill, formatDateTime } from "../../lib/format";
import { notify } from "../../lib/toast";
import { useCalendarFeed, useRegenerateFeed } from "./queries";

/** The address calendar applications open directly (`webcal:`), from the feed's https one. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:/, "webcal:");
}

/**
 * The company's private calendar feed (fleet managers): its secret address to copy or open in a
 * calendar application, regenerated after a confirmation (the old address stops at once), and how
 * to subscribe in Outlook, Google Agenda and Apple's Calendar.
 */
export function FeedCard() {
  const id = useId();
  const feed = useCalendarFeed(true);
  const regenerate = useRegenerateFeed();
  const [confirming, setConfirming] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const { opener, restoreFocus } = useFocusReturn<HTMLButtonElement>();
  const url = feed.data?.url ?? null;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success(PLANNING_TEXTS.feedCopied);
    } catch {
      // Without clipboard access: selected, for Ctrl+C.
      input.current?.focus();
      input.current?.select();
      notify.error(PLANNING_TEXTS.feedCopyFailed);
    }
  };

  const create = (first: boolean) =>
    regenerate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notify.success(first ? PLANNING_TEXTS.feedCreated : PLANNING_TEXTS.feedRegenerated);
      },
      onError: (error) => {
        setConfirming(false);
        toastApiError(error, PLANNING_TEXTS.feedFailed);
      },
    });

  return (
    <Card className="grid content-start gap-4 p-5 max-sm:px-4" aria-labelledby={`${id}-title`} role="region">
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
          <CalendarPlus className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-semibold">
            {PLANNING_TEXTS.feedTitle}
          </h2>
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {PLANNING_TEXTS.feedDescription}
          </p>
        </div>
      </div>

      {feed.isPending ? (
        <div className="h-16 animate-pulse rounded-lg bg-muted" aria-busy="true" />
      ) : feed.isError ? (
        <Notice tone="error">
          {apiErrorText(feed.error, PLANNING_TEXTS.feedLoadFailed) ?? PLANNING_TEXTS.feedLoadFailed}
        </Notice>
      ) : url ? (
        <div className="grid gap-3">
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-url`} className="text-sm font-medium">
              {PLANNING_TEXTS.feedUrl}
            </label>
            <div className="flex gap-2">
              <Input
                ref={input}
                id={`${id}-url`}
                readOnly
                value={url}
                className="min-w-0 flex-1 font-mono text-xs"
                onFocus={(event) => event.currentTarget.select()}
                aria-describedby={`${id}-secret`}
              />
              <Button type="button" aria-label={PLANNING_TEXTS.feedCopyLabel} onClick={() => void copy()}>
                <Copy aria-hidden="true" />
                <span className="max-sm:sr-only">{PLANNING_TEXTS.feedCopy}</span>
              </Button>
            </div>
            {feed.data?.createdAt && (
              <p className="text-xs text-muted-foreground">
                {fill(PLANNING_TEXTS.feedCreatedAt, { date: formatDateTime(feed.data.createdAt) })}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline" size="sm">
              <a href={webcalUrl(url)}>
                <ExternalLink aria-hidden="true" />
                {PLANNING_TEXTS.feedOpen}
              </a>
            </Button>
            <Button
              type="button"
              variant="outline"
              size="sm"
              aria-label={PLANNING_TEXTS.feedRegenerateLabel}
              disabled={regenerate.isPending}
              onClick={(event) => {
                opener.current = event.currentTarget;
                setConfirming(true);
              }}
            >
              <RefreshCw className={regenerate.isPending ? "animate-spin" : undefined} aria-hidden="true" />
              {PLANNING_TEXTS.feedRegenerate}
            </Button>
          </div>
          <p id={`${id}-secret`} className="flex gap-2 text-xs text-muted-foreground">
            <KeyRound className="mt-px size-3.5 shrink-0" aria-hidden="true" />
            {PLANNING_TEXTS.feedSecret}
          </p>
        </div>
      ) : (
        <div className="grid justify-items-start gap-3">
          <p className="text-sm text-muted-foreground">{PLANNING_TEXTS.feedNone}</p>
          <Button type="button" disabled={regenerate.isPending} onClick={() => create(true)}>
            {regenerate.isPending ? (
              <Loader2 className="animate-spin" aria-hidden="true" />
            ) : (
              <CalendarPlus aria-hidden="true" />
            )}
            {PLANNING_TEXTS.feedCreate}
          </Button>
        </div>
      )}

      <details className="rounded-lg border bg-muted/40 px-4 py-3 text-sm">
        <summary className="cursor-pointer font-medium">{PLANNING_TEXTS.feedHowTitle}</summary>
        <dl className="mt-3 grid gap-2.5">
          {PLANNING_TEXTS.feedHow.map((how) => (
            <div key={how.app} className="grid gap-0.5">
              <dt className="font-medium">{how.app}</dt>
              <dd className="text-muted-foreground">{how.steps}</dd>
            </div>
          ))}
        </dl>
      </details>

      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => !open && !regenerate.isPending && setConfirming(false)}
        title={PLANNING_TEXTS.feedRegenerateTitle}
        confirmLabel={regenerate.isPending ? PLANNING_TEXTS.feedRegenerating : PLANNING_TEXTS.feedRegenerate}
        pending={regenerate.isPending}
        onConfirm={() => create(false)}
        onCloseAutoFocus={restoreFocus}
      >
        {PLANNING_TEXTS.feedRegenerateText}
      </ConfirmDialog>
    </Card>
  );
}
