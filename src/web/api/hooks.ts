import { useQuery } from "@tanstack/react-query";
import type { InstrumentsQuery } from "../../shared/api/instruments";
import type { User } from "../../shared/api/users";
import { isEligibleParticipant } from "../../shared/roles";
import { api } from "./endpoints";
import { keys } from "./keys";
import { queries } from "./queries";

/**
 * The reads of the web app as hooks, each declared once: two screens reading the same thing use
 * the same hook and share its cache entry. A campaign id may be null while it is not known yet.
 */

/** What this server offers at sign-in: whether e-mails leave it (links, invitations). */
export const useSignInOptions = () => useQuery(queries.signInOptions());
export const useCompany = () => useQuery(queries.company());
export const useCompanyStatistics = () => useQuery(queries.companyStatistics());

export const useCampaigns = (archived = false, enabled = true) =>
  useQuery({ ...queries.campaigns(archived), enabled });
export const useCalculationRuns = (campaignId: number) => useQuery(queries.runs(campaignId));
export const useApprovalSettings = () => useQuery(queries.approvalSettings());
export const useDashboardStats = () => useQuery(queries.dashboardStats());

export const useCampaign = (campaignId: number | null) =>
  useQuery({ ...queries.campaign(campaignId ?? 0), enabled: campaignId !== null });
export const useCampaignEquipment = (campaignId: number | null) =>
  useQuery({ ...queries.campaignEquipment(campaignId ?? 0), enabled: campaignId !== null });
/** Loaded once per campaign (spec §4), only when a campaign id is known (spec §7). */
export const useParticipants = (campaignId: number | null) =>
  useQuery({ ...queries.participants(campaignId ?? 0), enabled: campaignId !== null });
export const useMyRatings = (campaignId: number | null) =>
  useQuery({ ...queries.myRatings(campaignId ?? 0), enabled: campaignId !== null });
/** The rating progress of a campaign: who rated what, what is missing. */
export const useRatingCompleteness = (campaignId: number) => useQuery(queries.ratingCompleteness(campaignId));
export const useCalibrationResults = (campaignId: number, run?: number) =>
  useQuery(queries.results(campaignId, run));
export const useResultExplanation = (campaignId: number, equipmentId: number, run?: number) =>
  useQuery(queries.explanation(campaignId, equipmentId, run));

/** The company's reports, newest first; read again every 2 s while one is being generated. */
export const useReports = () => useQuery(queries.reports());
/** The e-mail transport and the last messages (admins and campaign initiators). */
export const useEmailOutbox = (enabled: boolean) => useQuery({ ...queries.emailOutbox(), enabled });
export const useEmailOutboxMessage = (id: number) => useQuery(queries.emailOutboxMessage(id));

/** Instruments whose name or reference holds the text (the header's search). */
export function useInstrumentSearch(query: InstrumentsQuery, enabled: boolean) {
  return useQuery({
    queryKey: keys.instruments.list(query),
    queryFn: ({ signal }) => api.instruments.list(query, { signal }),
    enabled,
  });
}

export const useCriteria = () => useQuery(queries.criteria());
/** The criteria the signed-in user rates (spec §6), each with its five grades from 1 to 5. */
export const useCriteriaForUser = () => useQuery(queries.criteriaForUser());
export const useGlobalParameters = () => useQuery(queries.globalParameters());

export const useUsers = (enabled: boolean) => useQuery({ ...queries.users(), enabled });
/** Spec §5: only users holding a staff role (under any of its names) may take part. */
const selectEligible = (users: User[]) => users.filter((user) => isEligibleParticipant(user.roles));
export const useEligibleUsers = (enabled: boolean) =>
  useQuery({ ...queries.users(), enabled, select: selectEligible });
