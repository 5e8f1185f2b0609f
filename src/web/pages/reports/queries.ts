import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReportNotificationInput, ReportType } from "../../../shared/api/reports";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";
import { generateReportBody } from "./generation";

/**
 * POST generate-report, from the campaigns screen or the results page. A new report changes the
 * reports list and the "reports generated" card of the campaigns screen.
 */
export function useGenerateReport(from: "campaigns" | "results") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ campaignId, type }: { campaignId: number; type: ReportType }) =>
      api.reports.generate(campaignId, generateReportBody(type, from)),
    // A failed generation is listed too (with its reason): the list is read again either way.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.reports.all() }),
        queryClient.invalidateQueries({ queryKey: keys.dashboardStats() }),
      ]),
  });
}

/** The HTML document of an HTML report, read when its preview opens. */
export function useReportHtml(reportId: number, enabled: boolean) {
  return useQuery({
    queryKey: keys.reports.preview(reportId),
    queryFn: ({ signal }) => api.reports.previewHtml(reportId, { signal }),
    enabled,
  });
}

/** POST report-notification: the report sent by e-mail, its file attached. */
export function useSendReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ReportNotificationInput) => api.emails.reportNotification(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: keys.emailOutbox() }),
  });
}
