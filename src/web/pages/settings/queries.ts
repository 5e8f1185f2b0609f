import { useMutation } from "@tanstack/react-query";
import { api } from "../../api/endpoints";

/** POST /api/pdf/test-connection: the built-in engine makes a one-page PDF, nothing is stored. */
export function usePdfTest() {
  return useMutation({ mutationFn: () => api.reports.testPdfEngine() });
}
