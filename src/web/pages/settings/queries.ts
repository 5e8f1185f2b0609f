import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { MeasurementUnitsInput } from "../../../shared/api/measurements";
import { api } from "../../api/endpoints";

/** POST /api/pdf/test-connection: the built-in engine makes a one-page PDF, nothing is stored. */
export function usePdfTest() {
  return useMutation({ mutationFn: () => api.reports.testPdfEngine() });
}

/** The company's units per instrument type (decision 020), read by the settings and the Mesures view. */
export const unitKeys = { setting: () => ["settings", "measurement-units"] as const };

export function useMeasurementUnits() {
  return useQuery({
    queryKey: unitKeys.setting(),
    queryFn: ({ signal }) => api.settings.measurementUnits({ signal }),
  });
}

export function useSaveMeasurementUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MeasurementUnitsInput) => api.settings.saveMeasurementUnits(input),
    onSuccess: (setting) => queryClient.setQueryData(unitKeys.setting(), setting),
  });
}
