import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { type Path, useForm, useWatch } from "react-hook-form";
import { type Criterion, criterionInputSchema } from "../../../shared/api/criteria";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { CRITERIA_PROFILE_LABELS, CRITERIA_PROFILES } from "../../../shared/roles";
import { CRITERION_DIALOG_TEXTS } from "../../../shared/texts/criteria";
import { ruleRefusalOf, showFieldRefusal, toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
} from "../../components/ui/dialog";
import { Field, fieldAria, InputField, NativeSelect, Textarea } from "../../components/ui/field";
import { Notice } from "../../components/ui/notice";
import { isCriteriaProfile } from "../../components/ui/profile-badge";
import { Spinner } from "../../components/ui/spinner";
import { useUnsavedChanges } from "../../components/ui/unsaved-changes";
import { notify } from "../../lib/toast";
import {
  type CriterionFormOutput,
  type CriterionFormValues,
  criterionValues,
  newCriterionValues,
} from "./criterion-form-values";
import { DecimalInput } from "./decimal-input";
import { PROFILE_RATERS } from "./profiles";
import { useSaveCriterion } from "./queries";
import { ScaleFields } from "./scale-fields";

export type CriterionDialogTarget = { mode: "create" } | { mode: "edit"; criterion: Criterion };

/** The form's fields, named as the API names them ("criteria.name", "scales.3.score"). */
const CRITERION_FIELDS: readonly Path<CriterionFormValues>[] = [
  "criteria.name",
  "criteria.description",
  "criteria.weight",
  "criteria.profile",
  ...[0, 1, 2, 3, 4].flatMap((i) => [`scales.${i}.score`, `scales.${i}.description`] as const),
];

function CriterionForm({ criterion, onDone }: { criterion: Criterion | null; onDone: () => void }) {
  const creating = criterion === null;
  const form = useForm<CriterionFormValues, unknown, CriterionFormOutput>({
    resolver: zodResolver(criterionInputSchema),
    defaultValues: criterion ? criterionValues(criterion) : newCriterionValues(),
  });
  const { errors, isDirty } = form.formState;
  useUnsavedChanges(isDirty);
  const profile = useWatch({ control: form.control, name: "criteria.profile" });
  const save = useSaveCriterion();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = form.handleSubmit((values) => {
    setServerError(null);
    save.mutate(
      { id: criterion?.id ?? null, input: values },
      {
        onSuccess: () => {
          notify.success(creating ? SUCCESS_MESSAGES.criterionCreated : SUCCESS_MESSAGES.criterionUpdated);
          onDone();
        },
        onError: (error) => {
          if (!showFieldRefusal(error, form, CRITERION_FIELDS)) setServerError(ruleRefusalOf(error));
          toastApiError(
            error,
            creating ? FAILURE_MESSAGES.createCriterion : FAILURE_MESSAGES.updateCriterion,
          );
        },
      },
    );
  });

  const e = errors.criteria;
  return (
    <form noValidate onSubmit={submit} className="flex min-h-0 flex-1 flex-col">
      <DialogHeader
        title={
          creating
            ? CRITERION_DIALOG_TEXTS.nouveauCritereDeCotation
            : CRITERION_DIALOG_TEXTS.modifierLeCritereDe
        }
        description={creating ? CRITERION_DIALOG_TEXTS.definissezCeQueLes : criterion.name}
      />
      <DialogBody className="grid gap-6">
        {serverError && <Notice tone="error">{serverError}</Notice>}
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id="criterion-name"
            label={CRITERION_DIALOG_TEXTS.nom}
            required
            error={e?.name?.message}
            className="sm:col-span-2"
            autoComplete="off"
            placeholder={CRITERION_DIALOG_TEXTS.exFrequenceDUtilisation}
            {...form.register("criteria.name")}
          />
          <Field
            id="criterion-description"
            label={CRITERION_DIALOG_TEXTS.description}
            error={e?.description?.message}
            className="sm:col-span-2"
          >
            <Textarea
              rows={2}
              placeholder={CRITERION_DIALOG_TEXTS.ceQueLEvaluateur}
              {...fieldAria("criterion-description", e?.description?.message)}
              {...form.register("criteria.description")}
            />
          </Field>
          <Field
            id="criterion-weight"
            label={CRITERION_DIALOG_TEXTS.poids}
            required
            error={e?.weight?.message}
            hint={CRITERION_DIALOG_TEXTS.de01A}
            className="content-start"
          >
            <DecimalInput
              step={0.1}
              bounds={{ min: 0.1, max: 99.9 }}
              className="tabular-nums"
              {...fieldAria("criterion-weight", e?.weight?.message)}
              {...form.register("criteria.weight")}
            />
          </Field>
          <Field
            id="criterion-profile"
            label={CRITERION_DIALOG_TEXTS.profil}
            required
            error={e?.profile?.message}
            hint={isCriteriaProfile(profile) ? PROFILE_RATERS[profile] : undefined}
            className="content-start"
          >
            <NativeSelect
              {...fieldAria("criterion-profile", e?.profile?.message)}
              {...form.register("criteria.profile")}
            >
              {CRITERIA_PROFILES.map((value) => (
                <option key={value} value={value}>
                  {CRITERIA_PROFILE_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </Field>
        </div>
        <ScaleFields register={form.register} errors={errors} />
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button type="button" variant="outline">
            {CRITERION_DIALOG_TEXTS.annuler}
          </Button>
        </DialogClose>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending}>
          {save.isPending && (
            <Spinner
              className="size-4 text-primary-foreground"
              label={CRITERION_DIALOG_TEXTS.enregistrementEnCours}
            />
          )}
          {save.isPending
            ? creating
              ? CRITERION_DIALOG_TEXTS.creation
              : CRITERION_DIALOG_TEXTS.enregistrement
            : creating
              ? CRITERION_DIALOG_TEXTS.creerLeCritere
              : CRITERION_DIALOG_TEXTS.enregistrer}
        </Button>
      </DialogFooter>
    </form>
  );
}

/** The create and edit dialog of spec §2: one dialog, its form prefilled from the target. */
export function CriterionDialog({
  target,
  onClose,
  onCloseAutoFocus,
}: {
  target: CriterionDialogTarget | null;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}) {
  return (
    <Dialog open={target !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent size="xl" onCloseAutoFocus={onCloseAutoFocus}>
        {target && (
          <CriterionForm
            key={target.mode === "edit" ? target.criterion.id : "new"}
            criterion={target.mode === "edit" ? target.criterion : null}
            onDone={onClose}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
