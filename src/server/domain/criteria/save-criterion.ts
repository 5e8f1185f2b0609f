import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Criterion, criterionInputSchema } from "../../../shared/api/criteria";
import type { Database } from "../../db/client";
import { databaseNow } from "../../db/clock";
import { equipmentRatings, ratingCriteria, ratingScales } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { conflict } from "../../errors";
import { type Actor, recordAudit } from "../audit/record-audit";
import { assertCriterionExists, getCriterion } from "./criterion-view";

type Values = z.output<typeof criterionInputSchema>;

async function writeScales(db: Database, tenant: Tenant, criteriaId: number, scales: Values["scales"]) {
  await db
    .delete(ratingScales)
    .where(and(ofTenant(ratingScales, tenant), eq(ratingScales.criteriaId, criteriaId)));
  await db.insert(ratingScales).values(
    scales.map((s) => ({
      companyId: tenant.companyId,
      criteriaId,
      grade: s.grade,
      score: String(s.score),
      description: s.description,
    })),
  );
}

export async function createCriterion({
  db,
  tenant,
  actor,
  input,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  input: Values;
}): Promise<Criterion> {
  const [row] = await db
    .insert(ratingCriteria)
    .values({ companyId: tenant.companyId, ...input.criteria, weight: String(input.criteria.weight) })
    .returning({ id: ratingCriteria.id });
  await writeScales(db, tenant, row!.id, input.scales);
  await recordAudit(db, tenant, actor, {
    action: "criterion.created",
    tableName: "rating_criteria",
    recordId: row!.id,
    description: `Critère de cotation ${input.criteria.name} créé`,
  });
  return getCriterion(db, tenant, row!.id);
}

export async function updateCriterion({
  db,
  tenant,
  actor,
  id,
  input,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  id: number;
  input: Values;
}): Promise<Criterion> {
  await assertCriterionExists(db, tenant, id);
  const current = await getCriterion(db, tenant, id);
  const weightChanged = Number(current.weight) !== input.criteria.weight;
  await db
    .update(ratingCriteria)
    .set({
      ...input.criteria,
      weight: String(input.criteria.weight),
      updatedAt: new Date(),
      ...(weightChanged ? { weightChangedAt: await databaseNow(db) } : {}),
    })
    .where(and(ofTenant(ratingCriteria, tenant), eq(ratingCriteria.id, id)));
  await writeScales(db, tenant, id, input.scales);
  await recordAudit(db, tenant, actor, {
    action: "criterion.updated",
    tableName: "rating_criteria",
    recordId: id,
    description: `Critère de cotation ${input.criteria.name} modifié`,
  });
  return getCriterion(db, tenant, id);
}

export const CRITERION_IN_USE_MESSAGE =
  "Ce critère a déjà servi à noter des équipements : il ne peut pas être supprimé. Modifiez-le plutôt.";

/**
 * Deletes a criterion with its grades. A criterion already used by a rating is kept: deleting it
 * would erase those ratings and change past results.
 */
export async function deleteCriterion({
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
  // Locked: a rating being saved on it now waits, then fails on the missing criterion.
  await assertCriterionExists(db, tenant, id);
  const criterion = await getCriterion(db, tenant, id);
  const [used] = await db
    .select({ id: equipmentRatings.id })
    .from(equipmentRatings)
    .where(and(ofTenant(equipmentRatings, tenant), eq(equipmentRatings.criteriaId, id)))
    .limit(1);
  if (used) throw conflict(CRITERION_IN_USE_MESSAGE);
  await db.delete(ratingCriteria).where(and(ofTenant(ratingCriteria, tenant), eq(ratingCriteria.id, id)));
  await recordAudit(db, tenant, actor, {
    action: "criterion.deleted",
    tableName: "rating_criteria",
    recordId: id,
    description: `Critère de cotation ${criterion.name} supprimé`,
  });
}
