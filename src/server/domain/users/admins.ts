import { and, count, eq, ne, sql } from "drizzle-orm";
import { users } from "../../db/schema";
import { ofTenant, type TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";

/** Refuses a change that would leave the company without an active administrator. */
export async function assertAnotherActiveAdmin(scope: TenantScope, userId: string): Promise<void> {
  const [other] = await scope.db
    .select({ n: count() })
    .from(users)
    .where(
      and(
        ofTenant(users, scope),
        ne(users.id, userId),
        eq(users.status, "active"),
        sql`'admin' = any(${users.roles})`,
      ),
    );
  if ((other?.n ?? 0) === 0) throw new AppError("LAST_ADMIN");
}
