import { eq } from "drizzle-orm";
import type { Company, CompanyUpdateInput } from "../../../shared/api/companies";
import { companies } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { getCompany } from "./company-view";

export async function updateCompany(
  scope: TenantScope,
  { input }: { input: { [K in keyof CompanyUpdateInput]-?: Exclude<CompanyUpdateInput[K], undefined> } },
): Promise<Company> {
  const before = await getCompany(scope);
  await scope.db
    .update(companies)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(companies.id, scope.companyId));
  await recordAudit(scope, {
    action: "company.updated",
    tableName: "companies",
    recordId: scope.companyId,
    description: `Informations de l'entreprise ${input.name} modifiées`,
    details: {
      before: {
        name: before.name,
        address: before.address,
        phone: before.phone,
        email: before.email,
        website: before.website,
        description: before.description,
      },
      after: input,
    },
  });
  return getCompany(scope);
}
