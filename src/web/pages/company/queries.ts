import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CompanyUpdateInput } from "../../../shared/api/companies";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/** The company's information (administrators): the answer is the company as it now is. */
export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CompanyUpdateInput) => api.company.update(values),
    onSuccess: (updated) => queryClient.setQueryData(keys.company.current(), updated),
  });
}
