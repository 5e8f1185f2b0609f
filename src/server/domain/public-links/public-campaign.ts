import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { PublicCampaign, PublicCriterion, PublicRating } from "../../../shared/api/public-links";
import {
  campaigns,
  companies,
  equipment,
  equipmentRatings,
  instruments,
  publicSubmissions,
  ratingCriteria,
  ratingScales,
} from "../../db/schema";
import { ratingPayloadOf } from "../../db/submission-payloads";
import { ofTenant, type PublicScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { criteriaWithScales } from "../criteria/criterion-view";
import { typeOfEquipment, unitsOfCampaign } from "../measurements/units";
import { storedRaterKey } from "./rater-keys";
import { reviewRequired } from "./review-setting";

/** The profiles a public technician rates (DESIGN.md §4): his own and the general criteria. */
export const PUBLIC_CRITERIA_PROFILES = ["utilisateur_equipement", "general"] as const;

/**
 * GET /api/campaigns/{shareToken}/public and GET /api/public/campaigns/{token}: the campaign and its
 * equipment (spec §3 "Public campaign response"), the company's name, and who a personal link names.
 * Nothing else of the company is read.
 */
export async function readPublicCampaign(scope: PublicScope): Promise<PublicCampaign> {
  const { db, link } = scope;
  const [campaign] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      description: campaigns.description,
      status: campaigns.status,
      deadline: campaigns.deadline,
      companyName: companies.name,
    })
    .from(campaigns)
    .innerJoin(companies, eq(companies.id, campaigns.companyId))
    .where(and(ofTenant(campaigns, scope), eq(campaigns.id, link.campaignId)));
  if (!campaign) throw new AppError("SHARE_LINK_INVALID");
  const items = await db
    .select({
      id: equipment.id,
      name: equipment.name,
      serialNumber: equipment.serialNumber,
      // The campaign's type, else the instrument's: the one its units follow (decision 020).
      type: typeOfEquipment,
    })
    .from(equipment)
    .innerJoin(
      instruments,
      and(eq(instruments.companyId, equipment.companyId), eq(instruments.id, equipment.instrumentId)),
    )
    .where(
      and(ofTenant(equipment, scope), eq(equipment.campaignId, link.campaignId), isNull(equipment.removedAt)),
    )
    .orderBy(asc(equipment.name), asc(equipment.id));
  return {
    ...campaign,
    deadline: campaign.deadline?.toISOString() ?? null,
    equipment: items,
    reviewRequired: await reviewRequired(db, scope.companyId),
    linkKind: link.linkKind,
    operator: link.user ? { name: link.user.name, email: link.user.email || null } : null,
    measurementUnits: await unitsOfCampaign(
      db,
      scope.companyId,
      items.map((item) => item.type),
    ),
  };
}

/** The criteria a public technician rates, with their five grades (each grade's id is its verbatimId). */
export async function publicCriteria(scope: PublicScope): Promise<PublicCriterion[]> {
  const criteria = await criteriaWithScales(
    scope,
    inArray(ratingCriteria.profile, [...PUBLIC_CRITERIA_PROFILES]),
  );
  return criteria.map(({ criterion: c, scales }) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    profile: c.profile,
    weight: Number(c.weight),
    scales: scales.map((s) => ({ id: s.id, grade: s.grade, score: s.score, description: s.description })),
  }));
}

/**
 * GET /api/public/campaigns/{token}/ratings/{profile}: the rater's own ratings of the campaign,
 * those counted and those waiting for review (the latest wins), each with its scale entry's id. The
 * rater is a personal link's technician, or the holder of the rater key sent with the request (its
 * header, else `raterKey` in the address: rater-keys.ts); without a key, nobody: a name or an
 * e-mail in the address reads nothing.
 */
export async function publicRatingsOf(
  scope: PublicScope,
  { raterKey: inQuery }: { raterKey?: string } = {},
): Promise<PublicRating[]> {
  const key = scope.raterKey ?? inQuery ?? null;
  const raterKey = scope.link.user?.id ?? (key ? storedRaterKey(key) : null);
  if (!raterKey) return [];
  const { db, link } = scope;
  const stored = await db
    .select({
      equipmentId: equipmentRatings.equipmentId,
      criteriaId: equipmentRatings.criteriaId,
      grade: equipmentRatings.grade,
      verbatim: equipmentRatings.verbatim,
      verbatimId: ratingScales.id,
    })
    .from(equipmentRatings)
    .leftJoin(
      ratingScales,
      and(
        eq(ratingScales.companyId, equipmentRatings.companyId),
        eq(ratingScales.criteriaId, equipmentRatings.criteriaId),
        eq(ratingScales.grade, equipmentRatings.grade),
      ),
    )
    .where(
      and(
        ofTenant(equipmentRatings, scope),
        eq(equipmentRatings.campaignId, link.campaignId),
        eq(equipmentRatings.raterKey, raterKey),
      ),
    );
  const byCell = new Map<string, PublicRating>();
  for (const r of stored) byCell.set(`${r.equipmentId}:${r.criteriaId}`, { ...r, pending: false });

  const waiting = await db
    .select({ payload: publicSubmissions.payload })
    .from(publicSubmissions)
    .where(
      and(
        ofTenant(publicSubmissions, scope),
        eq(publicSubmissions.campaignId, link.campaignId),
        eq(publicSubmissions.kind, "ratings"),
        eq(publicSubmissions.status, "pending"),
        eq(publicSubmissions.raterKey, raterKey),
      ),
    )
    .orderBy(asc(publicSubmissions.submittedAt), asc(publicSubmissions.id));
  const cells = waiting.flatMap((w) => ratingPayloadOf(w.payload));
  for (const cell of cells) {
    byCell.set(`${cell.equipmentId}:${cell.criteriaId}`, {
      equipmentId: cell.equipmentId,
      criteriaId: cell.criteriaId,
      grade: cell.grade,
      verbatim: cell.verbatim,
      verbatimId: cell.verbatimId,
      pending: true,
    });
  }
  return [...byCell.values()].sort((a, b) => a.equipmentId - b.equipmentId || a.criteriaId - b.criteriaId);
}

/** Locks the link's campaign row: public ratings take turns with staff ratings, calculation and closing. */
export async function lockLinkCampaign(scope: PublicScope): Promise<void> {
  await scope.db.execute(
    sql`select id from campaigns where company_id = ${scope.companyId} and id = ${scope.link.campaignId} for update`,
  );
}
