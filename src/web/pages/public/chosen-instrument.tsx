import { Gauge } from "lucide-react";
import type { PublicCampaign } from "../../../shared/api/public-links";
import { CHOSEN_INSTRUMENT_TEXTS } from "../../../shared/texts/public";
import { cn } from "../../lib/utils";

type Equipment = PublicCampaign["equipment"][number];

/**
 * The instrument the measurement will be recorded on, large, just above « Enregistrer » (issue 21):
 * on a phone the select may be far up the page, and the operator must see what they are about to
 * record on. Announced politely as it changes.
 */
export function ChosenInstrument({ item }: { item: Equipment | undefined }) {
  return (
    <section
      aria-label={CHOSEN_INSTRUMENT_TEXTS.equipementDeLaMesure}
      aria-live="polite"
      className={cn(
        "flex items-start gap-3 rounded-lg border p-4",
        item ? "border-primary/40 bg-secondary/50" : "border-dashed bg-muted/30",
      )}
    >
      <Gauge
        className={cn("mt-1 size-6 shrink-0", item ? "text-primary" : "text-muted-foreground")}
        aria-hidden="true"
      />
      {item ? (
        <div className="min-w-0">
          <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
            {CHOSEN_INSTRUMENT_TEXTS.laMesureSeraEnregistree}
          </p>
          <p className="text-xl leading-tight font-semibold break-words" data-testid="chosen-instrument-name">
            {item.name}
          </p>
          <p className="mt-1 text-base break-words">
            <span className="text-muted-foreground">{CHOSEN_INSTRUMENT_TEXTS.reference}</span>
            <span className="font-mono font-semibold break-all" data-testid="chosen-instrument-reference">
              {item.serialNumber}
            </span>
            {item.type && <span className="text-muted-foreground"> · {item.type}</span>}
          </p>
        </div>
      ) : (
        <p className="self-center text-sm text-muted-foreground">
          {CHOSEN_INSTRUMENT_TEXTS.aucunEquipementChoisiChoisissez}
        </p>
      )}
    </section>
  );
}
