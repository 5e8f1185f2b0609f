import { and, desc, eq } from "drizzle-orm";
import type { Campaign } from "../../../shared/api/campaigns";
import { completionPercent } from "../../../shared/progress";
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { notFound } from "../../errors";

export const CAMPAIGN_NOT_FOUND = "Campagne introuvable";

export type CampaignRow = typeof campaigns.$inferSelect;

/** Spec §4: the share of equipment rated at least once, rounded, 0 without equipment. */
export function progressOf(row: Pick<CampaignRow, "equipmentCount" | "ratedEquipmentCount">): number {
  return completionPercent(row.ratedEquipmentCount, row.equipmentCount);
}

export function toCampaign(row: CampaignRow, options: { showShareToken: boolean }): Campaign {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    deadline: row.deadline?.toISOString() ?? null,
    status: row.status,
    createdBy: row.createdBy,
    closedAt: row.closedAt?.toISOString() ?? null,
    shareToken: options.showShareToken ? row.shareToken : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    equipmentCount: row.equipmentCount,
    ratedEquipmentCount: row.ratedEquipmentCount,
    progress: progressOf(row),
  };
}

/** The company's campaigns, newest first, each with its progress (one query, counters kept by triggers). */
export async function listCampaigns({
  db,
  tenant,
}: {
  db: Database;
  tenant: Tenant;
}): Promise<CampaignRow[]> {
  return db
    .select()
    .from(campaigns)
    .where(ofTenant(campaigns, tenant))
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id));
}

/** One campaign of the company, or 404: another company's id is simply unknown here. */
export async function findCampaign(
  db: Database,
  tenant: Tenant,
  id: number,
  lock = false,
): Promise<CampaignRow> {
  const query = db
    .select()
    .from(campaigns)
    .where(and(ofTenant(campaigns, tenant), eq(campaigns.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(CAMPAIGN_NOT_FOUND);
  return row;
}
