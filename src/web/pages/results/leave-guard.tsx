import { useEffect } from "react";
import { type Blocker, useBlocker } from "react-router";
import { RESULTS_PAGE_TEXTS } from "../../../shared/texts/results";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { formatNumber } from "../../lib/format";

/**
 * Typed forced periods are not lost silently when the page is left: inside the app (a link, the
 * sidebar) the navigation waits for the user's answer; a reload or a closed tab asks the browser.
 */
export function useLeaveGuard(dirty: boolean): Blocker {
  const leaving = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);
  return leaving;
}

/** The user's answer to a navigation blocked while forced periods are typed and not saved. */
export function LeaveDialog({ leaving, unsavedCount }: { leaving: Blocker; unsavedCount: number }) {
  return (
    <ConfirmDialog
      open={leaving.state === "blocked"}
      onOpenChange={(open) => !open && leaving.state === "blocked" && leaving.reset()}
      title={RESULTS_PAGE_TEXTS.quitterSansSauvegarder}
      confirmLabel={RESULTS_PAGE_TEXTS.leaveWithoutSaving}
      onConfirm={() => leaving.state === "blocked" && leaving.proceed()}
    >
      {unsavedCount > 1
        ? RESULTS_PAGE_TEXTS.periodesForceesSaisiesNe(formatNumber(unsavedCount))
        : RESULTS_PAGE_TEXTS.unePeriodeForceeSaisie}
    </ConfirmDialog>
  );
}
