import { count } from "drizzle-orm";
import type { CompanyStatistics } from "../../../shared/api/companies";
import { campaigns, equipment, reports, users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";

/** The company screen's figures: users, campaigns, campaign equipment and reports. */
export async function companyStatistics(scope: TenantScope): Promise<CompanyStatistics> {
  const total = async (table: typeof users | typeof campaigns | typeof equipment | typeof reports) => {
    const [row] = await scope.db.select({ n: count() }).from(table).where(ofTenant(table, scope));
    return row?.n ?? 0;
  };
  // One after the other: the transaction is one connection.
  return {
    users: await total(users),
    campaigns: await total(campaigns),
    equipment: await total(equipment),
    reports: await total(reports),
  };
}
