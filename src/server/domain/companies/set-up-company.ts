import { eq, sql } from "drizzle-orm";
import { z } from "zod";
import type { Company, CompanySetupInput } from "../../../shared/api/companies";
import type { Database } from "../../db/client";
import { rowId, sqlRows } from "../../db/rows";
import { companies, ratingCriteria, ratingScales, settings, users } from "../../db/schema";
import { type Actor, enterTenant } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { companyValue, toCompany } from "../tenancy/company-view";
import { DEFAULT_CRITERIA, DEFAULT_SCORES, GLOBAL_PARAMETER_SETTINGS } from "./default-criteria";

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
}): Promise<Company> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, actor.userId)).for("update");
    if (!user || user.companyId !== null) throw new AppError("COMPANY_ALREADY_SET_UP");
    // The company's id first, set for the transaction before its row is written: where the owner
    // is subject to the policies (not a superuser, FORCE ROW LEVEL SECURITY), they accept the row.
    const [reserved] = await sqlRows(
      tx,
      z.object({ id: rowId }),
      sql`select nextval(pg_get_serial_sequence('companies', 'id')) as id`,
    );
    const companyId = reserved!.id;
    const scope = await enterTenant(tx, companyId, actor);
    const [company] = await tx
      .insert(companies)
      .overridingSystemValue()
      .values({
        id: companyId,
        name: input.name,
        address: input.address,
        phone: input.phone,
        email: input.email,
        description: input.description,
      })
      .returning();
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
    await recordAudit(scope, {
      action: "company.created",
      tableName: "companies",
      recordId: companyId,
      description: `Entreprise ${input.name} configurée, avec ${DEFAULT_CRITERIA.length} critères de cotation par défaut`,
      newValues: {
        ...companyValue(company!),
        administrator: { userId: user.id, email: user.email },
        criteria: DEFAULT_CRITERIA.map((c) => ({ name: c.name, profile: c.profile, weight: c.weight })),
        settings: Object.fromEntries(GLOBAL_PARAMETER_SETTINGS.map((s) => [s.key, s.value])),
      },
    });
    return toCompany(company!);
  });
}
