import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Switch } from "radix-ui";
import { useId } from "react";
import { api } from "../../api/endpoints";
import { useApprovalSettings } from "../../api/hooks";
import { queries } from "../../api/queries";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { toastApiError } from "../../lib/session";
import { notify } from "../../lib/toast";
import { APPROVAL_TEXTS } from "./labels";

/**
 * « Exiger un motif » (decision 021): off, a forced period or a reopening without a reason reads
 * « motif non renseigné »; on, the server refuses them. Those who manage campaigns change it.
 */
export function ApprovalsCard({ editable }: { editable: boolean }) {
  const id = useId();
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
        <div className="flex items-start gap-3 rounded-xl border bg-muted/40 p-4">
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
              Exiger un motif
            </label>
            <p id={`${id}-hint`} className="text-sm text-muted-foreground">
              Activé, forcer une période ou rouvrir une campagne sans motif est refusé. Désactivé, le motif
              reste proposé et son absence se lit « motif non renseigné ».
              {!editable && " Seuls les administrateurs et les initiateurs de campagne peuvent le changer."}
            </p>
          </div>
        </div>
      </CardContent>
    </Card>
  );
}
