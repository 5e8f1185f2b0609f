import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { campaigns } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { conflict } from "../../errors";
import { type Actor, recordAudit } from "../audit/record-audit";
import { type CampaignRow, findCampaign } from "./campaign-view";

export const ALREADY_CLOSED_MESSAGE = "Cette campagne est déjà clôturée.";

/** Close (spec §4): status closed, closedAt now. */
export async function closeCampaign({
  db,
  tenant,
  actor,
  id,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  id: number;
}): Promise<CampaignRow> {
  const current = await findCampaign(db, tenant, id, true);
  if (current.status === "closed") throw conflict(ALREADY_CLOSED_MESSAGE);
  const [row] = await db
    .update(campaigns)
    .set({ status: "closed", closedAt: new Date(), updatedAt: new Date() })
    .where(and(ofTenant(campaigns, tenant), eq(campaigns.id, id)))
    .returning();
  await recordAudit(db, tenant, actor, {
    action: "campaign.closed",
    tableName: "campaigns",
    recordId: id,
    campaignId: id,
    description: `Campagne ${current.name} clôturée`,
  });
  return row!;
}

/**
 * Delete: the campaign's equipment, participants, ratings, results, measurements and reports go
 * with it (foreign keys ON DELETE CASCADE), in the caller's transaction. The instruments and their
 * history stay.
 */
export async function deleteCampaign({
  db,
  tenant,
  actor,
  id,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  id: number;
}) {
  const current = await findCampaign(db, tenant, id, true);
  await db.delete(campaigns).where(and(ofTenant(campaigns, tenant), eq(campaigns.id, id)));
  await recordAudit(db, tenant, actor, {
    action: "campaign.deleted",
    tableName: "campaigns",
    recordId: id,
    description: `Campagne ${current.name} supprimée`,
  });
}
