import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/endpoints";
import { useApprovalSettings } from "../../api/hooks";
import { queries } from "../../api/queries";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { SettingSwitch } from "../../components/ui/setting-switch";
import { toastApiError } from "../../lib/session";
import { notify } from "../../lib/toast";
import { APPROVAL_TEXTS } from "./labels";

/**
 * « Exiger un motif » (decision 021): off, a forced period or a reopening without a reason reads
 * « motif non renseigné »; on, the server refuses them. Those who manage campaigns change it.
 */
export function ApprovalsCard({ editable }: { editable: boolean }) {
  const setting = useApprovalSettings();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (requireReason: boolean) => api.settings.saveApprovals({ requireReason }),
    onSuccess: (saved) => queryClient.setQueryData(queries.approvalSettings().queryKey, saved),
  });
  const checked = save.isPending ? Boolean(save.variables) : (setting.data?.requireReason ?? false);
  const change = (requireReason: boolean) =>
    save.mutate(requireReason, {
      onSuccess: () =>
        notify.success(requireReason ? APPROVAL_TEXTS.requireReasonOn : APPROVAL_TEXTS.requireReasonOff),
      onError: (error) => toastApiError(error, APPROVAL_TEXTS.saveFailed),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle>Motifs des décisions</CardTitle>
        <CardDescription>
          Une période forcée et la réouverture d'une campagne clôturée gardent qui, quand et pourquoi : dans
          les résultats, les rapports, l'historique des instruments et le journal.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <SettingSwitch
          label="Exiger un motif"
          hint={`Activé, forcer une période ou rouvrir une campagne sans motif est refusé. Désactivé, le motif reste proposé et son absence se lit « motif non renseigné ».${editable ? "" : " Seuls les administrateurs et les initiateurs de campagne peuvent le changer."}`}
          checked={checked}
          disabled={!editable || setting.isPending || save.isPending}
          onCheckedChange={change}
        />
      </CardContent>
    </Card>
  );
}
