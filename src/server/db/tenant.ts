import { type Column, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";

/** Whose data a piece of work touches: the company comes from the session, never from the client. */
export interface Tenant {
  companyId: number;
  userId: string;
}

/** The role tenant work runs as: it owns no table and row-level security applies to it. */
export const TENANT_ROLE = "calibra_app";

/**
 * Runs `work` in one transaction as the tenant role, with the company (and user) of the request set
 * for that transaction only. Row-level security then hides every other company's rows, even from
 * a query that forgot its filter.
 */
export function withTenant<T>(db: Database, tenant: Tenant, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await setTransactionScope(tx, tenant, TENANT_ROLE);
    return work(tx);
  });
}

/**
 * Sets the company (and user) for the rest of the current transaction. Work that must run as the
 * owner (company setup) calls it too, so that the policies accept its rows even where the owner is
 * subject to them (FORCE ROW LEVEL SECURITY on a server where the owner is not a superuser).
 */
export function enterTenant(tx: Database, tenant: Tenant): Promise<void> {
  return setTransactionScope(tx, tenant, null);
}

/** One round trip: the tenant settings, and the role to switch to when there is one. */
async function setTransactionScope(tx: Database, tenant: Tenant, role: string | null): Promise<void> {
  const company = String(tenant.companyId);
  await tx.execute(
    role
      ? sql`select set_config('role', ${role}, true), set_config('app.company_id', ${company}, true),
                   set_config('app.user_id', ${tenant.userId}, true)`
      : sql`select set_config('app.company_id', ${company}, true), set_config('app.user_id', ${tenant.userId}, true)`,
  );
}

/** The one filter every tenant query carries: `company_id = <the request's company>`. */
export function ofTenant(table: { companyId: Column }, tenant: Tenant): SQL {
  return eq(table.companyId, tenant.companyId);
}
