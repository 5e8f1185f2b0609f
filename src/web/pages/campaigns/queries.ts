import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { CampaignInput } from "../../../shared/api/campaigns";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { api } from "../../api/endpoints";
import { keys } from "../../api/keys";

/** After every change: the campaigns (the list, and the campaign's own reads) and the summary cards. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.campaigns.all() }),
      queryClient.invalidateQueries({ queryKey: keys.dashboardStats() }),
    ]);
}

/** Create (POST) or edit (PUT): the campaign, its participants and its new equipment in one request. */
export function useSaveCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CampaignInput }) =>
      id === null ? api.campaigns.create(input) : api.campaigns.update(id, input),
    onSuccess: refresh,
  });
}

export function useCloseCampaign() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api.campaigns.close(id), onSuccess: refresh });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => api.campaigns.remove(id),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: keys.campaigns.one(id) });
      return refresh();
    },
  });
}

/** Inline edit of an equipment already saved (PUT /api/equipment/{id}). */
export function useUpdateEquipment() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number; draft: EquipmentDraft }) => api.equipment.update(id, draft),
    onSuccess: refresh,
  });
}

/** Removal of an equipment already saved (DELETE /api/equipment/{id}). */
export function useDeleteEquipment() {
  const refresh = useRefresh();
  return useMutation({ mutationFn: (id: number) => api.equipment.remove(id), onSuccess: refresh });
}
