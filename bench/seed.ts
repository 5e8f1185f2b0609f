import { sql } from "drizzle-orm";
import type { Database } from "../src/server/db/client";
import * as schema from "../src/server/db/schema";
import { createSession } from "../src/server/domain/sessions/create-session";

export interface SeedShape {
  campaigns: number;
  equipmentPerCampaign: number;
  /** Share of each campaign's equipment that has one rating. */
  ratedShare: number;
}

/**
 * A large company, written in bulk as the owner with triggers off (session_replication_role), then
 * the progress counters computed once, exactly as the triggers would have kept them.
 */
export async function seedLargeCompany(
  db: Database,
  shape: SeedShape,
): Promise<{ token: string; campaignIds: number[]; companyId: number; adminId: string }> {
  const [company] = await db.insert(schema.companies).values({ name: "Banc d'essai Industrie" }).returning();
  const companyId = company!.id;
  const [admin] = await db
    .insert(schema.users)
    .values({
      email: `bench.${Date.now()}@exemple.fr`,
      firstName: "Banc",
      lastName: "Essai",
      roles: ["admin"],
      companyId,
    })
    .returning();
  const [criterion] = await db
    .insert(schema.ratingCriteria)
    .values({ companyId, name: "Fréquence d'utilisation" })
    .returning();
  const n = shape.equipmentPerCampaign;
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`
      insert into instruments (company_id, reference, name, current_period)
      select ${companyId}, 'INS-' || lpad(i::text, 6, '0'), 'Instrument ' || i, 12 + (i % 4) * 12
        from generate_series(1, ${n}) as i`);
    await tx.execute(sql`
      insert into campaigns (company_id, name, description, status, created_by, created_at)
      select ${companyId}, 'Campagne ' || c, 'Revue périodique n° ' || c,
             case when c % 5 = 0 then 'closed' else 'active' end, ${admin!.id}, now() - (c || ' days')::interval
        from generate_series(1, ${shape.campaigns}) as c`);
    await tx.execute(sql`
      insert into equipment (company_id, campaign_id, instrument_id, name, serial_number, current_period)
      select ${companyId}, c.id, i.id, i.name, i.reference, i.current_period
        from campaigns c cross join instruments i
       where c.company_id = ${companyId} and i.company_id = ${companyId}`);
    await tx.execute(sql`
      insert into equipment_ratings (company_id, campaign_id, equipment_id, criteria_id, user_id, rater_key, grade, score, verbatim)
      select e.company_id, e.campaign_id, e.id, ${criterion!.id}, ${admin!.id}, ${admin!.id}, 3, 0, 'Utilisation hebdomadaire'
        from equipment e
       where e.company_id = ${companyId} and (e.id % 1000) < ${Math.round(shape.ratedShare * 1000)}`);
    await tx.execute(sql`
      update equipment e set rating_count = r.n
        from (select equipment_id, count(*)::int as n from equipment_ratings where company_id = ${companyId} group by equipment_id) r
       where e.company_id = ${companyId} and e.id = r.equipment_id`);
    await tx.execute(sql`
      update campaigns c set equipment_count = x.total, rated_equipment_count = x.rated, holds_records = x.rated > 0
        from (select campaign_id, count(*)::int as total, count(*) filter (where rating_count > 0)::int as rated
                from equipment where company_id = ${companyId} group by campaign_id) x
       where c.company_id = ${companyId} and c.id = x.campaign_id`);
    await tx.execute(sql`
      insert into measurements (company_id, campaign_id, equipment_id, operator_name, value, unit, measurement_date)
      select e.company_id, e.campaign_id, e.id, 'Opérateur', 1.2345, 'bar', now() - ((e.id % 60) || ' days')::interval
        from equipment e where e.company_id = ${companyId} and e.id % 40 = 0`);
  });
  await db.execute(sql`analyze`);
  const campaignIds = (
    await db.select({ id: schema.campaigns.id }).from(schema.campaigns).where(sql`company_id = ${companyId}`)
  ).map((r) => r.id);
  const { token } = await createSession({ db, userId: admin!.id });
  return { token, campaignIds, companyId, adminId: admin!.id };
}
