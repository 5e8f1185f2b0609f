import type { FieldErrors, UseFormRegister } from "react-hook-form";
import { CONFORMITY_TEXTS } from "../../../shared/texts/conformity";
import { LIFE_TEXTS } from "../../../shared/texts/instrument-life";
import { InputField } from "../../components/ui/field";
import type { EventValues } from "./event-values";
import { RESULT_LOOKS, RESULT_ORDER } from "./looks";

type FieldProps = { register: UseFormRegister<EventValues>; errors: FieldErrors<EventValues> };

/** When, by whom and under which certificate the instrument was calibrated. */
export function EventCertificateFields({ register, errors, today }: FieldProps & { today: string }) {
  return (
    <div className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)_minmax(0,1fr)]">
      <InputField
        id="event-date"
        label={LIFE_TEXTS.date}
        type="date"
        required
        aria-required="true"
        max={today}
        error={errors.date?.message}
        className="content-start max-sm:[&_input]:h-11"
        {...register("date")}
      />
      <InputField
        id="event-provider"
        label={LIFE_TEXTS.provider}
        hint={LIFE_TEXTS.providerHint}
        autoComplete="organization"
        error={errors.provider?.message}
        className="content-start max-sm:[&_input]:h-11"
        {...register("provider")}
      />
      <InputField
        id="event-certificate"
        label={LIFE_TEXTS.certificate}
        autoComplete="off"
        error={errors.certificateReference?.message}
        className="content-start max-sm:[&_input]:h-11"
        {...register("certificateReference")}
      />
    </div>
  );
}

/** The result, one of three, each with its hint; with points, it may be left to them. */
export function EventResultField({ register, errors, withPoints }: FieldProps & { withPoints: boolean }) {
  return (
    <fieldset
      className="grid min-w-0 gap-1.5"
      aria-describedby={errors.result ? "event-result-error" : undefined}
    >
      <legend className="mb-1.5 text-sm leading-none font-medium">
        {LIFE_TEXTS.result}
        <span className="text-destructive" aria-hidden="true">
          {" "}
          *
        </span>
      </legend>
      <div className={withPoints ? "grid gap-2 sm:grid-cols-4" : "grid gap-2 sm:grid-cols-3"}>
        {withPoints && (
          <label className="flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-muted/60 has-checked:border-primary has-checked:bg-secondary/60 has-focus-visible:outline-2 has-focus-visible:outline-ring">
            <input
              type="radio"
              value=""
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              aria-describedby="event-result-points-hint"
              {...register("result")}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{CONFORMITY_TEXTS.resultFromPoints}</span>
              <span id="event-result-points-hint" className="text-xs text-muted-foreground">
                {CONFORMITY_TEXTS.resultFromPointsHint}
              </span>
            </span>
          </label>
        )}
        {RESULT_ORDER.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-start gap-2 rounded-lg border px-3 py-2.5 text-sm transition-colors hover:bg-muted/60 has-checked:border-primary has-checked:bg-secondary/60 has-focus-visible:outline-2 has-focus-visible:outline-ring"
          >
            <input
              type="radio"
              value={value}
              className="mt-0.5 size-4 shrink-0 accent-primary focus-visible:outline-none"
              aria-describedby={`event-result-${value}-hint`}
              {...register("result")}
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{RESULT_LOOKS[value].label}</span>
              <span id={`event-result-${value}-hint`} className="text-xs text-muted-foreground">
                {LIFE_TEXTS.resultHints[value]}
              </span>
            </span>
          </label>
        ))}
      </div>
      {errors.result && (
        <p id="event-result-error" role="alert" className="text-xs font-medium text-destructive">
          {errors.result.message}
        </p>
      )}
    </fieldset>
  );
}

/** The errors found before and after adjustment, and the EMT they are held to. */
export function EventErrorFields({ register, errors }: FieldProps) {
  const decimal = (name: "asFoundError" | "asLeftError" | "mpe", label: string) => (
    <InputField
      id={`event-${name}`}
      label={label}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      placeholder={LIFE_TEXTS.decimalHint}
      error={errors[name]?.message}
      className="content-start [&_input]:tabular-nums max-sm:[&_input]:h-11"
      {...register(name)}
    />
  );
  return (
    <fieldset className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      <legend className="px-1 text-sm font-medium">{LIFE_TEXTS.errorsLegend}</legend>
      <div className="grid gap-4 sm:grid-cols-3">
        {decimal("asFoundError", LIFE_TEXTS.asFoundError)}
        {decimal("asLeftError", LIFE_TEXTS.asLeftError)}
        {decimal("mpe", LIFE_TEXTS.mpeLong)}
      </div>
    </fieldset>
  );
}
