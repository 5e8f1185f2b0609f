import { Search } from "lucide-react";
import { useId, useState } from "react";
import { type UseFormReturn, useWatch } from "react-hook-form";
import type { z } from "zod";
import type {
  MeasurementInput,
  measurementInputSchema,
  PublicCampaign,
} from "../../../shared/api/public-links";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { EQUIPMENT_CHOICE_TEXTS } from "../../../shared/texts/public";
import { Field, Label, NativeSelect } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { formatNumber } from "../../lib/format";

type Equipment = PublicCampaign["equipment"][number];

/** Above this many equipment, a search box narrows the list first. */
const SEARCH_FROM = 12;

/** Lower case, without accents: "Thermomètre" is found by "thermometre". */
function plain(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The equipment whose name, reference or type holds every word of the search. */
export function matchingEquipment(equipment: readonly Equipment[], search: string): Equipment[] {
  const words = plain(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...equipment];
  return equipment.filter((item) => {
    const text = plain(`${item.name} ${item.serialNumber} ${item.type ?? ""}`);
    return words.every((word) => text.includes(word));
  });
}

/**
 * What the chosen equipment becomes as the search changes (issue 21): the one equipment left is
 * chosen; a choice the search no longer shows is dropped (never a chosen equipment hidden from the
 * list); otherwise it stays. Emptying the search keeps the choice.
 */
export function choiceAfterSearch(
  found: readonly Pick<Equipment, "id">[],
  chosen: string,
  searching: boolean,
): string {
  if (!searching) return chosen;
  if (found.length === 1) return String(found[0]!.id);
  return found.some((item) => String(item.id) === chosen) ? chosen : "";
}

/** Spec §2: the equipment select shows the name, then the serial number in brackets. */
export function equipmentLabel(item: Pick<Equipment, "name" | "serialNumber">): string {
  return `${item.name} (${item.serialNumber})`;
}

/**
 * The equipment of the measurement: a native select (the phone's own picker), preceded by a search
 * box when the campaign has many. The select follows the search: its one match is chosen, and a
 * choice the search leaves out is dropped, so that what is chosen is always in sight.
 */
export function EquipmentChoice({
  equipment,
  form,
  error,
  selectClassName,
  controlProps,
}: {
  equipment: readonly Equipment[];
  form: UseFormReturn<MeasurementInput, unknown, z.output<typeof measurementInputSchema>>;
  error?: string;
  selectClassName: string;
  controlProps: object;
}) {
  const searchId = useId();
  const [search, setSearch] = useState("");
  const chosen = String(useWatch({ control: form.control, name: "equipmentId" }) ?? "");
  const searchable = equipment.length >= SEARCH_FROM;
  const found = searchable ? matchingEquipment(equipment, search) : [...equipment];
  const changeSearch = (text: string) => {
    setSearch(text);
    const next = choiceAfterSearch(matchingEquipment(equipment, text), chosen, text.trim() !== "");
    if (next !== chosen)
      form.setValue("equipmentId", next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
  };
  return (
    <div className="grid gap-3">
      {searchable && (
        <div className="grid gap-1.5">
          <Label htmlFor={searchId}>{EQUIPMENT_CHOICE_TEXTS.rechercherUnEquipement}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              className="h-11 pl-9 text-base sm:text-sm"
              placeholder={EQUIPMENT_CHOICE_TEXTS.nomReferenceOuType}
              autoComplete="off"
              aria-describedby={`${searchId}-count`}
              value={search}
              onChange={(event) => changeSearch(event.target.value)}
            />
          </div>
          <p id={`${searchId}-count`} className="text-xs text-muted-foreground" aria-live="polite">
            {search.trim() === ""
              ? EQUIPMENT_CHOICE_TEXTS.equipementsDansLaCampagne(formatNumber(equipment.length))
              : found.length === 0
                ? EQUIPMENT_CHOICE_TEXTS.aucunEquipementNeCorrespond
                : found.length === 1
                  ? EQUIPMENT_CHOICE_TEXTS.t1EquipementCorrespondA
                  : EQUIPMENT_CHOICE_TEXTS.equipementsCorrespondentALa(formatNumber(found.length))}
          </p>
        </div>
      )}
      <Field id="measurement-equipmentId" label={PUBLIC_PAGE_TEXTS.equipmentLabel} error={error}>
        {/* Controlled: the choice the search makes is drawn once its option is in the list. */}
        <NativeSelect
          className={selectClassName}
          {...controlProps}
          {...form.register("equipmentId")}
          value={chosen}
        >
          <option value="">{PUBLIC_PAGE_TEXTS.equipmentPlaceholder}</option>
          {found.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {equipmentLabel(item)}
            </option>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}
