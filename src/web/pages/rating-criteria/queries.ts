import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CriterionInput, GlobalParametersInput } from "../../../shared/api/criteria";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/**
 * After a criterion changes: every reading of the criteria is stale, and so are the campaigns'
 * reads that showed it (a weight changed after a calculation outdates its results).
 */
function useRefreshAfterCriteria() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.criteria.all() }),
      queryClient.invalidateQueries({ queryKey: keys.campaigns.all() }),
    ]);
}

/** Create (POST) or edit (PUT) a criterion with its five grades. */
export function useSaveCriterion() {
  const refresh = useRefreshAfterCriteria();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CriterionInput }) =>
      id === null ? api.criteria.create(input) : api.criteria.update(id, input),
    onSuccess: refresh,
  });
}

export function useDeleteCriterion() {
  const refresh = useRefreshAfterCriteria();
  return useMutation({ mutationFn: (id: number) => api.criteria.remove(id), onSuccess: refresh });
}

export function useSaveGlobalParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GlobalParametersInput) => api.criteria.saveGlobalParameters(input),
    onSuccess: (saved) => {
      queryClient.setQueryData(keys.criteria.globalParameters(), saved);
      // Results computed with other parameters are now outdated: their pages say so.
      return queryClient.invalidateQueries({ queryKey: keys.campaigns.all() });
    },
  });
}
