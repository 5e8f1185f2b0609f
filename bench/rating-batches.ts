import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";

export interface BatchShape {
  /** Equipment of each campaign, every one rated on each criterion in one request. */
  equipment: number;
  /** How many such campaigns: one per request, so that every request writes first ratings. */
  campaigns: number;
}

/**
 * Campaigns of unrated equipment for the large bulk ratings: each request rates a campaign of its
 * own, so that every cell is a first rating (the heaviest path: ratings inserted, every equipment
 * and the campaign's progress moved). Written in bulk as the owner with triggers off, then the
 * counters set once.
 */
export async function seedRatingBatches(
  db: Database,
  companyId: number,
  adminId: string,
  shape: BatchShape,
): Promise<{ campaignId: number; equipmentIds: number[] }[]> {
  const campaigns = await db
    .insert(schema.campaigns)
    .values(
      Array.from({ length: shape.campaigns }, (_, i) => ({
        companyId,
        name: `Notation en masse de ${shape.equipment} équipements (banc) ${i + 1}`,
        status: "active",
        createdBy: adminId,
      })),
    )
    .returning({ id: schema.campaigns.id });
  const campaignIds = campaigns.map((c) => c.id);
  const prefix = `LOT${shape.equipment}-`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into instruments (company_id, reference, name, current_period)
      select ${companyId}, ${prefix} || lpad(i::text, 6, '0'), 'Instrument du lot ' || i, 12
        from generate_series(1, ${shape.equipment}) as i`);
    await tx.execute(sql`
      insert into equipment (company_id, campaign_id, instrument_id, name, serial_number, current_period)
      select i.company_id, c.id, i.id, i.name, i.reference, i.current_period
        from instruments i cross join unnest(${sql.raw(`ARRAY[${campaignIds.join(",")}]`)}::int[]) as c(id)
       where i.company_id = ${companyId} and i.reference like ${`${prefix}%`}`);
    await tx.execute(sql`
      update campaigns c set equipment_count = x.total, rated_equipment_count = 0
        from (select campaign_id, count(*)::int as total from equipment
               where company_id = ${companyId} and campaign_id in (${sql.raw(campaignIds.join(","))})
               group by campaign_id) x
       where c.company_id = ${companyId} and c.id = x.campaign_id`);
  });
  await db.execute(sql`analyze`);
  const rows = await db
    .select({ id: schema.equipment.id, campaignId: schema.equipment.campaignId })
    .from(schema.equipment)
    .where(sql`company_id = ${companyId} and campaign_id in (${sql.raw(campaignIds.join(","))})`);
  const byCampaign = new Map<number, number[]>(campaignIds.map((id) => [id, []]));
  for (const row of rows) byCampaign.get(row.campaignId)!.push(row.id);
  return campaignIds.map((campaignId) => ({ campaignId, equipmentIds: byCampaign.get(campaignId)! }));
}
