import { Switch } from "radix-ui";
import { useId } from "react";
import { FAILURE_MESSAGES, SHARE_TEXTS, SUCCESS_MESSAGES } from "../../../shared/messages";
import { toastApiError } from "../../lib/session";
import { notify } from "../../lib/toast";
import { cn } from "../../lib/utils";
import { useReviewSetting, useSaveReviewSetting } from "./queries";

/**
 * "Valider les saisies publiques avant prise en compte": the company's setting (the same for every
 * campaign, which the hint says). Only those who may review entries change it; others read it.
 */
export function ReviewSetting({ editable, className }: { editable: boolean; className?: string }) {
  const id = useId();
  const setting = useReviewSetting();
  const save = useSaveReviewSetting();
  const checked = save.isPending ? save.variables : (setting.data?.reviewRequired ?? false);

  const change = (reviewRequired: boolean) =>
    save.mutate(reviewRequired, {
      onSuccess: () =>
        notify.success(reviewRequired ? SUCCESS_MESSAGES.reviewSettingOn : SUCCESS_MESSAGES.reviewSettingOff),
      onError: (error) => toastApiError(error, FAILURE_MESSAGES.saveReviewSetting),
    });

  return (
    <div className={cn("flex items-start gap-3 rounded-xl border bg-muted/40 p-4", className)}>
      <Switch.Root
        id={`${id}-switch`}
        checked={checked}
        disabled={!editable || setting.isPending || save.isPending}
        onCheckedChange={change}
        aria-describedby={`${id}-hint`}
        className="peer mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full border-2 border-transparent bg-slate-400 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-primary"
      >
        <Switch.Thumb className="pointer-events-none block size-5 rounded-full bg-white shadow-sm transition-transform data-[state=checked]:translate-x-5" />
      </Switch.Root>
      <div className="grid min-w-0 gap-1">
        <label htmlFor={`${id}-switch`} className="text-sm font-medium peer-disabled:cursor-not-allowed">
          {SHARE_TEXTS.reviewSettingLabel}
        </label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">
          {SHARE_TEXTS.reviewSettingHint}
          {!editable && ` ${SHARE_TEXTS.reviewSettingReadOnly}`}
        </p>
      </div>
    </div>
  );
}
