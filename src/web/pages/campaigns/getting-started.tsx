import { ArrowRight, Lightbulb } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { GETTING_STARTED_TEXTS } from "../../../shared/texts/campaigns";

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span
        className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        aria-hidden="true"
      >
        {number}
      </span>
      <div className="grid gap-0.5 text-sm">
        <span className="font-medium">
          <span className="sr-only">
            {GETTING_STARTED_TEXTS.etape}
            {number} :{" "}
          </span>
          {title}
        </span>
        <span className="text-muted-foreground">{children}</span>
      </div>
    </li>
  );
}

const linkClass =
  "inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring";

/** The getting-started guide of a new, still empty campaign (spec §2): three steps. */
export function GettingStarted({
  onAddEquipment,
  onPickParticipants,
}: {
  onAddEquipment: () => void;
  onPickParticipants: () => void;
}) {
  return (
    <section
      aria-labelledby="getting-started-title"
      className="rounded-xl border border-primary/20 bg-secondary/40 p-4"
    >
      <h3 id="getting-started-title" className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb className="size-4 text-primary" aria-hidden="true" />
        {GETTING_STARTED_TEXTS.pourBienDemarrer}
      </h3>
      <ol className="mt-3 grid gap-3">
        <Step number={1} title={GETTING_STARTED_TEXTS.creezLesUtilisateurs}>
          {GETTING_STARTED_TEXTS.dansLaSection}{" "}
          <Link to="/profiles" className={linkClass}>
            {GETTING_STARTED_TEXTS.profils}
            <ArrowRight className="size-3.5" aria-hidden="true" />
          </Link>
          {GETTING_STARTED_TEXTS.invitezLesMembresDe}
        </Step>
        <Step number={2} title={GETTING_STARTED_TEXTS.ajoutezLesEquipements}>
          {GETTING_STARTED_TEXTS.saisissezLesUnPar}{" "}
          <button type="button" className={linkClass} onClick={onAddEquipment}>
            {GETTING_STARTED_TEXTS.ajouterDesEquipements}
          </button>
        </Step>
        <Step number={3} title={GETTING_STARTED_TEXTS.selectionnezLesParticipants}>
          {GETTING_STARTED_TEXTS.ilsNoterontLesEquipements}{" "}
          <button type="button" className={linkClass} onClick={onPickParticipants}>
            {GETTING_STARTED_TEXTS.choisirLesParticipants}
          </button>
        </Step>
      </ol>
    </section>
  );
}
