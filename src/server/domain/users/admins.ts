import { and, count, eq, ne, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { conflict } from "../../errors";

export const LAST_ADMIN_MESSAGE = "L'entreprise doit garder au moins un administrateur actif.";

/** Refuses a change that would leave the company without an active administrator. */
export async function assertAnotherActiveAdmin(db: Database, tenant: Tenant, userId: string): Promise<void> {
  const [other] = await db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        ofTenant(users, tenant),
        ne(users.id, userId),
        eq(users.status, "active"),
        sql`'admin' = any(${users.roles})`,
      ),
    );
  if ((other?.n ?? 0) === 0) throw conflict(LAST_ADMIN_MESSAGE);
}
