import { z } from "zod";
import { CAMPAIGN_STATUSES } from "../constants";
import { BATCH_LIMITS, TEXT_LIMITS } from "../limits";
import { FIELD_MESSAGES, format, frenchNumber } from "../messages";
import { idOf, optionalText, requiredText } from "../validation";
import { optionalReason } from "./approvals";
import { optionalDate } from "./dates";
import { equipmentDraftSchema } from "./equipment";

/**
 * What the signed-in user may do to a campaign now (DESIGN.md §7), computed by the server from their
 * roles, their participation and the campaign's status. Screens show, hide and disable from it.
 */
export const campaignAbilitiesSchema = z
  .object({
    update: z.boolean(),
    close: z.boolean(),
    delete: z.boolean(),
    manageEquipment: z.boolean(),
    manageParticipants: z.boolean(),
    rate: z.boolean(),
    calculate: z.boolean(),
    forcePeriods: z.boolean(),
    apply: z.boolean(),
    share: z.boolean(),
    /** Accept or reject the public entries waiting for review. */
    reviewEntries: z.boolean(),
    notify: z.boolean(),
    generateReport: z.boolean(),
    /** Archive it (decision 021): read-only, out of the default list, its record kept. */
    archive: z.boolean(),
    /** Bring an archived campaign back to the list. */
    unarchive: z.boolean(),
    /** Reopen a closed campaign (PUT with its fields, and a reason). */
    reopen: z.boolean(),
  })
  .meta({ id: "CampaignAbilities" });
export type CampaignAbilities = z.infer<typeof campaignAbilitiesSchema>;
export type CampaignAbility = keyof CampaignAbilities;

export const campaignSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    deadline: z.string().nullable(),
    status: z.string(),
    createdBy: z.string().nullable(),
    closedAt: z.string().nullable(),
    /** The share link's token: only for those who manage campaigns (DESIGN.md §5), else null. */
    shareToken: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    equipmentCount: z.number().int(),
    ratedEquipmentCount: z.number().int(),
    /** Share of the equipment rated at least once, whole percent, 0 without equipment (spec §4). */
    progress: z.number().int(),
    abilities: campaignAbilitiesSchema,
    /**
     * Why the signed-in user may not rate this campaign (closed, not active, their role, not a
     * participant), in French; null when they may.
     */
    readOnlyReason: z.string().nullable(),
    /** Archived (decision 021): read-only, listed with `?archived=true` only. */
    archived: z.boolean(),
    archivedAt: z.string().nullable(),
    /** The last reopening of the campaign after it was closed: when and why (null: none, or no reason). */
    reopenedAt: z.string().nullable(),
    reopenReason: z.string().nullable(),
  })
  .meta({ id: "Campaign" });
export type Campaign = z.infer<typeof campaignSchema>;

/** The statuses a campaign form may set; 'closed' comes only from the close action. */
export const EDITABLE_CAMPAIGN_STATUSES = CAMPAIGN_STATUSES.filter((s) => s !== "closed");

const deadline = optionalDate(FIELD_MESSAGES.deadlineInvalid);

const participantIds = z
  .array(z.string().max(36))
  .max(
    BATCH_LIMITS.participants,
    format(FIELD_MESSAGES.tooManyParticipants, { max: frenchNumber(BATCH_LIMITS.participants) }),
  );

/**
 * A campaign as the form sends it (spec §5). The web app adds the participants and the new
 * equipment so that the whole campaign is saved in one request and one transaction.
 */
export const campaignInputSchema = z.object({
  name: requiredText(FIELD_MESSAGES.nameRequired, TEXT_LIMITS.name),
  description: optionalText(TEXT_LIMITS.description),
  deadline,
  status: z
    .enum(EDITABLE_CAMPAIGN_STATUSES, { error: FIELD_MESSAGES.campaignStatusUnknown })
    .default("active"),
  participantIds: participantIds.optional(),
  equipment: z
    .array(equipmentDraftSchema)
    .max(
      BATCH_LIMITS.equipment,
      format(FIELD_MESSAGES.tooManyEquipment, { max: frenchNumber(BATCH_LIMITS.equipment) }),
    )
    .optional(),
  /**
   * Why a closed campaign is reopened (optional unless the company requires a reason): stored with
   * the campaign and in the journal.
   */
  reason: optionalReason,
});
export type CampaignInput = z.input<typeof campaignInputSchema>;
export type CampaignValues = z.output<typeof campaignInputSchema>;

export const campaignIdParams = z.object({ id: idOf(FIELD_MESSAGES.idInvalid) });

/** GET /api/campaigns: the archived campaigns are left out unless asked for (`true`: only them; `all`). */
export const campaignListQuerySchema = z.object({
  archived: z
    .enum(["true", "false", "all"], { error: FIELD_MESSAGES.archivedFilterInvalid })
    .default("false"),
});
export type CampaignListQuery = z.input<typeof campaignListQuerySchema>;

export const participantSchema = z
  .object({
    id: z.number().int(),
    campaignId: z.number().int(),
    userId: z.string(),
    role: z.string().nullable(),
    assignedAt: z.string(),
    assignedBy: z.string().nullable(),
    user: z.object({
      id: z.string(),
      email: z.string(),
      firstName: z.string().nullable(),
      lastName: z.string().nullable(),
      roles: z.array(z.string()),
    }),
  })
  .meta({ id: "Participant" });
export type Participant = z.infer<typeof participantSchema>;

export const participantIdsSchema = z.object({ participantIds });
export const newParticipantSchema = z.object({
  campaignId: idOf(FIELD_MESSAGES.campaignRequired),
  userId: z.string().max(36),
});

export const campaignRatingSchema = z
  .object({
    id: z.number().int(),
    equipmentId: z.number().int(),
    criteriaId: z.number().int(),
    userId: z.string().nullable(),
    raterName: z.string().nullable(),
    grade: z.number().int(),
    score: z.string(),
    verbatim: z.string(),
    ratedAt: z.string(),
  })
  .meta({ id: "CampaignRating" });
export type CampaignRating = z.infer<typeof campaignRatingSchema>;

export const dashboardStatsSchema = z
  .object({
    activeCampaigns: z.number().int(),
    campaignsCreatedThisMonth: z.number().int(),
    totalEquipment: z.number().int(),
    equipmentStats: z.object({ pending: z.number().int(), rated: z.number().int() }),
    monthlyMeasurements: z.number().int(),
    previousMonthMeasurements: z.number().int(),
    generatedReports: z.number().int(),
    reportsThisMonth: z.number().int(),
  })
  .meta({ id: "DashboardStats" });
export type DashboardStats = z.infer<typeof dashboardStatsSchema>;
