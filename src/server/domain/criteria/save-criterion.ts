import { and, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Criterion, criterionInputSchema } from "../../../shared/api/criteria";
import { databaseNow } from "../../db/clock";
import { equipmentRatings, ratingCriteria, ratingScales } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { getCriterion, lockCriterion } from "./criterion-view";

type Values = z.output<typeof criterionInputSchema>;

/** A criterion's business fields with its scale, as the audit trail records them. */
function criterionValue(criterion: Criterion) {
  return {
    name: criterion.name,
    description: criterion.description,
    weight: criterion.weight,
    profile: criterion.profile,
    scales: criterion.scales.map((s) => ({ grade: s.grade, score: s.score, description: s.description })),
  };
}

async function writeScales(scope: TenantScope, criteriaId: number, scales: Values["scales"]) {
  await scope.db
    .delete(ratingScales)
    .where(and(ofTenant(ratingScales, scope), eq(ratingScales.criteriaId, criteriaId)));
  await scope.db.insert(ratingScales).values(
    scales.map((s) => ({
      companyId: scope.companyId,
      criteriaId,
      grade: s.grade,
      score: String(s.score),
      description: s.description,
    })),
  );
}

export async function createCriterion(scope: TenantScope, { input }: { input: Values }): Promise<Criterion> {
  const [row] = await scope.db
    .insert(ratingCriteria)
    .values({ companyId: scope.companyId, ...input.criteria, weight: String(input.criteria.weight) })
    .returning({ id: ratingCriteria.id });
  await writeScales(scope, row!.id, input.scales);
  const created = await getCriterion(scope, row!.id);
  await recordAudit(scope, {
    action: "criterion.created",
    tableName: "rating_criteria",
    recordId: row!.id,
    description: `Critère de cotation ${input.criteria.name} créé`,
    newValues: criterionValue(created),
  });
  return created;
}

export async function updateCriterion(
  scope: TenantScope,
  { id, input }: { id: number; input: Values },
): Promise<Criterion> {
  await lockCriterion(scope, id);
  const current = await getCriterion(scope, id);
  const weightChanged = Number(current.weight) !== input.criteria.weight;
  await scope.db
    .update(ratingCriteria)
    .set({
      ...input.criteria,
      weight: String(input.criteria.weight),
      updatedAt: new Date(),
      ...(weightChanged ? { weightChangedAt: await databaseNow(scope.db) } : {}),
    })
    .where(and(ofTenant(ratingCriteria, scope), eq(ratingCriteria.id, id)));
  await writeScales(scope, id, input.scales);
  const saved = await getCriterion(scope, id);
  await recordAudit(scope, {
    action: "criterion.updated",
    tableName: "rating_criteria",
    recordId: id,
    description: `Critère de cotation ${input.criteria.name} modifié`,
    oldValues: criterionValue(current),
    newValues: criterionValue(saved),
  });
  return saved;
}

/**
 * Deletes a criterion with its grades. A criterion already used by a rating is kept: deleting it
 * would erase those ratings and change past results.
 */
export async function deleteCriterion(scope: TenantScope, { id }: { id: number }) {
  // Locked: a rating being saved on it now waits, then fails on the missing criterion.
  await lockCriterion(scope, id);
  const criterion = await getCriterion(scope, id);
  const [used] = await scope.db
    .select({ id: equipmentRatings.id })
    .from(equipmentRatings)
    .where(and(ofTenant(equipmentRatings, scope), eq(equipmentRatings.criteriaId, id)))
    .limit(1);
  if (used) throw new AppError("CRITERION_IN_USE");
  await scope.db
    .delete(ratingCriteria)
    .where(and(ofTenant(ratingCriteria, scope), eq(ratingCriteria.id, id)));
  await recordAudit(scope, {
    action: "criterion.deleted",
    tableName: "rating_criteria",
    recordId: id,
    description: `Critère de cotation ${criterion.name} supprimé`,
    oldValues: criterionValue(criterion),
  });
}
