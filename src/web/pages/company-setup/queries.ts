import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyUpdateInput } from "../../../shared/api/companies";
import { api } from "../../api/endpoints";

/**
 * Company setup (spec §4). No page reload: the user now belongs to the company, every read starts
 * afresh, then `onReady` runs (even if the setup page is gone meanwhile).
 */
export function useSetUpCompany(onReady: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyUpdateInput) => api.company.setUp(values),
    onSuccess: async () => {
      await queryClient.resetQueries();
      onReady();
    },
  });
}
