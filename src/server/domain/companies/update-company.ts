import { eq } from "drizzle-orm";
import type { Company, CompanyUpdateInput } from "../../../shared/api/companies";
import { companies } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { companyValue, getCompany } from "./company-view";

export async function updateCompany(
  scope: TenantScope,
  { input }: { input: { [K in keyof CompanyUpdateInput]-?: Exclude<CompanyUpdateInput[K], undefined> } },
): Promise<Company> {
  const before = await getCompany(scope);
  await scope.db
    .update(companies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(companies.id, scope.companyId));
  const after = await getCompany(scope);
  await recordAudit(scope, {
    action: "company.updated",
    tableName: "companies",
    recordId: scope.companyId,
    description: `Informations de l'entreprise ${input.name} modifiées`,
    oldValues: companyValue(before),
    newValues: companyValue(after),
  });
  return after;
}
