import { Bell, Loader2, Save } from "lucide-react";
import { useId, useState } from "react";
import { planningSettingsSchema } from "../../../shared/api/planning";
import { warningWindowText } from "../../../shared/texts/instruments";
import { PLANNING_TEXTS } from "../../../shared/texts/planning";
import { fieldRefusalOf, toastApiError } from "../../api/errors";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";
import { Input } from "../../components/ui/input";
import { fill } from "../../lib/format";
import { notify } from "../../lib/toast";
import { usePlanningSettings, useSavePlanningSettings } from "./queries";

function WarningForm({ days }: { days: number }) {
  const id = useId();
  const save = useSavePlanningSettings();
  const [text, setText] = useState(String(days));
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    const parsed = planningSettingsSchema.safeParse({ warningDays: text.trim() });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate(parsed.data.warningDays, {
      onSuccess: (settings) => {
        notify.success(fill(PLANNING_TEXTS.warningSaved, { n: settings.warningDays }));
      },
      onError: (failure) => {
        const refusal = fieldRefusalOf(failure);
        if (refusal) return setError(refusal.message);
        toastApiError(failure, PLANNING_TEXTS.warningFailed);
      },
    });
  };
  return (
    <form
      noValidate
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-days`} className="text-sm font-medium">
        {PLANNING_TEXTS.warningDays}
      </label>
      <div className="flex gap-2">
        <Input
          id={`${id}-days`}
          type="number"
          inputMode="numeric"
          min={1}
          max={365}
          step={1}
          value={text}
          disabled={save.isPending}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            setError(null);
          }}
          className="w-28 tabular-nums max-sm:h-11"
        />
        <Button
          type="submit"
          disabled={save.isPending || text === String(days)}
          aria-busy={save.isPending || undefined}
          className="max-sm:h-11"
        >
          {save.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Save aria-hidden="true" />
          )}
          {save.isPending ? PLANNING_TEXTS.warningSaving : PLANNING_TEXTS.warningSave}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The company's warning window, in days before a due date: shown to everyone, changed by those who
 * manage the fleet (every status and the reminders follow it).
 */
export function WarningSetting({ editable }: { editable: boolean }) {
  const id = useId();
  const settings = usePlanningSettings();
  const days = settings.data?.warningDays;
  return (
    <Card
      id="alerte"
      className="grid scroll-mt-6 content-start gap-4 p-5 max-sm:px-4"
      aria-labelledby={`${id}-title`}
      role="region"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-amber-50 text-amber-700">
          <Bell className="size-5" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-semibold">
            {PLANNING_TEXTS.warningTitle}
          </h2>
          <p className="text-sm text-muted-foreground">{PLANNING_TEXTS.warningDescription}</p>
        </div>
      </div>
      {days === undefined ? (
        <div className="h-10 animate-pulse rounded-lg bg-muted" aria-busy="true" />
      ) : (
        <>
          <p className="text-sm font-semibold" data-testid="warning-window">
            {warningWindowText(days)}
          </p>
          {editable ? (
            <WarningForm days={days} />
          ) : (
            <p className="text-xs text-muted-foreground">{PLANNING_TEXTS.warningReadOnly}</p>
          )}
        </>
      )}
    </Card>
  );
}
