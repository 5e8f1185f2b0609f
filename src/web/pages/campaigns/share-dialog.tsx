import { Inbox } from "lucide-react";
import { type ReactNode, useCallback, useState } from "react";
import { Link } from "react-router";
import type { Campaign } from "../../../shared/api/campaigns";
import type { ShareLinkKind } from "../../../shared/api/share-links";
import { FAILURE_MESSAGES, format, SHARE_TEXTS, SUCCESS_MESSAGES } from "../../../shared/messages";
import { SHARE_DIALOG_TEXTS } from "../../../shared/texts/campaign-sharing";
import { apiErrorText, toastApiError } from "../../api/errors";
import { ApiError } from "../../api/request";
import { Button } from "../../components/ui/button";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Notice } from "../../components/ui/notice";
import { useFocusReturn } from "../../lib/focus";
import { formatNumber } from "../../lib/format";
import { notify } from "../../lib/toast";
import { type PrintRequest, QrPrintSheet } from "./qr-print-sheet";
import { useRegenerateShareLink, useShareLinks } from "./queries";
import { ReviewSetting } from "./review-setting";
import { ShareLinkCard } from "./share-link-card";

const KINDS: readonly ShareLinkKind[] = ["measurement", "rating"];

function LoadingLinks() {
  return (
    <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
      <p className="sr-only" role="status">
        {SHARE_DIALOG_TEXTS.chargementDesLiens}
      </p>
      {KINDS.map((kind) => (
        <div key={kind} className="h-64 animate-pulse rounded-xl border bg-muted/50" />
      ))}
    </div>
  );
}

/**
 * The share panel of a campaign (Campagnes screen): its measurement link and its rating link, each
 * to copy, to scan, to print or to regenerate; the company's review setting, and what waits for it.
 */
export function ShareDialog({
  campaign,
  onClose,
  onCloseAutoFocus,
}: {
  campaign: Campaign | null;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <Dialog open={campaign !== null} onOpenChange={(open) => !open && onClose()}>
      {campaign && (
        <DialogContent size="xl" onCloseAutoFocus={onCloseAutoFocus}>
          <SharePanel campaign={campaign} />
        </DialogContent>
      )}
    </Dialog>
  );
}

function SharePanel({ campaign }: { campaign: Campaign }) {
  const links = useShareLinks(campaign.id);
  const regenerate = useRegenerateShareLink(campaign.id);
  // The kind stays while the confirmation closes, so that its text does not change meanwhile.
  const [confirm, setConfirm] = useState<{ kind: ShareLinkKind; open: boolean }>({
    kind: "measurement",
    open: false,
  });
  const [printing, setPrinting] = useState<PrintRequest | null>(null);
  const { opener, restoreFocus } = useFocusReturn<HTMLButtonElement>();
  const donePrinting = useCallback(() => setPrinting(null), []);

  const confirmRegenerate = () => {
    regenerate.mutate(confirm.kind, {
      onSuccess: () => {
        setConfirm((state) => ({ ...state, open: false }));
        notify.success(SUCCESS_MESSAGES.linkRegenerated);
      },
      onError: (error) => {
        setConfirm((state) => ({ ...state, open: false }));
        toastApiError(error, FAILURE_MESSAGES.regenerateLink);
      },
    });
  };

  let content: ReactNode;
  if (links.isPending) content = <LoadingLinks />;
  else if (links.isError)
    content = (
      <Notice tone="error">
        {apiErrorText(links.error, SHARE_DIALOG_TEXTS.impossibleDeChargerLes) ??
          SHARE_DIALOG_TEXTS.impossibleDeChargerLes}
        {!(links.error instanceof ApiError && links.error.status === 403) && (
          <Button variant="link" className="h-auto p-0 pl-2" onClick={() => void links.refetch()}>
            {SHARE_DIALOG_TEXTS.reessayer}
          </Button>
        )}
      </Notice>
    );
  else {
    const { pendingCount } = links.data;
    content = (
      <>
        <div className="grid gap-4 md:grid-cols-2">
          {KINDS.map((kind) => (
            <ShareLinkCard
              key={kind}
              kind={kind}
              url={links.data[kind].url}
              campaignName={campaign.name}
              regenerating={regenerate.isPending && regenerate.variables === kind}
              onPrint={(which) => setPrinting({ kind: which, url: links.data[which].url, at: Date.now() })}
              onRegenerate={(which, from) => {
                opener.current = from;
                setConfirm({ kind: which, open: true });
              }}
            />
          ))}
        </div>
        <ReviewSetting editable={campaign.abilities.reviewEntries} />
        <p className="text-sm text-muted-foreground">
          {SHARE_DIALOG_TEXTS.laPageDeSaisie}{" "}
          <Link
            to="/settings#unites-de-mesure"
            className="font-medium text-primary underline underline-offset-4 hover:no-underline"
          >
            {SHARE_DIALOG_TEXTS.unitesParTypeD}
          </Link>
          .
        </p>
        {pendingCount > 0 && (
          <Notice tone="warning" icon={<Inbox aria-hidden="true" />}>
            <Link
              to={`/campaigns/${campaign.id}/measurements?onglet=a-valider`}
              className="font-semibold underline underline-offset-4 hover:no-underline"
            >
              {format(SHARE_TEXTS.pendingEntries, { n: formatNumber(pendingCount) })}
            </Link>{" "}
            {SHARE_DIALOG_TEXTS.recuesParLienElles}
          </Notice>
        )}
        {printing && (
          <QrPrintSheet request={printing} campaignName={campaign.name} onPrinted={donePrinting} />
        )}
      </>
    );
  }

  return (
    <>
      <DialogHeader
        title={SHARE_TEXTS.shareTitle}
        description={SHARE_DIALOG_TEXTS.toutePersonneQuiA(campaign.name)}
      />
      <DialogBody className="grid gap-4 max-sm:px-4">{content}</DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{SHARE_DIALOG_TEXTS.fermer}</Button>
        </DialogClose>
      </DialogFooter>
      <ConfirmDialog
        open={confirm.open}
        onOpenChange={(open) => !open && !regenerate.isPending && setConfirm((state) => ({ ...state, open }))}
        title={
          confirm.kind === "rating"
            ? SHARE_DIALOG_TEXTS.regenererLe(SHARE_TEXTS.ratingLinkTitle.toLowerCase())
            : SHARE_DIALOG_TEXTS.regenerateLinkQuestion(SHARE_TEXTS.measurementLinkTitle.toLowerCase())
        }
        confirmLabel={regenerate.isPending ? SHARE_DIALOG_TEXTS.regeneration : SHARE_DIALOG_TEXTS.regenerer}
        pending={regenerate.isPending}
        onConfirm={confirmRegenerate}
        onCloseAutoFocus={restoreFocus}
      >
        {confirm.kind === "rating" ? SHARE_TEXTS.regenerateRating : SHARE_TEXTS.regenerateMeasurement}
      </ConfirmDialog>
    </>
  );
}
