import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { calibrationResults, equipment } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { notFound } from "../../errors";
import { type Actor, recordAudits } from "../audit/record-audit";
import { openCampaign } from "../ratings/rating-rights";
import { RESULT_NOT_FOUND } from "./calibration-results";

/**
 * PATCH /api/campaigns/{id}/update-forced-periods (spec §5, §7): sets or removes (null) the forced
 * period of results of the campaign. Every equipment named must have a result, else nothing changes.
 */
export async function updateForcedPeriods({
  db,
  tenant,
  actor,
  campaignId,
  updates,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  campaignId: number;
  updates: readonly { equipmentId: number; forcedPeriod: number | null }[];
}): Promise<void> {
  await openCampaign(db, tenant, campaignId, true);
  const wanted = new Map<number, number | null>();
  for (const update of updates) wanted.set(update.equipmentId, update.forcedPeriod);
  if (wanted.size === 0) return;
  const ids = [...wanted.keys()];
  const current = await db
    .select({
      equipmentId: calibrationResults.equipmentId,
      forcedPeriod: calibrationResults.forcedPeriod,
      name: equipment.name,
    })
    .from(calibrationResults)
    .innerJoin(
      equipment,
      and(
        eq(equipment.companyId, calibrationResults.companyId),
        eq(equipment.id, calibrationResults.equipmentId),
      ),
    )
    .where(
      and(
        ofTenant(calibrationResults, tenant),
        eq(calibrationResults.campaignId, campaignId),
        inArray(calibrationResults.equipmentId, ids),
      ),
    );
  if (current.length !== ids.length) throw notFound(RESULT_NOT_FOUND);
  const changed = current.filter((row) => row.forcedPeriod !== wanted.get(row.equipmentId));
  if (changed.length === 0) return;

  for (let start = 0; start < changed.length; start += 1000) {
    const slice = changed.slice(start, start + 1000);
    const rows = sql.join(
      slice.map((row) => sql`(${row.equipmentId}::int, ${wanted.get(row.equipmentId)}::int)`),
      sql`, `,
    );
    await db.execute(sql`
      update ${calibrationResults} set forced_period = v.forced
        from (values ${rows}) as v(equipment_id, forced)
       where ${calibrationResults.companyId} = ${tenant.companyId}
         and ${calibrationResults.campaignId} = ${campaignId}
         and ${calibrationResults.equipmentId} = v.equipment_id`);
  }

  await recordAudits(
    db,
    tenant,
    actor,
    changed.map((row) => {
      const forced = wanted.get(row.equipmentId) ?? null;
      return {
        action: forced === null ? "period.unforced" : "period.forced",
        tableName: "calibration_results",
        recordId: row.equipmentId,
        campaignId,
        description:
          forced === null
            ? `Période forcée retirée pour « ${row.name} »`
            : `Période forcée à ${forced} mois pour « ${row.name} »`,
        details: { before: row.forcedPeriod, after: forced },
      };
    }),
  );
}
