import { eq } from "drizzle-orm";
import type { CompanySetupInput } from "../../../shared/api/companies";
import type { Database } from "../../db/client";
import { companies, ratingCriteria, ratingScales, settings, users } from "../../db/schema";
import { enterTenant } from "../../db/tenant";
import { conflict } from "../../errors";
import { type Actor, recordAudit } from "../audit/record-audit";
import { DEFAULT_CRITERIA, DEFAULT_SCORES, GLOBAL_PARAMETER_SETTINGS } from "./default-criteria";

export const ALREADY_SET_UP_MESSAGE = "Votre entreprise est déjà configurée.";

/**
 * Company setup (spec §2, §4): the company, its creator as administrator, the default criteria and
 * global parameters, in one transaction. Runs before the user has a company, so as the owner.
 */
export async function setUpCompany({
  db,
  actor,
  input,
}: {
  db: Database;
  actor: Actor;
  input: { [K in keyof CompanySetupInput]-?: Exclude<CompanySetupInput[K], undefined> };
}) {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, actor.userId)).for("update");
    if (!user || user.companyId !== null) throw conflict(ALREADY_SET_UP_MESSAGE);
    const [company] = await tx
      .insert(companies)
      .values({
        name: input.name,
        address: input.address,
        phone: input.phone,
        email: input.email,
        description: input.description,
      })
      .returning();
    const companyId = company!.id;
    await enterTenant(tx, { companyId, userId: user.id });
    await tx
      .update(users)
      .set({ companyId, roles: [...new Set([...user.roles, "admin"])], updatedAt: new Date() })
      .where(eq(users.id, user.id));
    for (const criterion of DEFAULT_CRITERIA) {
      const [row] = await tx
        .insert(ratingCriteria)
        .values({
          companyId,
          name: criterion.name,
          description: criterion.description,
          profile: criterion.profile,
          weight: criterion.weight,
        })
        .returning({ id: ratingCriteria.id });
      await tx.insert(ratingScales).values(
        criterion.scale.map((description, i) => ({
          companyId,
          criteriaId: row!.id,
          grade: i + 1,
          score: DEFAULT_SCORES[i]!,
          description,
        })),
      );
    }
    await tx.insert(settings).values(GLOBAL_PARAMETER_SETTINGS.map((s) => ({ companyId, ...s })));
    await recordAudit(tx, { companyId, userId: user.id }, actor, {
      action: "company.created",
      tableName: "companies",
      recordId: companyId,
      description: `Entreprise ${input.name} configurée`,
    });
    return company!;
  });
}
