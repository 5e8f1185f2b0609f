import { Bell, X } from "lucide-react";
import { Link } from "react-router";
import { PARC_TEXTS, warningWindowText } from "../../../shared/texts/instruments";
import { Button } from "../../components/ui/button";
import { countOf } from "../../lib/count";
import { fill } from "../../lib/format";

/** The warning window in days, with the way to change it for those who manage the equipment. */
export function WarningWindow({ warningDays, mayManage }: { warningDays: number; mayManage: boolean }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
      <Bell className="size-4 shrink-0 text-amber-700" aria-hidden="true" />
      <span data-testid="warning-window">{warningWindowText(warningDays)}</span>
      {mayManage && (
        <Link
          to="/planning#alerte"
          aria-label={PARC_TEXTS.warningWindowChangeLabel}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {PARC_TEXTS.warningWindowChange}
        </Link>
      )}
    </p>
  );
}

/** Above the list: how many instruments match (announced), the update under way, and the selection. */
export function ParcStatusLine({
  total,
  loaded,
  filtered,
  updating,
  selectedCount,
  onClearSelection,
}: {
  total: number;
  loaded: boolean;
  filtered: boolean;
  updating: boolean;
  selectedCount: number;
  onClearSelection: () => void;
}) {
  return (
    <div className="flex min-h-8 flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-muted-foreground" role="status" aria-live="polite">
        {loaded && (
          <>
            <strong className="font-semibold text-foreground">{countOf(total, "instrument")}</strong>
            {filtered && ` ${PARC_TEXTS.matchingFilters}`}
          </>
        )}
        {updating && <span className="ml-2">{PARC_TEXTS.updating}</span>}
      </p>
      {selectedCount > 0 && (
        <p className="flex items-center gap-2 text-sm">
          <span className="font-medium">{fill(PARC_TEXTS.selected, { n: selectedCount })}</span>
          <Button variant="ghost" size="sm" onClick={onClearSelection}>
            <X aria-hidden="true" />
            {PARC_TEXTS.clearSelection}
          </Button>
        </p>
      )}
    </div>
  );
}
