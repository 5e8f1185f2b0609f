import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyUpdateInput } from "../../../shared/api/companies";
import { api } from "../../api/endpoints";

/**
 * Company setup (spec §4). No page reload: the user now belongs to the company and every read
 * starts afresh.
 */
export function useSetUpCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyUpdateInput) => api.company.setUp(values),
    onSuccess: () => queryClient.resetQueries(),
  });
}
