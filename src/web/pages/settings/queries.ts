import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApprovalSettings } from "../../../shared/api/approvals";
import type { MeasurementUnitsInput } from "../../../shared/api/measurements";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/** POST /api/pdf/test-connection: the built-in engine makes a one-page PDF, nothing is stored. */
export function usePdfTest() {
  return useMutation({ mutationFn: () => api.reports.testPdfEngine() });
}

/** The company's units per instrument type (decision 020), read by the settings and the Mesures view. */
export function useMeasurementUnits() {
  return useQuery({
    queryKey: keys.settings.measurementUnits(),
    queryFn: ({ signal }) => api.settings.measurementUnits({ signal }),
  });
}

export function useSaveMeasurementUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeasurementUnitsInput) => api.settings.saveMeasurementUnits(input),
    onSuccess: (setting) => queryClient.setQueryData(keys.settings.measurementUnits(), setting),
  });
}

/** The company's approval settings: the answer is the settings as they now are. */
export function useSaveApprovals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Partial<ApprovalSettings>) => api.settings.saveApprovals(change),
    onSuccess: (saved) => queryClient.setQueryData(keys.settings.approvals(), saved),
  });
}
