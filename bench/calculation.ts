import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";

export interface CalculationShape {
  equipment: number;
  criteria: number;
  raters: number;
  /** Equipment of the bulk-rating campaign, rated on two criteria in one request. */
  bulkEquipment: number;
  /** Prefix of the instruments' references (one company may hold several such workloads). */
  prefix?: string;
}

/**
 * The OPPERET workload of the issue: one campaign of `equipment` instruments, each rated on every
 * criterion by every rater (5,000 × 8 × 3 = 120,000 ratings), and a second campaign for the bulk
 * rating. Written in bulk as the owner with triggers off, then the counters set once.
 */
export async function seedCalculationCampaigns(
  db: Database,
  companyId: number,
  adminId: string,
  shape: CalculationShape,
): Promise<{
  calculationCampaignId: number;
  bulkCampaignId: number;
  criterionIds: number[];
  bulkEquipmentIds: number[];
}> {
  const prefix = `${shape.prefix ?? "CAL"}-`;
  const criteria = await db
    .insert(schema.ratingCriteria)
    .values(
      Array.from({ length: shape.criteria }, (_, i) => ({
        companyId,
        name: `Critère ${i + 1}`,
        weight: String(1 + (i % 3) * 0.5),
        profile: "general",
      })),
    )
    .returning({ id: schema.ratingCriteria.id });
  const criterionIds = criteria.map((c) => c.id);
  await db.insert(schema.ratingScales).values(
    criterionIds.flatMap((criteriaId) =>
      [1, 2, 3, 4, 5].map((grade) => ({
        companyId,
        criteriaId,
        grade,
        score: String(grade - 3),
        description: `Niveau ${grade}`,
      })),
    ),
  );
  const raters = await db
    .insert(schema.users)
    .values(
      Array.from({ length: shape.raters }, (_, i) => ({
        email: `evaluateur.${i}.${Date.now()}@exemple.fr`,
        firstName: "Évaluateur",
        lastName: String(i + 1),
        roles: ["equipment_manager"],
        companyId,
      })),
    )
    .returning({ id: schema.users.id });
  const raterIds = raters.map((r) => r.id);

  const [calculation, bulk] = await db
    .insert(schema.campaigns)
    .values([
      { companyId, name: "Calcul OPPERET (banc)", status: "active", createdBy: adminId },
      { companyId, name: "Notation en masse (banc)", status: "active", createdBy: adminId },
    ])
    .returning({ id: schema.campaigns.id });

  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into instruments (company_id, reference, name, type, current_period)
      select ${companyId}, ${prefix} || lpad(i::text, 6, '0'), 'Instrument calculé ' || i,
             (array['Pression', 'Température', 'Électricité', 'Dimensionnel', 'Masse'])[1 + i % 5],
             6 + (i % 5) * 6
        from generate_series(1, ${shape.equipment}) as i`);
    await tx.execute(sql`
      insert into equipment (company_id, campaign_id, instrument_id, name, serial_number, type, current_period)
      select company_id, ${calculation!.id}, id, name, reference, type, current_period
        from instruments where company_id = ${companyId} and reference like ${`${prefix}%`}`);
    await tx.execute(sql`
      insert into equipment (company_id, campaign_id, instrument_id, name, serial_number, current_period)
      select company_id, ${bulk!.id}, id, name, reference, current_period
        from instruments where company_id = ${companyId} and reference like ${`${prefix}%`}
       order by reference limit ${shape.bulkEquipment}`);
    await tx.execute(sql`
      insert into equipment_ratings (company_id, campaign_id, equipment_id, criteria_id, user_id, rater_key, grade, score, verbatim)
      select e.company_id, e.campaign_id, e.id, c.id, r.id, r.id, g.grade, g.grade - 3, 'Niveau ' || g.grade
        from equipment e
        cross join unnest(${sql.raw(`ARRAY[${criterionIds.join(",")}]`)}::int[]) as c(id)
        cross join unnest(${sql.raw(`ARRAY[${raterIds.map((id) => `'${id}'`).join(",")}]`)}::varchar[]) as r(id)
        cross join lateral (select 1 + ((e.id * 7 + c.id * 3 + length(r.id)) % 5) as grade) g
       where e.company_id = ${companyId} and e.campaign_id = ${calculation!.id}`);
    await tx.execute(sql`
      update equipment e set rating_count = x.n
        from (select equipment_id, count(*)::int as n from equipment_ratings
               where company_id = ${companyId} and campaign_id = ${calculation!.id} group by equipment_id) x
       where e.company_id = ${companyId} and e.id = x.equipment_id`);
    await tx.execute(sql`
      update campaigns c set equipment_count = x.total, rated_equipment_count = x.rated, holds_records = x.rated > 0
        from (select campaign_id, count(*)::int as total, count(*) filter (where rating_count > 0)::int as rated
                from equipment where company_id = ${companyId} group by campaign_id) x
       where c.company_id = ${companyId} and c.id = x.campaign_id
         and c.id in (${calculation!.id}, ${bulk!.id})`);
  });
  await db.execute(sql`analyze`);
  const bulkEquipmentIds = (
    await db
      .select({ id: schema.equipment.id })
      .from(schema.equipment)
      .where(sql`company_id = ${companyId} and campaign_id = ${bulk!.id}`)
  ).map((r) => r.id);
  return { calculationCampaignId: calculation!.id, bulkCampaignId: bulk!.id, criterionIds, bulkEquipmentIds };
}
