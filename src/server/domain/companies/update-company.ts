import { eq } from "drizzle-orm";
import type { CompanyUpdateInput } from "../../../shared/api/companies";
import type { Database } from "../../db/client";
import { companies } from "../../db/schema";
import type { Tenant } from "../../db/tenant";
import { type Actor, recordAudit } from "../audit/record-audit";
import { getCompany } from "./get-company";

export async function updateCompany({
  db,
  tenant,
  actor,
  input,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  input: { [K in keyof CompanyUpdateInput]-?: Exclude<CompanyUpdateInput[K], undefined> };
}) {
  await db
    .update(companies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(companies.id, tenant.companyId));
  await recordAudit(db, tenant, actor, {
    action: "company.updated",
    tableName: "companies",
    recordId: tenant.companyId,
    description: `Informations de l'entreprise ${input.name} modifiées`,
  });
  return getCompany({ db, companyId: tenant.companyId });
}
