import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  Criterion,
  CriterionInput,
  GlobalParameters,
  GlobalParametersInput,
} from "../../../shared/api/criteria";
import { apiJson, parseApiError } from "../../lib/api";

/** Reads of spec §7 with the default fetcher: the query key is the URL. */
export const CRITERIA_KEY = ["/api/rating-criteria"] as const;
export const CRITERIA_FOR_USER_KEY = ["/api/rating-criteria/for-user"] as const;
export const GLOBAL_PARAMETERS_KEY = ["/api/settings/global-params"] as const;
/** Campaign reads (list, ratings, progress) that a criterion's deletion changes. */
const CAMPAIGNS_KEY = ["/api/campaigns"] as const;

export function useCriteria() {
  return useQuery<Criterion[]>({ queryKey: CRITERIA_KEY });
}

export function useGlobalParameters() {
  return useQuery<GlobalParameters>({ queryKey: GLOBAL_PARAMETERS_KEY });
}

function useRefreshCriteria() {
  const queryClient = useQueryClient();
  return (withCampaigns = false) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CRITERIA_KEY }),
      queryClient.invalidateQueries({ queryKey: CRITERIA_FOR_USER_KEY }),
      withCampaigns ? queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }) : undefined,
    ]);
}

/** Create (POST) or edit (PUT) a criterion with its five grades. */
export function useSaveCriterion() {
  const refresh = useRefreshCriteria();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CriterionInput }) =>
      id === null
        ? apiJson<Criterion>("POST", "/api/rating-criteria", input)
        : apiJson<Criterion>("PUT", `/api/rating-criteria/${id}`, input),
    onSuccess: () => refresh(),
  });
}

/** Deleting a criterion also deletes the ratings given on it, hence the campaigns' refresh. */
export function useDeleteCriterion() {
  const refresh = useRefreshCriteria();
  return useMutation({
    mutationFn: (id: number) => apiJson<null>("DELETE", `/api/rating-criteria/${id}`),
    onSuccess: () => refresh(true),
  });
}

export function useSaveGlobalParameters() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: GlobalParametersInput) =>
      apiJson<GlobalParameters>("PUT", "/api/settings/global-params", input),
    onSuccess: (saved) => queryClient.setQueryData(GLOBAL_PARAMETERS_KEY, saved),
  });
}

/**
 * The field a 400 answer names ("scales.3.score : Le score est requis") and its message, so that
 * the form can show it under that field.
 */
export function refusedField(error: unknown): { field: string; message: string } | null {
  const parsed = parseApiError(error);
  if (parsed.status !== 400) return null;
  const match = /^([\w.]+) : ([\s\S]+)$/.exec(parsed.message);
  return match ? { field: match[1]!, message: match[2]! } : null;
}

/** The server's own message of a refused save (400), when it names no field. */
export function refusalMessage(error: unknown): string | null {
  const parsed = parseApiError(error);
  return parsed.status === 400 ? parsed.message : null;
}
