import { queryOptions } from "@tanstack/react-query";
import type { Report } from "../../shared/api/reports";
import { currentUserQuery } from "./current-user";
import { api } from "./endpoints";
import { keys } from "./keys";

/** While a report waits or is being generated, the list is read again every 2 s until it is done. */
export const REPORT_POLL_MS = 2000;
export function reportPollInterval(reports: readonly Report[] | undefined): number | false {
  return reports?.some((report) => report.status === "generating" || report.status === "queued")
    ? REPORT_POLL_MS
    : false;
}

/**
 * Every read of the web app, as query options (key and call) to pass to `useQuery`: one
 * declaration per read, so that two screens reading the same thing share one cache entry.
 */
export const queries = {
  currentUser: currentUserQuery,
  signInOptions: () =>
    queryOptions({ queryKey: keys.signInOptions(), queryFn: ({ signal }) => api.auth.options({ signal }) }),
  invitation: (token: string) =>
    queryOptions({
      queryKey: keys.invitation(token),
      queryFn: ({ signal }) => api.auth.invitationState(token, { signal }),
    }),
  company: () =>
    queryOptions({
      queryKey: keys.company.current(),
      queryFn: ({ signal }) => api.company.current({ signal }),
    }),
  companyStatistics: () =>
    queryOptions({
      queryKey: keys.company.statistics(),
      queryFn: ({ signal }) => api.company.statistics({ signal }),
    }),
  users: () => queryOptions({ queryKey: keys.users(), queryFn: ({ signal }) => api.users.list({ signal }) }),
  dashboardStats: () =>
    queryOptions({
      queryKey: keys.dashboardStats(),
      queryFn: ({ signal }) => api.dashboard.stats({ signal }),
    }),
  criteria: () =>
    queryOptions({ queryKey: keys.criteria.list(), queryFn: ({ signal }) => api.criteria.list({ signal }) }),
  criteriaForUser: () =>
    queryOptions({
      queryKey: keys.criteria.forUser(),
      queryFn: ({ signal }) => api.criteria.forUser({ signal }),
    }),
  globalParameters: () =>
    queryOptions({
      queryKey: keys.criteria.globalParameters(),
      queryFn: ({ signal }) => api.criteria.globalParameters({ signal }),
    }),
  campaigns: (archived = false) =>
    queryOptions({
      queryKey: keys.campaigns.listOf(archived),
      queryFn: ({ signal }) => api.campaigns.list({ signal, archived }),
    }),
  runs: (campaignId: number) =>
    queryOptions({
      queryKey: keys.campaigns.runs(campaignId),
      queryFn: ({ signal }) => api.campaigns.runs(campaignId, { signal }),
    }),
  approvalSettings: () =>
    queryOptions({
      queryKey: keys.settings.approvals(),
      queryFn: ({ signal }) => api.settings.approvals({ signal }),
    }),
  campaign: (campaignId: number) =>
    queryOptions({
      queryKey: keys.campaigns.detail(campaignId),
      queryFn: ({ signal }) => api.campaigns.get(campaignId, { signal }),
    }),
  campaignEquipment: (campaignId: number) =>
    queryOptions({
      queryKey: keys.campaigns.equipment(campaignId),
      queryFn: ({ signal }) => api.campaigns.equipment(campaignId, { signal }),
    }),
  participants: (campaignId: number) =>
    queryOptions({
      queryKey: keys.campaigns.participants(campaignId),
      queryFn: ({ signal }) => api.campaigns.participants(campaignId, { signal }),
    }),
  myRatings: (campaignId: number) =>
    queryOptions({
      queryKey: keys.campaigns.myRatings(campaignId),
      queryFn: ({ signal }) => api.campaigns.myRatings(campaignId, { signal }),
    }),
  results: (campaignId: number, run?: number) =>
    queryOptions({
      queryKey:
        run === undefined ? keys.campaigns.results(campaignId) : keys.campaigns.runResults(campaignId, run),
      queryFn: ({ signal }) => api.campaigns.results(campaignId, { signal, run }),
    }),
  explanation: (campaignId: number, equipmentId: number, run?: number) =>
    queryOptions({
      queryKey:
        run === undefined
          ? keys.campaigns.explanation(campaignId, equipmentId)
          : keys.campaigns.runExplanation(campaignId, run, equipmentId),
      queryFn: ({ signal }) => api.campaigns.explanation(campaignId, equipmentId, { signal, run }),
    }),
  reports: () =>
    queryOptions({
      queryKey: keys.reports.list(),
      queryFn: ({ signal }) => api.reports.list({ signal }),
      refetchInterval: (query) => reportPollInterval(query.state.data),
    }),
  ratingCompleteness: (campaignId: number) =>
    queryOptions({
      queryKey: keys.campaigns.completeness(campaignId),
      queryFn: ({ signal }) => api.campaigns.completeness(campaignId, { signal }),
    }),
  emailOutbox: () =>
    queryOptions({ queryKey: keys.emailOutbox(), queryFn: ({ signal }) => api.emails.outbox({ signal }) }),
  emailOutboxMessage: (id: number) =>
    queryOptions({
      queryKey: keys.emailOutboxMessage(id),
      queryFn: ({ signal }) => api.emails.outboxMessage(id, { signal }),
    }),
};
