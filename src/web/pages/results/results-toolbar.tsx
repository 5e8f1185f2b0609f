import { CheckCheck, Loader2, Save } from "lucide-react";
import type { Ref } from "react";
import { Button } from "../../components/ui/button";
import { formatNumber } from "../../lib/format";

function unsavedLabel(count: number): string {
  if (count === 0) return "Aucune modification à sauvegarder";
  return count > 1
    ? `${formatNumber(count)} périodes forcées non sauvegardées`
    : "1 période forcée non sauvegardée";
}

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
  return (
    <div className="grid justify-items-end gap-2">
      <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2">
        <p
          aria-live="polite"
          className={unsaved > 0 ? "text-sm font-medium text-amber-800" : "text-sm text-muted-foreground"}
        >
          {unsavedLabel(unsaved)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={busy || (unsaved === 0 && invalid === 0)}
            aria-busy={saving || undefined}
            onClick={onSave}
          >
            {saving ? <Loader2 className="animate-spin" /> : <Save />}
            Sauvegarder Périodes Forcées
          </Button>
          <Button ref={applyButton} disabled={busy} aria-busy={applying || undefined} onClick={onApply}>
            {applying ? <Loader2 className="animate-spin" /> : <CheckCheck />}
            Appliquer les Nouvelles Périodes
          </Button>
        </div>
      </div>
      {showRefusal && invalid > 0 && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {invalid > 1
            ? `${formatNumber(invalid)} périodes forcées sont invalides : corrigez-les avant de continuer. Rien n'a été envoyé.`
            : "Une période forcée est invalide : corrigez-la avant de continuer. Rien n'a été envoyé."}
        </p>
      )}
    </div>
  );
}
