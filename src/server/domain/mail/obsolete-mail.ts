import { type SQL, sql } from "drizzle-orm";
import type { MailDropReason } from "../../../shared/api/reports";
import { idList } from "../../db/arrays";
import type { Database } from "../../db/client";

/**
 * Drops the waiting messages that no longer apply (decision 019), with the reason, so that none is
 * sent late and every screen says what became of it:
 * - past its expiry (seven days at most, fifteen minutes for a sign-in link);
 * - its sign-in or invitation link used, or revoked (the account activated or deactivated, a newer
 *   link issued);
 * - its account deactivated;
 * - its campaign closed;
 * - its public link regenerated or revoked.
 * Runs before every delivery (as the tables' owner, every company) and before a company's screens
 * list its messages (as the company, under its policies). `companyId` limits it to one company,
 * `ids` to some messages.
 */
export async function dropObsoleteMail(
  db: Database,
  { companyId, ids }: { companyId?: number; ids?: readonly number[] } = {},
): Promise<void> {
  const scope = sql.join(
    [
      sql`m.status = 'stored'`,
      companyId === undefined ? undefined : sql`m.company_id = ${companyId}`,
      ids === undefined ? undefined : sql`m.id = any(${idList(ids)}::int[])`,
    ].filter((part): part is SQL => part !== undefined),
    sql` and `,
  );
  const drop = (reason: MailDropReason | SQL) =>
    sql`update email_outbox m set status = 'dropped', dropped_reason = ${reason}, dropped_at = now()`;

  await db.execute(sql`${drop("expired")} where ${scope} and m.expires_at <= now()`);
  await db.execute(sql`
    ${drop(sql`case when t.used_at is not null then 'link_used'
                    when t.revoked_reason = 'activated' then 'account_active'
                    when t.revoked_reason = 'deactivated' then 'account_inactive'
                    when t.revoked_reason = 'superseded' then 'link_regenerated'
                    else 'expired' end`)}
      from login_tokens t
     where ${scope} and t.token_hash = m.token_hash
       and (t.used_at is not null or t.revoked_at is not null or t.expires_at <= now())`);
  await db.execute(sql`
    ${drop("account_inactive")}
      from users u
     where ${scope} and u.id = m.user_id and u.status <> 'active'`);
  await db.execute(sql`
    ${drop("campaign_closed")}
      from campaigns c
     where ${scope} and c.company_id = m.company_id and c.id = m.campaign_id and c.status = 'closed'`);
  await db.execute(sql`
    ${drop("link_regenerated")}
     where ${scope} and m.share_token is not null
       and not exists (select 1 from campaigns c
                        where c.share_token = m.share_token or c.rating_token = m.share_token)
       and not exists (select 1 from share_links l
                        where l.token = m.share_token and l.revoked_at is null)`);
}
