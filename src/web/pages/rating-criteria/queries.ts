import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CriterionInput, GlobalParametersInput } from "../../../shared/api/criteria";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/**
 * Create (POST) or edit (PUT) a criterion with its five grades: every reading of the criteria is
 * stale, and so are the campaigns' results (a weight changed after a calculation outdates them).
 */
export function useSaveCriterion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CriterionInput }) =>
      id === null ? api.criteria.create(input) : api.criteria.update(id, input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.criteria.all() }),
        queryClient.invalidateQueries({ queryKey: keys.campaigns.all() }),
      ]),
  });
}

/** A deleted criterion leaves the criteria and the campaigns' reads that showed it. */
export function useDeleteCriterion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.criteria.remove(id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.criteria.all() }),
        queryClient.invalidateQueries({ queryKey: keys.campaigns.all() }),
      ]),
  });
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
