import { count } from "drizzle-orm";
import type { CompanyStatistics } from "../../../shared/api/companies";
import type { Database } from "../../db/client";
import { campaigns, equipment, reports, users } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";

/** The company screen's figures: users, campaigns, campaign equipment and reports. */
export async function companyStatistics({
  db,
  tenant,
}: {
  db: Database;
  tenant: Tenant;
}): Promise<CompanyStatistics> {
  const total = async (table: typeof users | typeof campaigns | typeof equipment | typeof reports) => {
    const [row] = await db.select({ n: count() }).from(table).where(ofTenant(table, tenant));
    return row?.n ?? 0;
  };
  const [u, c, e, r] = await Promise.all([total(users), total(campaigns), total(equipment), total(reports)]);
  return { users: u, campaigns: c, equipment: e, reports: r };
}
