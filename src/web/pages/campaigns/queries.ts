import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CampaignInput } from "../../../shared/api/campaigns";
import type { InstrumentsQuery } from "../../../shared/api/instruments";
import type { ShareLinkKind } from "../../../shared/api/share-links";
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

/** Archive or bring back (PATCH …/archive, …/unarchive): the campaign moves between the two lists. */
export function useArchiveCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      archived ? api.campaigns.archive(id) : api.campaigns.unarchive(id),
    onSuccess: refresh,
  });
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

/** The campaign's two public links, read when its share dialog opens (managers only). */
export function useShareLinks(campaignId: number | null) {
  return useQuery({
    queryKey: keys.campaigns.shareLinks(campaignId ?? 0),
    queryFn: ({ signal }) => api.campaigns.shareLinks(campaignId ?? 0, { signal }),
    enabled: campaignId !== null,
    // Entries keep coming in through the links: the count waiting for review is read at each opening.
    refetchOnMount: "always",
  });
}

/** A new token for one link: the old one stops at once. The answer is the fresh pair of links. */
export function useRegenerateShareLink(campaignId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (kind: ShareLinkKind) => api.campaigns.regenerateShareLink(campaignId, kind),
    onSuccess: (links) => queryClient.setQueryData(keys.campaigns.shareLinks(campaignId), links),
  });
}

/** "Valider les saisies publiques avant prise en compte": one setting for the whole company. */
export function useReviewSetting() {
  return useQuery({
    queryKey: keys.settings.publicEntries(),
    queryFn: ({ signal }) => api.settings.publicEntries({ signal }),
  });
}

export function useSaveReviewSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewRequired: boolean) => api.settings.savePublicEntries({ reviewRequired }),
    onSuccess: (setting) => {
      queryClient.setQueryData(keys.settings.publicEntries(), setting);
      // Every campaign's share links carry the setting too.
      return queryClient.invalidateQueries({ queryKey: keys.campaigns.all() });
    },
  });
}

/** POST notify-technicians: each technician participant receives a personal rating link. */
export function useNotifyTechnicians() {
  return useMutation({ mutationFn: (campaignId: number) => api.campaigns.notifyTechnicians(campaignId) });
}

/** Instruments of the Parc whose name or reference holds `search`, to choose for a campaign (none for ""). */
export function useParcSearch(search: string) {
  const query: InstrumentsQuery = { search, sort: "reference", pageSize: 20 };
  return useQuery({
    queryKey: keys.instruments.list(query),
    queryFn: ({ signal }) => api.instruments.list(query, { signal }),
    enabled: search !== "",
    placeholderData: keepPreviousData,
  });
}
