import { zodResolver } from "@hookform/resolvers/zod";
import { Loader2, Save } from "lucide-react";
import { useEffect, useRef } from "react";
import { type Path, useForm } from "react-hook-form";
import {
  type MeasurementInput,
  measurementInputSchema,
  type PublicCampaign,
  type PublicSubmissionResult,
} from "../../../shared/api/public-links";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { PUBLIC_PAGE_TEXTS } from "../../../shared/public-page-texts";
import { MEASUREMENT_FORM_TEXTS } from "../../../shared/texts/public";
import { isDeadLink, reasonOf, serverMessageOf, showFieldRefusal } from "../../api/errors";
import { ApiError } from "../../api/request";
import { Button } from "../../components/ui/button";
import { Field, fieldAria, Textarea } from "../../components/ui/field";
import { Input } from "../../components/ui/input";
import { dismissToast, notify } from "../../lib/toast";
import { ChosenInstrument } from "./chosen-instrument";
import { EquipmentChoice } from "./equipment-choice";
import { useAddMeasurement } from "./queries";
import { newSubmissionId, OPERATOR_NAME_KEY, remembered } from "./submission-id";
import { type MeasurementOutput, TOUCH, unitHintOf, useOfferedUnits, ValueAndUnit } from "./value-and-unit";

/** What the visitor keeps from one measurement to the next. */
export interface MeasurementDefaults {
  operatorName: string;
  unit: MeasurementOutput["unit"] | undefined;
}

/** What was just stored, for the success panel. */
export interface SavedMeasurement {
  result: PublicSubmissionResult;
  values: MeasurementOutput;
}

const FIELDS: readonly Path<MeasurementInput>[] = ["operatorName", "equipmentId", "value", "unit", "notes"];

/**
 * The measurement form of spec §2 and §5: operator, equipment, value and unit, notes. Checked here
 * with the API's own schema, so each field says what is wrong under it before anything is sent.
 * The submission id is made once for this measurement and sent again, unchanged, if the visitor
 * retries after a failure: the server stores it once.
 */
export function MeasurementForm({
  token,
  campaign,
  defaults,
  focusEquipment,
  onSaved,
  onDeadLink,
}: {
  token: string;
  campaign: PublicCampaign;
  defaults: MeasurementDefaults;
  /** After "Saisir une autre mesure": the operator is known, the equipment comes next. */
  focusEquipment: boolean;
  onSaved: (saved: SavedMeasurement) => void;
  onDeadLink: () => void;
}) {
  const submissionId = useRef(newSubmissionId());
  const form = useForm<MeasurementInput, unknown, MeasurementOutput>({
    resolver: zodResolver(measurementInputSchema),
    defaultValues: {
      operatorName: defaults.operatorName,
      equipmentId: "",
      value: "",
      unit: defaults.unit,
      notes: "",
    },
  });
  const { errors } = form.formState;
  const { setFocus } = form;
  useEffect(() => {
    if (focusEquipment) setFocus("equipmentId");
  }, [focusEquipment, setFocus]);

  const { chosen, unit, units, narrowed } = useOfferedUnits(form, campaign);

  const save = useAddMeasurement<MeasurementOutput>(token, () => submissionId.current, {
    onSuccess: (result, values) => {
      remembered.set(OPERATOR_NAME_KEY, values.operatorName);
      // Spec §8: 'Succès' / 'Mesure enregistrée avec succès'.
      notify.success(SUCCESS_MESSAGES.measurementSaved, SUCCESS_MESSAGES.measurementSavedTitle);
      onSaved({ result, values });
    },
    onError: (error) => {
      if (showFieldRefusal(error, form, FIELDS)) return;
      // The instrument went into quarantine (an impact review open): said under its choice, which
      // the operator changes to measure with another one.
      if (error instanceof ApiError && error.code === "INSTRUMENT_QUARANTINED") {
        const message = serverMessageOf(error);
        form.setError("equipmentId", { message }, { shouldFocus: true });
        return;
      }
      // Regenerated or closed meanwhile: the page then says the link is dead.
      if (isDeadLink(error)) onDeadLink();
      notify.error(reasonOf(error, FAILURE_MESSAGES.saveMeasurement), FAILURE_MESSAGES.saveMeasurementTitle);
    },
  });

  const field = (name: Path<MeasurementInput>) => ({
    ...fieldAria(`measurement-${name}`, errors[name as keyof typeof errors]?.message),
    "aria-required": name !== "notes" ? true : undefined,
  });

  return (
    <form
      noValidate
      aria-label={MEASUREMENT_FORM_TEXTS.nouvelleMesure}
      onSubmit={form.handleSubmit((values) => {
        dismissToast();
        save.mutate(values);
      })}
      className="grid gap-5 rounded-xl border bg-card p-4 shadow-sm sm:p-6"
    >
      <Field
        id="measurement-operatorName"
        label={PUBLIC_PAGE_TEXTS.operatorNameLabel}
        error={errors.operatorName?.message}
      >
        <Input
          className={TOUCH}
          autoComplete="name"
          autoCapitalize="words"
          enterKeyHint="next"
          {...field("operatorName")}
          {...form.register("operatorName")}
        />
      </Field>
      <EquipmentChoice
        equipment={campaign.equipment}
        form={form}
        error={errors.equipmentId?.message}
        selectClassName={TOUCH}
        controlProps={field("equipmentId")}
      />
      <ValueAndUnit
        form={form}
        field={field}
        unit={unit}
        units={units}
        unitHint={unitHintOf(chosen, narrowed, units)}
      />
      <Field
        id="measurement-notes"
        label={PUBLIC_PAGE_TEXTS.notesLabel}
        error={errors.notes?.message}
        hint={MEASUREMENT_FORM_TEXTS.facultatif}
      >
        <Textarea
          rows={3}
          className="text-base sm:text-sm"
          placeholder={MEASUREMENT_FORM_TEXTS.conditionsDeMesureObservations}
          {...field("notes")}
          {...form.register("notes")}
        />
      </Field>
      <ChosenInstrument item={chosen} />
      <Button
        type="submit"
        size="lg"
        className="h-12 w-full sm:w-auto sm:justify-self-end"
        disabled={save.isPending}
        aria-busy={save.isPending || undefined}
      >
        {save.isPending ? (
          <Loader2 className="animate-spin" aria-hidden="true" />
        ) : (
          <Save aria-hidden="true" />
        )}
        {save.isPending ? MEASUREMENT_FORM_TEXTS.enregistrement : PUBLIC_PAGE_TEXTS.submitMeasurement}
      </Button>
    </form>
  );
}
