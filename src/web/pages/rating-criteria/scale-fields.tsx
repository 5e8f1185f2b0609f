import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { SCORE_BOUND } from "../../../shared/limits";
import { SCALE_FIELDS_TEXTS } from "../../../shared/texts/criteria";
import { Label, Textarea } from "../../components/ui/field";
import type { CriterionFormValues } from "./criterion-form-values";
import { DecimalInput } from "./decimal-input";

const PLACEHOLDERS = [
  SCALE_FIELDS_TEXTS.situationLaPlusDefavorable,
  SCALE_FIELDS_TEXTS.situationDefavorable,
  SCALE_FIELDS_TEXTS.situationNeutre,
  SCALE_FIELDS_TEXTS.situationFavorable,
  SCALE_FIELDS_TEXTS.situationLaPlusFavorable,
];

function ErrorText({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-xs font-medium text-destructive">
      {message}
    </p>
  );
}

/** The five grades of the criterion form: a score and the description the raters read. */
export function ScaleFields({
  register,
  errors,
}: {
  register: UseFormRegister<CriterionFormValues>;
  errors: FieldErrors<CriterionFormValues>;
}) {
  const listError = errors.scales?.message ?? errors.scales?.root?.message;
  return (
    <fieldset className="grid gap-3" aria-describedby="criterion-scales-hint">
      <legend className="mb-1.5 text-sm font-medium">
        {SCALE_FIELDS_TEXTS.niveauxDeCotation}
        <span className="text-destructive" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <p id="criterion-scales-hint" className="text-xs text-muted-foreground">
        {SCALE_FIELDS_TEXTS.leScoreVaDe}
      </p>
      <div
        className="hidden grid-cols-[5rem_7.5rem_minmax(0,1fr)] gap-3 px-1 text-xs font-medium text-muted-foreground sm:grid"
        aria-hidden="true"
      >
        <span>{SCALE_FIELDS_TEXTS.niveau}</span>
        <span className="text-center">{SCALE_FIELDS_TEXTS.score}</span>
        <span>{SCALE_FIELDS_TEXTS.description}</span>
      </div>
      <ol className="grid gap-3">
        {[0, 1, 2, 3, 4].map((index) => {
          const grade = index + 1;
          const scoreId = `criterion-scale-${grade}-score`;
          const descriptionId = `criterion-scale-${grade}-description`;
          const scoreError = errors.scales?.[index]?.score?.message;
          const descriptionError = errors.scales?.[index]?.description?.message;
          return (
            <li
              key={grade}
              className="grid items-start gap-x-3 gap-y-3 rounded-lg border bg-muted/40 p-3 sm:grid-cols-[5rem_7.5rem_minmax(0,1fr)] sm:border-0 sm:bg-transparent sm:p-0 sm:px-1"
            >
              <span className="flex items-center text-sm font-semibold sm:h-9">
                {SCALE_FIELDS_TEXTS.levelPrefix}
                {grade}
              </span>
              <div className="max-w-[7.5rem] sm:max-w-none">
                <Label htmlFor={scoreId} className="mb-1.5 block text-xs sm:sr-only">
                  {SCALE_FIELDS_TEXTS.scoreDuNiveau}
                  {grade}
                </Label>
                <DecimalInput
                  id={scoreId}
                  step={0.5}
                  bounds={{ min: -SCORE_BOUND, max: SCORE_BOUND }}
                  className="text-center"
                  aria-invalid={scoreError ? true : undefined}
                  aria-describedby={scoreError ? `${scoreId}-error` : undefined}
                  {...register(`scales.${index}.score`)}
                />
                <ErrorText id={`${scoreId}-error`} message={scoreError} />
              </div>
              <div>
                <Label htmlFor={descriptionId} className="mb-1.5 block text-xs sm:sr-only">
                  {SCALE_FIELDS_TEXTS.descriptionDuNiveau}
                  {grade}
                </Label>
                <Textarea
                  id={descriptionId}
                  rows={1}
                  placeholder={PLACEHOLDERS[index]}
                  className="min-h-9 resize-none py-1.5 field-sizing-content"
                  aria-invalid={descriptionError ? true : undefined}
                  aria-describedby={descriptionError ? `${descriptionId}-error` : undefined}
                  {...register(`scales.${index}.description`)}
                />
                <ErrorText id={`${descriptionId}-error`} message={descriptionError} />
              </div>
            </li>
          );
        })}
      </ol>
      {listError && (
        <p role="alert" className="text-xs font-medium text-destructive">
          {listError}
        </p>
      )}
    </fieldset>
  );
}
