import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Criterion } from "../../../shared/api/criteria";
import { DETAIL_MESSAGES } from "../../../shared/messages";
import { seesCriterion } from "../../../shared/roles";
import type { Database } from "../../db/client";
import { ratingCriteria, ratingScales } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { notFound } from "../../errors";

type CriterionRow = typeof ratingCriteria.$inferSelect;
type ScaleRow = typeof ratingScales.$inferSelect;

export function toCriterion(criterion: CriterionRow, scales: readonly ScaleRow[]): Criterion {
  return {
    id: criterion.id,
    name: criterion.name,
    description: criterion.description,
    weight: criterion.weight,
    profile: criterion.profile,
    createdAt: criterion.createdAt.toISOString(),
    updatedAt: criterion.updatedAt.toISOString(),
    scales: scales.map((s) => ({ id: s.id, grade: s.grade, score: s.score, description: s.description })),
  };
}

/**
 * The company's criteria that `where` keeps, in creation order, each with its five grades read in one
 * more query (for staff and for share-link visitors alike).
 */
export async function criteriaWithScales(
  scope: { readonly db: Database; readonly companyId: number },
  where?: SQL,
): Promise<{ criterion: CriterionRow; scales: ScaleRow[] }[]> {
  const { db } = scope;
  const criteria = await db
    .select()
    .from(ratingCriteria)
    .where(and(ofTenant(ratingCriteria, scope), where))
    .orderBy(asc(ratingCriteria.id));
  if (criteria.length === 0) return [];
  const scales = await db
    .select()
    .from(ratingScales)
    .where(
      and(
        ofTenant(ratingScales, scope),
        inArray(
          ratingScales.criteriaId,
          criteria.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(ratingScales.grade));
  return criteria.map((criterion) => ({
    criterion,
    scales: scales.filter((s) => s.criteriaId === criterion.id),
  }));
}

/**
 * The company's criteria with their five grades; `forActor`: only those the acting user rates
 * (spec §6).
 */
export async function listCriteria(
  scope: TenantScope,
  { forActor = false, ids }: { forActor?: boolean; ids?: number[] } = {},
): Promise<Criterion[]> {
  const all = await criteriaWithScales(scope, ids ? inArray(ratingCriteria.id, ids) : undefined);
  return all
    .filter(({ criterion }) => !forActor || seesCriterion(scope.actor.roles, criterion.profile))
    .map(({ criterion, scales }) => toCriterion(criterion, scales));
}

export async function getCriterion(scope: TenantScope, id: number): Promise<Criterion> {
  const [criterion] = await listCriteria(scope, { ids: [id] });
  if (!criterion) throw notFound(DETAIL_MESSAGES.criterionNotFound);
  return criterion;
}

/** The criterion's row, locked until the transaction ends, or 404. */
export async function lockCriterion(scope: TenantScope, id: number): Promise<void> {
  const [row] = await scope.db
    .select({ id: ratingCriteria.id })
    .from(ratingCriteria)
    .where(and(ofTenant(ratingCriteria, scope), eq(ratingCriteria.id, id)))
    .for("update");
  if (!row) throw notFound(DETAIL_MESSAGES.criterionNotFound);
}
