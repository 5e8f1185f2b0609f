import type { AuditEntriesQuery, AuditEventsQuery } from "../../shared/api/audit";
import type { DecisionPreviewInput } from "../../shared/api/calibration-events";
import type { InstrumentsQuery } from "../../shared/api/instruments";
import type { MeasurementsQuery } from "../../shared/api/measurement-list";
import type { PublicProfile } from "../../shared/api/public-links";
import type { Submission } from "../../shared/api/share-links";

/** The filters of a campaign's public submissions. */
export type SubmissionFilters = { status?: Submission["status"]; kind?: Submission["kind"] };

/**
 * The query keys of every read, from one factory (the only place a key is written): a screen
 * refreshes what a change made stale by naming it here (`keys.campaigns.one(id)` is everything
 * about one campaign), never by URL.
 */
const campaign = (campaignId: number) => ["campaigns", campaignId] as const;
const results = (campaignId: number) => [...campaign(campaignId), "results"] as const;
const entries = (campaignId: number) => [...campaign(campaignId), "entries"] as const;
const publicLink = (token: string) => ["public", token] as const;

export const keys = {
  currentUser: () => ["session", "user"] as const,
  signInOptions: () => ["session", "options"] as const,
  invitation: (token: string) => ["session", "invitation", token] as const,
  company: {
    current: () => ["company", "current"] as const,
    statistics: () => ["company", "statistics"] as const,
  },
  users: () => ["users"] as const,
  dashboardStats: () => ["dashboard", "stats"] as const,
  criteria: {
    /** The criteria in every reading: the list, the signed-in user's, the global parameters. */
    all: () => ["criteria"] as const,
    list: () => ["criteria", "list"] as const,
    forUser: () => ["criteria", "for-user"] as const,
    globalParameters: () => ["criteria", "global-parameters"] as const,
  },
  reports: {
    /** Every report read: the list and the previews. */
    all: () => ["reports"] as const,
    list: () => ["reports", "list"] as const,
    preview: (reportId: number) => ["reports", reportId, "preview"] as const,
  },
  settings: {
    approvals: () => ["settings", "approvals"] as const,
    /** "Valider les saisies publiques avant prise en compte": one setting for the whole company. */
    publicEntries: () => ["settings", "public-entries"] as const,
    measurementUnits: () => ["settings", "measurement-units"] as const,
    decisionRules: () => ["settings", "decision-rules"] as const,
    intervalMethods: () => ["settings", "interval-methods"] as const,
  },
  emailOutbox: () => ["emails", "outbox"] as const,
  emailOutboxMessage: (id: number) => ["emails", "outbox", id] as const,
  audit: {
    /** Every read of the Journal d'Audit: its entries and the pages of its event trail. */
    all: () => ["audit"] as const,
    entries: (filters: AuditEntriesQuery) => ["audit", "entries", filters] as const,
    events: (filters: AuditEventsQuery) => ["audit", "events", filters] as const,
    eventDetail: (eventId: number) => ["audit", "event-detail", eventId] as const,
    checkpoints: () => ["audit", "checkpoints"] as const,
  },
  instruments: {
    /** Every read of the Parc: its pages and each instrument's life record. */
    all: () => ["instruments"] as const,
    list: (query: InstrumentsQuery) => ["instruments", "list", query] as const,
    detail: (instrumentId: number) => ["instruments", "detail", instrumentId] as const,
    /** The interval methods' proposals for one instrument. */
    intervals: (instrumentId: number) => ["instruments", "intervals", instrumentId] as const,
    /** The decision of points being typed, under the instrument's rule (nothing stored). */
    decision: (instrumentId: number, input: DecisionPreviewInput) =>
      ["instruments", "decision", instrumentId, input] as const,
  },
  planning: {
    /** Every read of the planning: the due dates, the calendar months, the feed and the window. */
    all: () => ["planning"] as const,
    overview: (months: number) => ["planning", "overview", months] as const,
    calendar: (month: string) => ["planning", "calendar", month] as const,
    feed: () => ["planning", "feed"] as const,
    settings: () => ["planning", "settings"] as const,
  },
  campaigns: {
    /** Every campaign read: the list and each campaign's own. */
    all: () => ["campaigns"] as const,
    /** Both lists: the campaigns in progress and the archived ones. */
    list: () => ["campaigns", "list"] as const,
    listOf: (archived: boolean) => ["campaigns", "list", archived ? "archived" : "current"] as const,
    runs: (campaignId: number) => [...campaign(campaignId), "runs"] as const,
    /** Everything about one campaign: itself, its equipment, participants, ratings and results. */
    one: campaign,
    detail: (campaignId: number) => [...campaign(campaignId), "detail"] as const,
    equipment: (campaignId: number) => [...campaign(campaignId), "equipment"] as const,
    participants: (campaignId: number) => [...campaign(campaignId), "participants"] as const,
    myRatings: (campaignId: number) => [...campaign(campaignId), "ratings", "mine"] as const,
    completeness: (campaignId: number) => [...campaign(campaignId), "ratings", "completeness"] as const,
    results,
    /** An earlier calculation's results (read-only): under the results, refreshed with them. */
    runResults: (campaignId: number, run: number) => [...results(campaignId), "run", run] as const,
    explanation: (campaignId: number, equipmentId: number) => [...results(campaignId), equipmentId] as const,
    runExplanation: (campaignId: number, run: number, equipmentId: number) =>
      [...results(campaignId), "run", run, equipmentId] as const,
    shareLinks: (campaignId: number) => [...campaign(campaignId), "share-links"] as const,
    /** What came in for a campaign: its measurements and public submissions. */
    entries,
    measurements: (campaignId: number, filters: MeasurementsQuery) =>
      [...entries(campaignId), "measurements", filters] as const,
    submissions: (campaignId: number, filters: SubmissionFilters) =>
      [...entries(campaignId), "submissions", filters] as const,
  },
  /** The reads of the two public pages (spec §7 "Public"): the token is the only key. */
  public: {
    measurementCampaign: (token: string) => [...publicLink(token), "measurement-campaign"] as const,
    ratingCampaign: (token: string) => [...publicLink(token), "rating-campaign"] as const,
    criteria: (token: string, profile: PublicProfile) => [...publicLink(token), "criteria", profile] as const,
    ratings: (token: string, profile: PublicProfile, raterKey: string | null) =>
      [...publicLink(token), "ratings", profile, raterKey ?? ""] as const,
  },
} as const;
