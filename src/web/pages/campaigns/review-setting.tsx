import { FAILURE_MESSAGES, SHARE_TEXTS, SUCCESS_MESSAGES } from "../../../shared/messages";
import { toastApiError } from "../../api/errors";
import { SettingSwitch } from "../../components/ui/setting-switch";
import { notify } from "../../lib/toast";
import { useReviewSetting, useSaveReviewSetting } from "./queries";

/**
 * "Valider les saisies publiques avant prise en compte": the company's setting (the same for every
 * campaign, which the hint says). Only those who may review entries change it; others read it.
 */
export function ReviewSetting({ editable, className }: { editable: boolean; className?: string }) {
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
    <SettingSwitch
      className={className}
      label={SHARE_TEXTS.reviewSettingLabel}
      hint={`${SHARE_TEXTS.reviewSettingHint}${editable ? "" : ` ${SHARE_TEXTS.reviewSettingReadOnly}`}`}
      checked={checked}
      disabled={!editable || setting.isPending || save.isPending}
      onCheckedChange={change}
    />
  );
}
