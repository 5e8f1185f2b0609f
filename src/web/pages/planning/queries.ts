import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/** The months after this one that the list shows. */
export const PLANNING_MONTHS = 6;

export function usePlanning(months = PLANNING_MONTHS) {
  return useQuery({
    queryKey: keys.planning.overview(months),
    queryFn: ({ signal }) => api.planning.overview(months, { signal }),
  });
}

/** One month of the calendar; the month shown stays while the next one loads. */
export function useCalendarMonth(month: string) {
  return useQuery({
    queryKey: keys.planning.calendar(month),
    queryFn: ({ signal }) => api.planning.calendar(month, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The company's private calendar feed (fleet managers). */
export function useCalendarFeed(enabled: boolean) {
  return useQuery({
    queryKey: keys.planning.feed(),
    queryFn: ({ signal }) => api.planning.feed({ signal }),
    enabled,
  });
}

/** A new secret address: the old one stops at once. */
export function useRegenerateFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.planning.regenerateFeed(),
    onSuccess: (feed) => queryClient.setQueryData(keys.planning.feed(), feed),
  });
}

export function usePlanningSettings() {
  return useQuery({
    queryKey: keys.planning.settings(),
    queryFn: ({ signal }) => api.planning.settings({ signal }),
  });
}

/** A new warning window changes every status: the Parc and the planning are read again. */
export function useSavePlanningSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (warningDays: number) => api.planning.saveSettings({ warningDays }),
    onSuccess: (settings) => {
      queryClient.setQueryData(keys.planning.settings(), settings);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: keys.instruments.all() }),
        queryClient.invalidateQueries({ queryKey: keys.planning.all() }),
      ]);
    },
  });
}

/** "Actualiser": every read of the planning again. */
export function useReloadPlanning() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: keys.planning.all() });
}
