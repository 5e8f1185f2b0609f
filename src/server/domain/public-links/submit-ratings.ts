import { randomUUID } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { PublicSubmissionResult, publicRatingInputSchema } from "../../../shared/api/public-links";
import { DETAIL_MESSAGES, FIELD_MESSAGES } from "../../../shared/messages";
import { campaigns, equipment, ratingCriteria, ratingScales } from "../../db/schema";
import type { RatingCellPayload } from "../../db/submission-payloads";
import { ofTenant, type PublicScope } from "../../db/tenant";
import { AppError, invalidField } from "../../errors";
import { publicRaterLinkMail } from "../mail/campaign-mails";
import { queueMail } from "../mail/outbox";
import { companyNameOf } from "../tenancy/company-view";
import { lockLinkCampaign, PUBLIC_CRITERIA_PROFILES } from "./public-campaign";
import { raterLabel, raterOfSubmission } from "./rater-keys";
import { receiveSubmission } from "./submissions";

type CheckedRatings = ReturnType<typeof publicRatingInputSchema.parse>;

/**
 * POST /api/public/campaigns/{token}/ratings (spec §7): a technician's ratings through a link, on
 * the criteria of his profile and the general ones (DESIGN.md §4). Every cell is checked before
 * anything is kept; the last choice for a cell wins. Only an active campaign is rated (spec §4).
 */
export async function submitPublicRatings(
  scope: PublicScope,
  { input, token, publicUrl }: { input: CheckedRatings; token: string; publicUrl: string },
): Promise<{ result: PublicSubmissionResult; created: boolean; mailQueued: boolean }> {
  await lockLinkCampaign(scope);
  if (scope.link.campaignStatus !== "active") throw new AppError("CAMPAIGN_NOT_ACTIVE");
  const typedName = scope.link.user?.name || input.operatorName;
  if (!typedName.trim()) throw invalidField("operatorName", FIELD_MESSAGES.operatorRequired);
  const operatorEmail = scope.link.user ? scope.link.user.email || null : input.operatorEmail;
  const clientSubmissionId = input.clientSubmissionId ?? randomUUID();
  const rater = await raterOfSubmission(scope, { key: input.raterKey, clientSubmissionId });
  const operatorName = await raterLabel(scope, { storedKey: rater.storedKey, name: typedName });

  const byCell = new Map<string, { index: number; cell: CheckedRatings["ratings"][number] }>();
  input.ratings.forEach((cell, index) => {
    byCell.set(`${cell.equipmentId}:${cell.criteriaId}`, { index, cell });
  });
  const cells = [...byCell.values()];
  const { db } = scope;
  const equipmentRows = await db
    .select({ id: equipment.id, name: equipment.name })
    .from(equipment)
    .where(
      and(
        ofTenant(equipment, scope),
        eq(equipment.campaignId, scope.link.campaignId),
        isNull(equipment.removedAt),
        inArray(equipment.id, [...new Set(cells.map((c) => c.cell.equipmentId))]),
      ),
    );
  const criterionIds = [...new Set(cells.map((c) => c.cell.criteriaId))];
  const criteria = await db
    .select({ id: ratingCriteria.id, name: ratingCriteria.name, profile: ratingCriteria.profile })
    .from(ratingCriteria)
    .where(and(ofTenant(ratingCriteria, scope), inArray(ratingCriteria.id, criterionIds)));
  const scales = await db
    .select({
      id: ratingScales.id,
      criteriaId: ratingScales.criteriaId,
      grade: ratingScales.grade,
      description: ratingScales.description,
    })
    .from(ratingScales)
    .where(and(ofTenant(ratingScales, scope), inArray(ratingScales.criteriaId, criterionIds)));
  const names = new Map(equipmentRows.map((e) => [e.id, e.name]));
  const criteriaById = new Map(criteria.map((c) => [c.id, c]));
  const scalesById = new Map(scales.map((s) => [s.id, s]));
  const publicProfiles: readonly string[] = PUBLIC_CRITERIA_PROFILES;

  const payload: RatingCellPayload[] = cells.map(({ index, cell }) => {
    const field = (name: string) => `ratings.${index}.${name}`;
    if (!names.has(cell.equipmentId))
      throw invalidField(field("equipmentId"), DETAIL_MESSAGES.equipmentNotInCampaign);
    const criterion = criteriaById.get(cell.criteriaId);
    if (!criterion) throw invalidField(field("criteriaId"), DETAIL_MESSAGES.criterionNotFound);
    if (!publicProfiles.includes(criterion.profile))
      throw new AppError("CRITERION_NOT_IN_PROFILE", { field: field("criteriaId") });
    const scale = scalesById.get(cell.verbatimId);
    if (!scale || scale.criteriaId !== cell.criteriaId)
      throw invalidField(field("verbatimId"), DETAIL_MESSAGES.scaleNotOfCriterion);
    return {
      equipmentId: cell.equipmentId,
      criteriaId: cell.criteriaId,
      verbatimId: scale.id,
      grade: scale.grade,
      verbatim: scale.description,
    };
  });

  const equipmentCount = new Set(payload.map((c) => c.equipmentId)).size;
  const received = await receiveSubmission(scope, {
    kind: "ratings",
    clientSubmissionId,
    operatorName,
    operatorEmail,
    raterKey: rater.storedKey,
    payload,
    count: payload.length,
    audit: (status) => ({
      action: status === "pending" ? "rating.received" : "rating.saved",
      description: `Notation par lien ${scope.link.linkKind === "personal" ? "personnel" : "public"} de « ${operatorName} » : ${payload.length} note(s) sur ${equipmentCount} équipement(s)${status === "pending" ? " (en attente de validation)" : ""}`,
      newValues: {
        operatorName,
        operatorEmail,
        status,
        ratings: payload.map((c) => ({
          equipmentId: c.equipmentId,
          equipment: names.get(c.equipmentId)!,
          criterionId: c.criteriaId,
          criterion: criteriaById.get(c.criteriaId)!.name,
          grade: c.grade,
          verbatim: c.verbatim,
        })),
      },
      details: {
        linkKind: scope.link.linkKind,
        clientSubmissionId,
        ...(rater.key !== null && { newRater: rater.isNew }),
      },
    }),
  });
  if (rater.key === null) return { ...received, mailQueued: false };
  // A new rater who gave an address gets the link that brings their ratings back, key included.
  const mailQueued = received.created && rater.isNew && operatorEmail !== null;
  if (mailQueued)
    await queueMail(
      scope.db,
      {
        ...publicRaterLinkMail({
          to: operatorEmail,
          operatorName,
          campaignName: await campaignNameOf(scope),
          companyName: await companyNameOf(scope),
          url: `${publicUrl}/campaign/${encodeURIComponent(token)}?p=technicien#cle=${rater.key}`,
        }),
        // The rater's key opens their ratings: the link stays in the message only (never shown).
        about: { purpose: "rater_link", campaignId: scope.link.campaignId, shareToken: token },
      },
      scope.companyId,
    );
  return { result: { ...received.result, raterKey: rater.key }, created: received.created, mailQueued };
}

async function campaignNameOf(scope: PublicScope): Promise<string> {
  const [campaign] = await scope.db
    .select({ name: campaigns.name })
    .from(campaigns)
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, scope.link.campaignId)));
  return campaign?.name ?? "";
}
