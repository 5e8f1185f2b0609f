import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CampaignInvitationInput, ReportNotificationInput } from "../../../shared/api/reports";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/** After each send, the debug block shows the message as it now is. */
function useRefreshOutbox() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.emailOutbox() });
}

export function useSendInvitation() {
  const onSettled = useRefreshOutbox();
  return useMutation({
    mutationFn: (input: CampaignInvitationInput) => api.emails.campaignInvitation(input),
    onSettled,
  });
}

export function useSendReportNotification() {
  const onSettled = useRefreshOutbox();
  return useMutation({
    mutationFn: (input: ReportNotificationInput) => api.emails.reportNotification(input),
    onSettled,
  });
}
