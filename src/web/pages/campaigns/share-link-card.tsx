import { ClipboardList, Copy, Printer, RefreshCw, Star } from "lucide-react";
import { useId, useRef } from "react";
import type { ShareLinkKind } from "../../../shared/api/share-links";
import { FAILURE_MESSAGES, SHARE_TEXTS, SUCCESS_MESSAGES } from "../../../shared/messages";
import { SHARE_LINK_CARD_TEXTS } from "../../../shared/texts/campaign-sharing";
import { QrCode } from "../../components/qr-code";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { notify } from "../../lib/toast";

const CARD_TEXTS: Record<ShareLinkKind, { title: string; description: string; icon: typeof Star }> = {
  measurement: {
    title: SHARE_TEXTS.measurementLinkTitle,
    description: SHARE_LINK_CARD_TEXTS.lesOperateursChoisissentL,
    icon: ClipboardList,
  },
  rating: {
    title: SHARE_TEXTS.ratingLinkTitle,
    description: SHARE_LINK_CARD_TEXTS.lesTechniciensNotentLes,
    icon: Star,
  },
};

/**
 * One public link of a campaign: the address to copy (selected on focus, so that Ctrl+C works even
 * without clipboard access), its QR code, printing and regeneration.
 */
export function ShareLinkCard({
  kind,
  url,
  campaignName,
  regenerating,
  onPrint,
  onRegenerate,
}: {
  kind: ShareLinkKind;
  url: string;
  campaignName: string;
  regenerating: boolean;
  onPrint: (kind: ShareLinkKind) => void;
  onRegenerate: (kind: ShareLinkKind, opener: HTMLElement) => void;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const texts = CARD_TEXTS[kind];
  const Icon = texts.icon;
  const title = texts.title.toLowerCase();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(SUCCESS_MESSAGES.linkCopied);
    } catch {
      // Without clipboard access (a plain-http address, a refused permission): selected for Ctrl+C.
      input.current?.focus();
      input.current?.select();
      notify.error(FAILURE_MESSAGES.copyLink);
    }
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      data-share-link={kind}
      className="flex min-w-0 flex-col rounded-xl border bg-card p-4 shadow-sm sm:p-5"
    >
      <h3 id={`${id}-title`} className="flex items-center gap-2 font-semibold">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-secondary text-primary">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        {texts.title}
      </h3>
      <p id={`${id}-description`} className="mt-2 text-sm text-muted-foreground">
        {texts.description}
      </p>
      <div className="mt-4 flex flex-col items-center gap-4 sm:flex-row sm:items-end">
        <div className="shrink-0 rounded-lg border bg-white p-1">
          <QrCode
            value={url}
            label={SHARE_LINK_CARD_TEXTS.codeQrDuDe(title, campaignName)}
            className="size-36"
          />
        </div>
        <div className="flex flex-wrap justify-center gap-2 sm:grid sm:justify-start">
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-start"
            onClick={() => onPrint(kind)}
            aria-label={SHARE_LINK_CARD_TEXTS.imprimerLeCodeQr(title)}
          >
            <Printer aria-hidden="true" />
            {SHARE_LINK_CARD_TEXTS.imprimer}
          </Button>
          <Button
            type="button"
            size="sm"
            variant="outline"
            className="justify-start"
            disabled={regenerating}
            aria-busy={regenerating || undefined}
            onClick={(event) => onRegenerate(kind, event.currentTarget)}
            aria-label={SHARE_LINK_CARD_TEXTS.regenererLe(title)}
          >
            <RefreshCw className={regenerating ? "animate-spin" : undefined} aria-hidden="true" />
            {SHARE_LINK_CARD_TEXTS.regenerer}
          </Button>
        </div>
      </div>
      <div className="mt-4 grid gap-1.5">
        <label htmlFor={`${id}-url`} className="text-sm font-medium">
          {SHARE_LINK_CARD_TEXTS.adresseDuLien}
        </label>
        <div className="flex gap-2">
          <Input
            ref={input}
            id={`${id}-url`}
            readOnly
            value={url}
            className="min-w-0 flex-1 font-mono text-xs"
            onFocus={(event) => event.currentTarget.select()}
            aria-describedby={`${id}-description`}
          />
          <Button
            type="button"
            onClick={() => void copy()}
            aria-label={SHARE_LINK_CARD_TEXTS.copierLe(title)}
          >
            <Copy aria-hidden="true" />
            {SHARE_LINK_CARD_TEXTS.copier}
          </Button>
        </div>
      </div>
    </section>
  );
}
