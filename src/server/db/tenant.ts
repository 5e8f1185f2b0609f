import { type Column, eq, type SQL, sql } from "drizzle-orm";
import pg from "pg";
import { z } from "zod";
import { AppError } from "../errors";
import type { Actor } from "./actor";
import type { Database } from "./client";
import { isPostgresPool, postgresTransaction } from "./postgres-transaction";
import { rowId, sqlRows } from "./rows";
import { companies } from "./schema";

export type { Actor } from "./actor";

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
  const settings = scopeSettings(who.companyId, who.actor.userId, TENANT_ROLE);
  const scoped = (tx: Database) => work(scopeOf(tx, who.companyId, who.actor));
  if (isPostgresPool(db)) return postgresTransaction(db, settingsStatement(settings), scoped);
  return db.transaction(async (tx) => {
    await setForTransaction(tx, settings);
    return scoped(tx);
  });
}

/**
 * Work of one company cut into several short transactions (decision 017): a calculation, a report,
 * an import. Each `transaction` is one `withTenant`; before each, the work lets everything that is
 * waiting run first, so that on the embedded database (one connection, transactions in turn) other
 * requests pass between its slices instead of waiting for the whole.
 */
export interface TenantSession {
  readonly companyId: number;
  readonly actor: Actor;
  /** Its transactions that may usefully run at once: 2 on a PostgreSQL pool, 1 on the embedded one. */
  readonly concurrency: 1 | 2;
  transaction<T>(work: (scope: TenantScope) => Promise<T>): Promise<T>;
}

export function tenantSession(db: Database, who: { companyId: number; actor: Actor }): TenantSession {
  return {
    companyId: who.companyId,
    actor: who.actor,
    concurrency: isPostgresPool(db) ? 2 : 1,
    async transaction(work) {
      await yieldToWaiting();
      return withTenant(db, who, work);
    },
  };
}

/** Lets the requests that arrived meanwhile reach the database first (their I/O is handled before). */
export function yieldToWaiting(): Promise<void> {
  return new Promise((done) => setImmediate(done));
}

/**
 * Sets the company (and user) for the rest of a transaction that runs as the owner (company setup,
 * before the user has a company): the policies accept its rows even where the owner is subject to
 * them (FORCE ROW LEVEL SECURITY on a server where the owner is not a superuser).
 */
export async function enterTenant(tx: Database, companyId: number, actor: Actor): Promise<TenantScope> {
  await setForTransaction(tx, scopeSettings(companyId, actor.userId, null));
  return scopeOf(tx, companyId, actor);
}

function scopeOf(tx: Database, companyId: number, actor: Actor): TenantScope {
  // The one place a scope is made: its brand exists only in the type.
  return { db: tx, companyId, actor } as TenantScope;
}

/** The tenant settings, and the role to switch to when there is one. */
function scopeSettings(companyId: number, userId: string, role: string | null): Record<string, string> {
  return { ...(role && { role }), "app.company_id": String(companyId), "app.user_id": userId };
}

/** Sets who a transaction works for, values quoted; on PostgreSQL sent with BEGIN (decision 030). */
function settingsStatement(settings: Readonly<Record<string, string>>): string {
  const calls = Object.entries(settings).map(
    ([name, value]) => `set_config(${pg.escapeLiteral(name)}, ${pg.escapeLiteral(value)}, true)`,
  );
  return `select ${calls.join(", ")}`;
}

function setForTransaction(tx: Database, settings: Readonly<Record<string, string>>) {
  return tx.execute(sql.raw(settingsStatement(settings)));
}

/**
 * Sets the company for the rest of an owner's transaction that is not a request's (a sign-in's audit
 * row, a profile change, the trail's verification): its policies then show and accept its rows.
 */
export async function enterCompany(tx: Database, companyId: number): Promise<void> {
  await setForTransaction(tx, { "app.company_id": String(companyId) });
}

/**
 * The operator's views across companies, each allowed by a policy of its own: the scheduled jobs
 * list every company (policy reminder_scheduler); `npm run report:verify` reads the reports with a
 * given hash (migration 0016). One transaction, as the owner.
 */
export function withOperatorView<T>(
  db: Database,
  view: "all_companies" | "report_verification",
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await setForTransaction(tx, { [`app.${view}`]: "on" });
    return work(tx);
  });
}

/** Every company's id, for the scheduled jobs that visit each in turn. */
export function everyCompany(db: Database): Promise<number[]> {
  return withOperatorView(db, "all_companies", async (tx) =>
    (await tx.select({ id: companies.id }).from(companies).orderBy(companies.id)).map((c) => c.id),
  );
}

/** What the holder of a calendar feed's address reads: the feed's company, no account. */
export interface FeedScope {
  readonly db: Database;
  readonly companyId: number;
}

/**
 * Runs the work of a calendar feed's address in one transaction as the tenant role: with
 * `app.calendar_token` set, the policy of migration 0009 shows the one feed holding that token; its
 * company is then set for the rest of the transaction, and row-level security shows that company's
 * rows only. An unknown or regenerated token answers 404 (`CALENDAR_FEED_INVALID`).
 */
export function withCalendarFeed<T>(
  db: Database,
  token: string,
  work: (scope: FeedScope) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await setForTransaction(tx, { role: TENANT_ROLE, "app.calendar_token": token });
    const [feed] = await sqlRows(
      tx,
      z.object({ company_id: rowId }),
      sql`select company_id from calendar_feeds where token = ${token} limit 1`,
    );
    if (!feed) throw new AppError("CALENDAR_FEED_INVALID");
    await enterCompany(tx, feed.company_id);
    return work({ db: tx, companyId: feed.company_id });
  });
}

/** Where a share link leads: its campaign, and for a personal link the technician it names. */
export interface ShareLink {
  campaignId: number;
  campaignStatus: string;
  /** measurement: /measurement/{shareToken}; rating: /campaign/{token}. */
  purpose: "measurement" | "rating";
  /** campaign: the campaign's own link; personal: a technician's link from an e-mail. */
  linkKind: "campaign" | "personal";
  shareLinkId: number | null;
  /** The technician of a personal link: his ratings are his. */
  user: { id: string; name: string; email: string } | null;
}

/** Whoever holds a share link: no account, known by what they type, their address and browser. */
export interface Visitor {
  ipAddress: string | null;
  userAgent: string | null;
  /** The rater key their browser sent (public-links/rater-keys.ts), if any. */
  raterKey?: string | null;
}

declare const publicScope: unique symbol;

/**
 * What every domain operation of a share link's visitor receives: the transaction, in which
 * row-level security shows the link's company only, and the link itself. Only `withShareLink`
 * makes one, after the token has led to a campaign that is not closed.
 */
export interface PublicScope {
  readonly db: Database;
  readonly companyId: number;
  readonly link: ShareLink;
  /** Who the audit names: the personal link's technician when there is one, else nobody's account. */
  readonly actor: { userId: string | null; ipAddress: string | null; userAgent: string | null };
  /** The rater key the visitor's browser sent with the request, if any. */
  readonly raterKey: string | null;
  readonly [publicScope]: true;
}

const foundLink = z.object({
  company_id: rowId,
  campaign_id: rowId,
  status: z.string().nullable(),
  share_link_id: rowId.nullable(),
  user_id: z.string().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
});
const personalLink = z.object({ status: z.string(), active: z.boolean() });

/**
 * Runs a share link's work in one transaction as the tenant role. The token is the only key: with
 * `app.share_token` set, the policies of migration 0006 let the transaction read the one campaign
 * (or personal link) holding it, and nothing else; the link's company is then set for the rest of
 * the transaction. An unknown token, a regenerated one, a personal link of a deactivated user and
 * a closed campaign all answer the same 404 (`SHARE_LINK_INVALID`).
 */
export function withShareLink<T>(
  db: Database,
  options: { token: string; purpose: ShareLink["purpose"]; visitor: Visitor },
  work: (scope: PublicScope) => Promise<T>,
): Promise<T> {
  const { token, purpose, visitor } = options;
  return db.transaction(async (tx) => {
    await setForTransaction(tx, { role: TENANT_ROLE, "app.share_token": token });
    const column = purpose === "measurement" ? sql`share_token` : sql`rating_token`;
    const [row] = await sqlRows(
      tx,
      foundLink,
      sql`
      select c.company_id, c.id as campaign_id, c.status, null::int as share_link_id, null as user_id,
             null as user_name, null as user_email
        from campaigns c where c.${column} = ${token}
      union all
      select l.company_id, l.campaign_id, null, l.id as share_link_id, l.user_id, l.recipient_name, l.recipient_email
        from share_links l
       where ${purpose === "rating"} and l.token = ${token} and l.revoked_at is null
      limit 1`,
    );
    if (!row) throw new AppError("SHARE_LINK_INVALID");
    await enterCompany(tx, row.company_id);
    let status = row.status;
    let user: ShareLink["user"] = null;
    if (row.share_link_id !== null) {
      // A personal link: its campaign, and its technician while he is an active member.
      const [detail] = await sqlRows(
        tx,
        personalLink,
        sql`
        select c.status, coalesce(u.status = 'active', false) as active
          from campaigns c left join users u on u.company_id = c.company_id and u.id = ${row.user_id}
         where c.company_id = ${row.company_id} and c.id = ${row.campaign_id}`,
      );
      if (!detail?.active || row.user_id === null) throw new AppError("SHARE_LINK_INVALID");
      status = detail.status;
      user = { id: row.user_id, name: row.user_name ?? row.user_email ?? "", email: row.user_email ?? "" };
    }
    if (status === null || status === "closed") throw new AppError("SHARE_LINK_INVALID");
    const link: ShareLink = {
      campaignId: row.campaign_id,
      campaignStatus: status,
      purpose,
      linkKind: row.share_link_id === null ? "campaign" : "personal",
      shareLinkId: row.share_link_id,
      user,
    };
    return work(publicScopeOf(tx, row.company_id, link, visitor));
  });
}

function publicScopeOf(tx: Database, companyId: number, link: ShareLink, visitor: Visitor): PublicScope {
  // The one place a public scope is made.
  const actor = { userId: link.user?.id ?? null, ipAddress: visitor.ipAddress, userAgent: visitor.userAgent };
  return { db: tx, companyId, link, actor, raterKey: visitor.raterKey ?? null } as PublicScope;
}

/** The one filter every tenant query carries: `company_id = <the request's company>`. */
export function ofTenant(table: { companyId: Column }, scope: { readonly companyId: number }): SQL {
  return eq(table.companyId, scope.companyId);
}

/** The company of the tenant transaction, inside a query: the setting `enterTenant` made. */
export function transactionCompanySql(): SQL {
  return sql`nullif(current_setting('app.company_id', true), '')::int`;
}
