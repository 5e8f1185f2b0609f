import { CheckCircle2, PackagePlus } from "lucide-react";
import { useDeferredValue, useState } from "react";
import type { Instrument } from "../../../shared/api/instruments";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { PARC_PICK_TEXTS } from "../../../shared/texts/campaign-equipment";
import { Button } from "../../components/ui/button";
import { Checkbox, Label } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { fill } from "../../lib/format";
import { useParcSearch } from "./queries";

const toDraft = (instrument: Instrument): EquipmentDraft => ({
  name: instrument.name,
  serialNumber: instrument.reference,
  currentPeriod: instrument.currentPeriod,
  type: instrument.type,
});

/** What the search found, or why nothing is listed. */
function searchStatus(search: string, found: ReturnType<typeof useParcSearch>): string {
  if (search === "") return PARC_PICK_TEXTS.typeToSearch;
  if (found.isError) return PARC_PICK_TEXTS.unavailable;
  if (!found.data) return PARC_PICK_TEXTS.searching;
  if (found.data.total === 0) return PARC_PICK_TEXTS.none;
  return fill(PARC_PICK_TEXTS.found, { shown: found.data.items.length, total: found.data.total });
}

/**
 * Instruments of the Parc chosen for the campaign: searched by name or reference, checked (the
 * choices kept from one search to the next), then added to the list with their name, reference,
 * type and period as the Parc has them; the campaign's equipment is linked to them by reference.
 */
export function ParcPick({
  references,
  onAdd,
}: {
  references: ReadonlySet<string>;
  onAdd: (drafts: EquipmentDraft[]) => void;
}) {
  const [search, setSearch] = useState("");
  const deferred = useDeferredValue(search.trim());
  const found = useParcSearch(deferred);
  const [chosen, setChosen] = useState<ReadonlyMap<number, Instrument>>(new Map());
  const [added, setAdded] = useState<number | null>(null);
  useUnsavedChanges(chosen.size > 0);
  const items = deferred !== "" && !found.isError ? (found.data?.items ?? []) : [];

  const toggle = (instrument: Instrument, checked: boolean) => {
    setAdded(null);
    setChosen((current) => {
      const next = new Map(current);
      if (checked) next.set(instrument.id, instrument);
      else next.delete(instrument.id);
      return next;
    });
  };
  const add = () => {
    const drafts = [...chosen.values()].filter((i) => !references.has(i.reference)).map(toDraft);
    onAdd(drafts);
    setChosen(new Map());
    setAdded(drafts.length);
  };

  return (
    <section aria-labelledby="parc-pick-title" className="grid content-start gap-2 md:col-span-2">
      <h3 id="parc-pick-title" className="text-sm font-semibold">
        {PARC_PICK_TEXTS.title}
      </h3>
      <Label htmlFor="parc-pick-search" className="sr-only">
        {PARC_PICK_TEXTS.search}
      </Label>
      <Input
        id="parc-pick-search"
        type="search"
        autoComplete="off"
        placeholder={PARC_PICK_TEXTS.searchHint}
        aria-describedby="parc-pick-status"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <p id="parc-pick-status" className="text-xs text-muted-foreground" aria-live="polite">
        {searchStatus(deferred, found)}
      </p>
      {items.length > 0 && (
        <ul
          aria-label={PARC_PICK_TEXTS.results}
          className="grid max-h-56 grid-cols-1 gap-1 overflow-y-auto rounded-lg border bg-card p-2 sm:grid-cols-2"
        >
          {items.map((instrument) => {
            const listed = references.has(instrument.reference);
            return (
              <li
                key={instrument.id}
                className="flex min-w-0 items-start gap-2 rounded px-2 py-1.5 hover:bg-muted/60"
              >
                <Checkbox
                  id={`parc-pick-${instrument.id}`}
                  className="mt-0.5"
                  aria-label={fill(PARC_PICK_TEXTS.choose, {
                    name: instrument.name,
                    reference: instrument.reference,
                  })}
                  checked={listed || chosen.has(instrument.id)}
                  disabled={listed}
                  onChange={(event) => toggle(instrument, event.target.checked)}
                />
                <Label htmlFor={`parc-pick-${instrument.id}`} className="min-w-0 font-normal">
                  <span className="block truncate">{instrument.name}</span>
                  <span className="mt-1 block text-xs text-muted-foreground">
                    <span className="font-mono">{instrument.reference}</span>
                    {instrument.type && ` · ${instrument.type}`} ·{" "}
                    {fill(PARC_PICK_TEXTS.months, { n: instrument.currentPeriod })}
                    {listed && ` · ${PARC_PICK_TEXTS.alreadyListed}`}
                  </span>
                </Label>
              </li>
            );
          })}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="secondary" disabled={chosen.size === 0} onClick={add}>
          <PackagePlus aria-hidden="true" />
          {PARC_PICK_TEXTS.add}
        </Button>
        <span className="text-xs text-muted-foreground" aria-live="polite">
          {chosen.size > 0 && fill(PARC_PICK_TEXTS.chosen, { n: chosen.size })}
        </span>
        {added !== null && (
          <span role="status" className="flex items-center gap-1.5 text-xs font-medium text-emerald-800">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            {fill(PARC_PICK_TEXTS.added, { n: added })}
          </span>
        )}
      </div>
    </section>
  );
}
