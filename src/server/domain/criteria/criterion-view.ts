import { and, asc, eq, inArray } from "drizzle-orm";
import type { Criterion } from "../../../shared/api/criteria";
import { seesCriterion } from "../../../shared/roles";
import type { Database } from "../../db/client";
import { ratingCriteria, ratingScales } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { notFound } from "../../errors";

export const CRITERION_NOT_FOUND = "Critère de cotation introuvable";

/** The company's criteria with their five grades; with `roles`, only those that user rates (spec §6). */
export async function listCriteria({
  db,
  tenant,
  roles,
  ids,
}: {
  db: Database;
  tenant: Tenant;
  roles?: readonly string[];
  ids?: number[];
}): Promise<Criterion[]> {
  const criteria = await db
    .select()
    .from(ratingCriteria)
    .where(and(ofTenant(ratingCriteria, tenant), ids ? inArray(ratingCriteria.id, ids) : undefined))
    .orderBy(asc(ratingCriteria.id));
  const visible = roles ? criteria.filter((c) => seesCriterion(roles, c.profile)) : criteria;
  if (visible.length === 0) return [];
  const scales = await db
    .select()
    .from(ratingScales)
    .where(
      and(
        ofTenant(ratingScales, tenant),
        inArray(
          ratingScales.criteriaId,
          visible.map((c) => c.id),
        ),
      ),
    )
    .orderBy(asc(ratingScales.grade));
  return visible.map((c) => ({
    id: c.id,
    name: c.name,
    description: c.description,
    weight: c.weight,
    profile: c.profile,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
    scales: scales
      .filter((s) => s.criteriaId === c.id)
      .map((s) => ({ id: s.id, grade: s.grade, score: s.score, description: s.description })),
  }));
}

export async function getCriterion(db: Database, tenant: Tenant, id: number): Promise<Criterion> {
  const [criterion] = await listCriteria({ db, tenant, ids: [id] });
  if (!criterion) throw notFound(CRITERION_NOT_FOUND);
  return criterion;
}

export async function assertCriterionExists(db: Database, tenant: Tenant, id: number): Promise<void> {
  const [row] = await db
    .select({ id: ratingCriteria.id })
    .from(ratingCriteria)
    .where(and(ofTenant(ratingCriteria, tenant), eq(ratingCriteria.id, id)))
    .for("update");
  if (!row) throw notFound(CRITERION_NOT_FOUND);
}
