import { Link2Off, RefreshCw } from "lucide-react";
import type { ReactNode } from "react";
import { LINK_STATE_TEXTS } from "../../../shared/texts/public";
import { Button } from "../../components/ui/button";
import { Spinner } from "../../components/ui/spinner";

/**
 * What a share link shows instead of its page (spec §2): no token, an unknown, regenerated or
 * closed link, or a campaign that could not be read. The title is the page's heading.
 */
export function LinkState({
  title,
  children,
  onRetry,
}: {
  title: string;
  children?: ReactNode;
  /** Offered when the failure may pass (the network, the server), not for a dead link. */
  onRetry?: () => void;
}) {
  return (
    <section
      aria-labelledby="link-state-title"
      className="mt-4 flex flex-col items-center rounded-xl border bg-card px-6 py-12 text-center shadow-sm sm:mt-10 sm:py-16"
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-destructive/10 text-destructive">
        <Link2Off className="size-7" aria-hidden="true" />
      </span>
      <h1 id="link-state-title" className="mt-5 text-xl font-semibold tracking-tight">
        {title}
      </h1>
      {children && <p className="mt-2 max-w-md text-sm text-muted-foreground">{children}</p>}
      {!onRetry && (
        <p className="mt-6 max-w-md text-xs text-muted-foreground">
          {LINK_STATE_TEXTS.demandezUnNouveauLien}
        </p>
      )}
      {onRetry && (
        <Button variant="outline" className="mt-6 h-11" onClick={onRetry}>
          <RefreshCw />
          {LINK_STATE_TEXTS.reessayer}
        </Button>
      )}
    </section>
  );
}

/** While the campaign of a link is being read. */
export function LinkLoading() {
  return (
    <div className="flex min-h-[40vh] items-center justify-center">
      <Spinner label={LINK_STATE_TEXTS.chargementDeLaCampagne} />
    </div>
  );
}
