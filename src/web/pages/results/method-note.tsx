import { ChevronRight } from "lucide-react";
import { METHOD_NOTE_TEXTS } from "../../../shared/texts/results";
import { Card } from "../../components/ui/card";

/** The OPPERET method in a metrologist's words (DESIGN.md §6), for every result on the page. */
export function MethodNote() {
  return (
    <Card>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl px-5 py-4 font-semibold focus-visible:outline-offset-[-2px] [&::-webkit-details-marker]:hidden">
          <ChevronRight className="size-4 transition-transform group-open:rotate-90" aria-hidden="true" />
          {METHOD_NOTE_TEXTS.commentLesNouvellesPeriodes}
        </summary>
        <div className="grid gap-2 border-t px-5 py-4 text-sm text-muted-foreground">
          <p>{METHOD_NOTE_TEXTS.methodeOpperetFdX}</p>
          <p>{METHOD_NOTE_TEXTS.leScoreGlobalG}</p>
          <p>{METHOD_NOTE_TEXTS.nouvellePeriodePeriodeActuelle}</p>
          <p>{METHOD_NOTE_TEXTS.forcedPeriodHelp}</p>
        </div>
      </details>
    </Card>
  );
}
