import { CheckCheck, Loader2, Save } from "lucide-react";
import type { Ref } from "react";
import { RESULTS_TOOLBAR_TEXTS } from "../../../shared/texts/results";
import { Button } from "../../components/ui/button";
import { formatNumber } from "../../lib/format";

/**
 * The one line that says where the forced periods stand: a refused value first (it blocks saving
 * and applying), else what is not saved yet. Never two messages side by side.
 */
export function pendingStatus({
  unsaved,
  invalid,
  showRefusal,
}: {
  unsaved: number;
  invalid: number;
  showRefusal: boolean;
}): { text: string; tone: "muted" | "pending" | "refused" } {
  if (invalid > 0) {
    const text =
      invalid > 1
        ? RESULTS_TOOLBAR_TEXTS.periodesForceesSontInvalides(formatNumber(invalid))
        : RESULTS_TOOLBAR_TEXTS.unePeriodeForceeEst;
    return { text: showRefusal ? RESULTS_TOOLBAR_TEXTS.rienNAEte(text) : text, tone: "refused" };
  }
  if (unsaved === 0) return { text: RESULTS_TOOLBAR_TEXTS.aucuneModificationASauvegarder, tone: "muted" };
  return {
    text:
      unsaved > 1
        ? RESULTS_TOOLBAR_TEXTS.periodesForceesNonSauvegardees(formatNumber(unsaved))
        : RESULTS_TOOLBAR_TEXTS.t1PeriodeForceeNon,
    tone: "pending",
  };
}

const TONE_CLASS = {
  muted: "text-sm text-muted-foreground",
  pending: "text-sm font-medium text-amber-800",
  refused: "text-sm font-medium text-destructive",
} as const;

/** Save the typed forced periods, apply the effective periods (spec §2), and say what is pending. */
export function ResultsToolbar({
  unsaved,
  invalid,
  showRefusal,
  saving,
  applying,
  applyButton,
  onSave,
  onApply,
}: {
  unsaved: number;
  invalid: number;
  /** The user tried to save or apply while a typed value is refused. */
  showRefusal: boolean;
  saving: boolean;
  applying: boolean;
  applyButton: Ref<HTMLButtonElement>;
  onSave: () => void;
  onApply: () => void;
}) {
  const busy = saving || applying;
  const status = pendingStatus({ unsaved, invalid, showRefusal });
  return (
    <div className="grid justify-items-end gap-2 max-sm:w-full max-sm:justify-items-stretch">
      <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 max-sm:justify-start">
        <p
          role={status.tone === "refused" && showRefusal ? "alert" : undefined}
          aria-live="polite"
          className={TONE_CLASS[status.tone]}
        >
          {status.text}
        </p>
        <div className="flex flex-wrap gap-2 max-sm:grid max-sm:w-full">
          <Button
            variant="outline"
            disabled={busy || (unsaved === 0 && invalid === 0)}
            aria-busy={saving || undefined}
            onClick={onSave}
          >
            {saving ? <Loader2 className="animate-spin" /> : <Save />}
            {RESULTS_TOOLBAR_TEXTS.sauvegarderPeriodesForcees}
          </Button>
          <Button ref={applyButton} disabled={busy} aria-busy={applying || undefined} onClick={onApply}>
            {applying ? <Loader2 className="animate-spin" /> : <CheckCheck />}
            {RESULTS_TOOLBAR_TEXTS.appliquerLesNouvellesPeriodes}
          </Button>
        </div>
      </div>
    </div>
  );
}
