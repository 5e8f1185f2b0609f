import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Campaign, CampaignInput, DashboardStats, Participant } from "../../../shared/api/campaigns";
import type { Equipment } from "../../../shared/api/equipment";
import type { User } from "../../../shared/api/users";
import type { EquipmentDraft } from "../../../shared/equipment-import";
import { STAFF_ROLES } from "../../../shared/roles";
import { apiJson, parseApiError } from "../../lib/api";

/** Reads of spec §7 with the default fetcher: the query key, joined with '/', is the URL. */
export const CAMPAIGNS_KEY = ["/api/campaigns"] as const;
export const STATS_KEY = ["/api/dashboard/stats"] as const;
export const USERS_KEY = ["/api/users"] as const;
export const equipmentKey = (campaignId: number) => ["/api/equipment", campaignId] as const;
export const participantsKey = (campaignId: number) =>
  ["/api/campaigns", campaignId, "participants"] as const;

export function useCampaigns() {
  return useQuery<Campaign[]>({ queryKey: CAMPAIGNS_KEY });
}

export function useDashboardStats() {
  return useQuery<DashboardStats>({ queryKey: STATS_KEY });
}

/** Loaded once per campaign (spec §4), only when a campaign id is known (spec §7). */
export function useParticipants(campaignId: number | null) {
  return useQuery<Participant[]>({
    queryKey: participantsKey(campaignId ?? 0),
    enabled: campaignId !== null,
  });
}

export function useCampaignEquipment(campaignId: number | null) {
  return useQuery<Equipment[]>({ queryKey: equipmentKey(campaignId ?? 0), enabled: campaignId !== null });
}

/** Spec §5: only users holding at least one of the four staff roles may take part. */
export function isEligible(user: Pick<User, "roles">): boolean {
  return STAFF_ROLES.some((role) => user.roles.includes(role));
}

const selectEligible = (users: User[]) => users.filter(isEligible);

export function useEligibleUsers(enabled: boolean) {
  return useQuery<User[], Error, User[]>({ queryKey: USERS_KEY, enabled, select: selectEligible });
}

/** After every change: the list and the summary cards (spec §7), and the campaign's own reads. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (campaignId?: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
      queryClient.invalidateQueries({ queryKey: STATS_KEY }),
      campaignId === undefined
        ? undefined
        : queryClient.invalidateQueries({ queryKey: equipmentKey(campaignId) }),
    ]);
}

/** Create (POST) or edit (PUT): the campaign, its participants and its new equipment in one request. */
export function useSaveCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: CampaignInput }) =>
      id === null
        ? apiJson<Campaign>("POST", "/api/campaigns", input)
        : apiJson<Campaign>("PUT", `/api/campaigns/${id}`, input),
    onSuccess: (campaign) => refresh(campaign.id),
  });
}

export function useCloseCampaign() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<Campaign>("PATCH", `/api/campaigns/${id}/close`),
    onSuccess: () => refresh(),
  });
}

export function useDeleteCampaign() {
  const queryClient = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<null>("DELETE", `/api/campaigns/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: equipmentKey(id) });
      queryClient.removeQueries({ queryKey: participantsKey(id) });
      return refresh();
    },
  });
}

/** Inline edit of an equipment already saved (PUT /api/equipment/{id}). */
export function useUpdateEquipment(campaignId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, draft }: { id: number; draft: EquipmentDraft }) =>
      apiJson<Equipment>("PUT", `/api/equipment/${id}`, draft),
    onSuccess: () => refresh(campaignId),
  });
}

/** Removal of an equipment already saved (DELETE /api/equipment/{id}). */
export function useDeleteEquipment(campaignId: number) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => apiJson<null>("DELETE", `/api/equipment/${id}`),
    onSuccess: () => refresh(campaignId),
  });
}

/** The server's own French message of a refused save (400 validation, 409 conflict), if any. */
export function refusalMessage(error: unknown): string | null {
  const parsed = parseApiError(error);
  return parsed.status === 400 || parsed.status === 409 ? parsed.message : null;
}
