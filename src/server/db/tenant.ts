import { type Column, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "./client";

/** Who is acting, and from where: every audited change names them. */
export interface Actor {
  userId: string;
  roles: readonly string[];
  name: string;
  ipAddress: string | null;
  userAgent: string | null;
}

declare const tenantScope: unique symbol;

/**
 * What every domain operation on a company's data receives: the request's transaction, in which
 * row-level security shows that company's rows only, the company, and who is acting. Only
 * `withTenant` and `enterTenant` make one (the type is branded), so no domain function can run
 * outside its company's transaction by mistake.
 */
export interface TenantScope {
  /** The transaction, with `app.company_id` set for it. */
  readonly db: Database;
  readonly companyId: number;
  readonly actor: Actor;
  readonly [tenantScope]: true;
}

/** The role tenant work runs as: it owns no table and row-level security applies to it. */
export const TENANT_ROLE = "calibra_app";

/**
 * Runs `work` in one transaction as the tenant role, with the company (and user) of the request set
 * for that transaction only. Row-level security then hides every other company's rows, even from
 * a query that forgot its filter.
 */
export function withTenant<T>(
  db: Database,
  who: { companyId: number; actor: Actor },
  work: (scope: TenantScope) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await setTransactionScope(tx, who.companyId, who.actor.userId, TENANT_ROLE);
    return work(scopeOf(tx, who.companyId, who.actor));
  });
}

/**
 * Sets the company (and user) for the rest of a transaction that runs as the owner (company setup,
 * before the user has a company): the policies accept its rows even where the owner is subject to
 * them (FORCE ROW LEVEL SECURITY on a server where the owner is not a superuser).
 */
export async function enterTenant(tx: Database, companyId: number, actor: Actor): Promise<TenantScope> {
  await setTransactionScope(tx, companyId, actor.userId, null);
  return scopeOf(tx, companyId, actor);
}

function scopeOf(tx: Database, companyId: number, actor: Actor): TenantScope {
  // The one place a scope is made: its brand exists only in the type.
  return { db: tx, companyId, actor } as TenantScope;
}

/** One round trip: the tenant settings, and the role to switch to when there is one. */
async function setTransactionScope(
  tx: Database,
  companyId: number,
  userId: string,
  role: string | null,
): Promise<void> {
  const company = String(companyId);
  await tx.execute(
    role
      ? sql`select set_config('role', ${role}, true), set_config('app.company_id', ${company}, true),
                   set_config('app.user_id', ${userId}, true)`
      : sql`select set_config('app.company_id', ${company}, true), set_config('app.user_id', ${userId}, true)`,
  );
}

/** The one filter every tenant query carries: `company_id = <the request's company>`. */
export function ofTenant(table: { companyId: Column }, scope: { companyId: number }): SQL {
  return eq(table.companyId, scope.companyId);
}
