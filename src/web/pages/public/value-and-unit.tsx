import { useEffect } from "react";
import { type Path, type UseFormReturn, useWatch } from "react-hook-form";
import type { z } from "zod";
import type {
  MeasurementInput,
  measurementInputSchema,
  PublicCampaign,
} from "../../../shared/api/public-links";
import { MEASUREMENT_UNITS } from "../../../shared/constants";
import { groupsOf, unitList, unitsForType } from "../../../shared/measurement-units";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { MEASUREMENT_FORM_TEXTS } from "../../../shared/texts/public";
import { Field, NativeSelect } from "../../components/ui/field";
import { Input } from "../../components/ui/input";

export type MeasurementOutput = z.output<typeof measurementInputSchema>;
export type MeasurementFormApi = UseFormReturn<MeasurementInput, unknown, MeasurementOutput>;
/** The aria attributes of a field's control, from its name. */
export type FieldProps = (name: Path<MeasurementInput>) => Record<string, unknown>;

/** The unit select's « Choisir »: no unit yet. */
const NO_UNIT = "" as MeasurementInput["unit"];

/** Large enough for a finger (44 px) and for a phone's zoom-free text (16 px). */
export const TOUCH = "h-11 text-base sm:text-sm";

/**
 * Only the units of the chosen instrument's type (decision 020); before a choice, the whole list.
 * A unit the instrument does not allow is dropped; its only unit is chosen for the operator.
 */
export function useOfferedUnits(form: MeasurementFormApi, campaign: PublicCampaign) {
  const { setValue } = form;
  const chosenId = String(useWatch({ control: form.control, name: "equipmentId" }) ?? "");
  const unit = (useWatch({ control: form.control, name: "unit" }) ?? "") as string;
  const chosen = campaign.equipment.find((item) => String(item.id) === chosenId);
  const units: readonly string[] = chosen
    ? unitsForType(chosen.type, campaign.measurementUnits.byType)
    : MEASUREMENT_UNITS;
  const narrowed = units.length < MEASUREMENT_UNITS.length;
  const unitsKey = units.join(" ");
  useEffect(() => {
    const offered = unitsKey.split(" ");
    // A unit the instrument does not allow is dropped; its only unit is chosen for the operator.
    if (unit && !offered.includes(unit)) setValue("unit", NO_UNIT, { shouldDirty: true });
    else if (!unit && offered.length === 1) setValue("unit", offered[0] as MeasurementOutput["unit"]);
  }, [unitsKey, unit, setValue]);
  return { chosen, unit, units, narrowed };
}

/** The measured value and its unit, side by side; the unit's hint names the instrument's units. */
export function ValueAndUnit({
  form,
  field,
  unit,
  units,
  unitHint,
}: {
  form: MeasurementFormApi;
  field: FieldProps;
  unit: string;
  units: readonly string[];
  unitHint: string | undefined;
}) {
  const { errors } = form.formState;
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,8.5rem)] items-start gap-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,11rem)] sm:gap-4">
      <Field
        id="measurement-value"
        label={PUBLIC_PAGE_TEXTS.valueLabel}
        error={errors.value?.message}
        hint={MEASUREMENT_FORM_TEXTS.decimalHint}
      >
        <Input
          className={`${TOUCH} tabular-nums`}
          inputMode="decimal"
          autoComplete="off"
          placeholder={MEASUREMENT_FORM_TEXTS.valuePlaceholder}
          enterKeyHint="next"
          {...field("value")}
          {...form.register("value")}
        />
      </Field>
      <Field
        id="measurement-unit"
        label={PUBLIC_PAGE_TEXTS.unitLabel}
        error={errors.unit?.message}
        hint={unitHint}
      >
        <NativeSelect className={TOUCH} {...field("unit")} {...form.register("unit")} value={unit}>
          <option value="">{MEASUREMENT_FORM_TEXTS.choisir}</option>
          {groupsOf(units).map((group) => (
            <optgroup key={group.label} label={group.label}>
              {group.units.map((choice) => (
                <option key={choice} value={choice}>
                  {choice}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </Field>
    </div>
  );
}

/** The chosen instrument's units, said under the select when they narrow the list. */
export function unitHintOf(
  chosen: PublicCampaign["equipment"][number] | undefined,
  narrowed: boolean,
  units: readonly string[],
) {
  return chosen && narrowed ? MEASUREMENT_FORM_TEXTS.unitesDe(chosen.type, unitList(units)) : undefined;
}
