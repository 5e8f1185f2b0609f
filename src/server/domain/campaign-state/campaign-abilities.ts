import type { CampaignAbilities, CampaignAbility } from "../../../shared/api/campaigns";
import type { ErrorCode } from "../../../shared/errors";
import { READ_ONLY_REASONS } from "../../../shared/messages";
import { can } from "../../../shared/permissions";

/** What decides what a user may do to a campaign: their roles, whether they take part, its status. */
export interface CampaignStanding {
  roles: readonly string[];
  participant: boolean;
  status: string;
  /** Archived (decision 021): read-only; only its reports and bringing it back remain. */
  archived?: boolean;
  /** It holds ratings, results or reports, or a measurement an impact review names: never deleted. */
  hasRecords?: boolean;
}

/**
 * The one rule of what a user may do to a campaign now (DESIGN.md §4, spec §4): for each ability,
 * null when allowed, else the error code the server answers if it is tried anyway.
 * - Closed campaigns are read-only: only deleting them and generating their reports remain.
 * - Archived campaigns are read-only too: only generating their reports and unarchiving remain.
 * - A campaign holding records (ratings, results, reports) is archived, never deleted (decision 021).
 * - Only active campaigns are rated, notified and closed (spec §4).
 * - Technicians rate only the campaigns they take part in; those who manage equipment rate any.
 */
export function campaignRefusals({
  roles,
  participant,
  status,
  archived = false,
  hasRecords = false,
}: CampaignStanding): Record<CampaignAbility, ErrorCode | null> {
  const closed = status === "closed";
  const active = status === "active";
  const manages = can(roles, "manageCampaigns");
  const open = (allowed: boolean): ErrorCode | null => {
    if (!allowed) return "FORBIDDEN";
    if (archived) return "CAMPAIGN_ARCHIVED";
    return closed ? "CAMPAIGN_CLOSED" : null;
  };
  const openAndActive = (allowed: boolean): ErrorCode | null =>
    open(allowed) ?? (active ? null : "CAMPAIGN_NOT_ACTIVE");
  const rate = (): ErrorCode | null => {
    if (!can(roles, "rate")) return "FORBIDDEN";
    if (archived) return "CAMPAIGN_ARCHIVED";
    if (closed) return "CAMPAIGN_CLOSED";
    if (!participant && !can(roles, "manageEquipment")) return "NOT_A_PARTICIPANT";
    return active ? null : "CAMPAIGN_NOT_ACTIVE";
  };
  return {
    update: open(manages),
    // Closing a closed campaign is refused in its own words.
    close: open(manages) === "CAMPAIGN_CLOSED" ? "CAMPAIGN_ALREADY_CLOSED" : openAndActive(manages),
    delete: manages ? (hasRecords ? "CAMPAIGN_HAS_RECORDS" : null) : "FORBIDDEN",
    manageEquipment: open(can(roles, "manageEquipment")),
    manageParticipants: open(manages),
    rate: rate(),
    calculate: open(manages),
    forcePeriods: open(manages),
    apply: open(manages),
    share: open(manages),
    reviewEntries: open(manages),
    notify: openAndActive(manages),
    generateReport: can(roles, "generateReports") ? null : "FORBIDDEN",
    archive: manages ? (archived ? "CAMPAIGN_ARCHIVED" : null) : "FORBIDDEN",
    unarchive: manages ? (archived ? null : "CONFLICT") : "FORBIDDEN",
    reopen: open(manages) === "CAMPAIGN_CLOSED" ? null : (open(manages) ?? "CONFLICT"),
  };
}

/** The sentence that says why the user may not rate the campaign, from the rating's refusal. */
const READ_ONLY_REASON: Partial<Record<ErrorCode, string>> = {
  CAMPAIGN_CLOSED: READ_ONLY_REASONS.closed,
  CAMPAIGN_ARCHIVED: READ_ONLY_REASONS.archived,
  CAMPAIGN_NOT_ACTIVE: READ_ONLY_REASONS.notActive,
  NOT_A_PARTICIPANT: READ_ONLY_REASONS.notParticipant,
  FORBIDDEN: READ_ONLY_REASONS.role,
};

type AnsweredAbilities = {
  readonly abilities: Readonly<CampaignAbilities>;
  readonly readOnlyReason: string | null;
};

/**
 * Each standing's answer, computed once per process (decision 030): a list of 200 campaigns holds
 * a handful of standings, and the roles, statuses and flags they combine are few.
 */
const answered = new Map<string, AnsweredAbilities>();

/** The abilities of a campaign's answer, and why the user may not rate it (null when they may). */
export function campaignAbilities(standing: CampaignStanding): AnsweredAbilities {
  const { roles, participant, status, archived = false, hasRecords = false } = standing;
  const key = `${roles.join(",")}|${participant}|${status}|${archived}|${hasRecords}`;
  let answer = answered.get(key);
  if (!answer) {
    answer = Object.freeze(abilitiesOf(standing));
    Object.freeze(answer.abilities);
    answered.set(key, answer);
  }
  return answer;
}

function abilitiesOf(standing: CampaignStanding): AnsweredAbilities {
  const refusals = campaignRefusals(standing);
  const allowed = (ability: CampaignAbility) => refusals[ability] === null;
  return {
    abilities: {
      update: allowed("update"),
      close: allowed("close"),
      delete: allowed("delete"),
      manageEquipment: allowed("manageEquipment"),
      manageParticipants: allowed("manageParticipants"),
      rate: allowed("rate"),
      calculate: allowed("calculate"),
      forcePeriods: allowed("forcePeriods"),
      apply: allowed("apply"),
      share: allowed("share"),
      reviewEntries: allowed("reviewEntries"),
      notify: allowed("notify"),
      generateReport: allowed("generateReport"),
      archive: allowed("archive"),
      unarchive: allowed("unarchive"),
      reopen: allowed("reopen"),
    },
    readOnlyReason:
      refusals.rate === null ? null : (READ_ONLY_REASON[refusals.rate] ?? READ_ONLY_REASONS.role),
  };
}
