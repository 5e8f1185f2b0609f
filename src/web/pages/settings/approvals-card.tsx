import type { ApprovalSettings } from "../../../shared/api/approvals";
import { APPROVAL_SWITCHES, APPROVALS_TEXTS } from "../../../shared/texts/settings";
import { toastApiError } from "../../api/errors";
import { useApprovalSettings } from "../../api/hooks";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { SettingSwitch } from "../../components/ui/setting-switch";
import { notify } from "../../lib/toast";
import { useSaveApprovals } from "./queries";

type Setting = keyof ApprovalSettings;

/**
 * The company's approval settings (decision 021, issue 23): reasons, signed approval, double
 * validation. Off, each is still offered on screen; on, the server refuses what lacks it. Those who
 * manage campaigns change them.
 */
export function ApprovalsCard({ editable }: { editable: boolean }) {
  const settings = useApprovalSettings();
  const save = useSaveApprovals();
  const checked = (setting: Setting) => {
    const pending = save.isPending ? save.variables?.[setting] : undefined;
    return pending ?? settings.data?.[setting] ?? false;
  };
  const change = (setting: Setting, on: boolean) =>
    save.mutate(
      { [setting]: on },
      {
        onSuccess: () => notify.success(on ? APPROVAL_SWITCHES[setting].on : APPROVAL_SWITCHES[setting].off),
        onError: (error) => toastApiError(error, APPROVALS_TEXTS.saveFailed),
      },
    );
  return (
    <Card>
      <CardHeader>
        <CardTitle>{APPROVALS_TEXTS.title}</CardTitle>
        <CardDescription>{APPROVALS_TEXTS.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {(Object.keys(APPROVAL_SWITCHES) as Setting[]).map((setting) => (
          <SettingSwitch
            key={setting}
            label={APPROVAL_SWITCHES[setting].label}
            hint={`${APPROVAL_SWITCHES[setting].hint}${editable ? "" : APPROVALS_TEXTS.readOnlyHint}`}
            checked={checked(setting)}
            disabled={!editable || settings.isPending || save.isPending}
            onCheckedChange={(on) => change(setting, on)}
          />
        ))}
      </CardContent>
    </Card>
  );
}
