import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_TIME_ZONE, zoneFormat } from "../../../shared/clock";
import type { Database } from "../../db/client";
import { sqlRows } from "../../db/rows";
import { securityEvents } from "../../db/schema";
import type { RequestOrigin } from "./account-events";

/**
 * The security log (issue 23, decision 023): failed sign-ins that belong to no company's trail, on
 * an address that no account uses (or used: a deleted account leaves no row) or on a deactivated
 * account. Global, written once (migration 0016), and without the e-mail in clear: its SHA-256.
 */
export const SECURITY_EVENT_KINDS = ["sign_in_unknown_account", "sign_in_deleted_account"] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

export const SECURITY_EVENT_LABELS: Record<SecurityEventKind, string> = {
  sign_in_unknown_account: "connexion sur un compte inconnu",
  sign_in_deleted_account: "connexion sur un compte désactivé",
};

/** The SHA-256 (hex) of the e-mail as typed, trimmed and lower-cased: the same address, the same hash. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.trim().toLowerCase(), "utf8").digest("hex");
}

/** The kind of a failed sign-in on this account, or null when it belongs to a company's trail. */
export function securityKindOf(user: { status: string } | null | undefined): SecurityEventKind | null {
  if (!user) return "sign_in_unknown_account";
  return user.status === "active" ? null : "sign_in_deleted_account";
}

/** One event, in the caller's transaction (or on its own). */
export async function recordSecurityEvent(
  db: Database,
  { kind, email, origin }: { kind: SecurityEventKind; email: string; origin: RequestOrigin },
): Promise<void> {
  await db.insert(securityEvents).values({
    kind,
    emailHash: emailHash(email),
    ipAddress: origin.ipAddress?.slice(0, 45) ?? null,
    userAgent: origin.userAgent?.slice(0, 500) ?? null,
  });
}

export interface SecurityLogSummary {
  /** The first day counted (Paris), included; the last one, included. */
  since: string;
  until: string;
  /** The e-mail looked for, if any (its hash only is compared). */
  email?: string;
  total: number;
  byDay: { day: string; unknown: number; deleted: number; total: number }[];
  byAddress: { ipAddress: string | null; total: number; accounts: number; lastAt: Date }[];
  latest: {
    at: Date;
    kind: SecurityEventKind;
    emailHash: string;
    ipAddress: string | null;
    userAgent: string | null;
  }[];
}

const dayRow = z.object({
  day: z.string(),
  unknown: z.coerce.number(),
  deleted: z.coerce.number(),
  total: z.coerce.number(),
});
const addressRow = z.object({
  ip_address: z.string().nullable(),
  total: z.coerce.number(),
  accounts: z.coerce.number(),
  last_at: z.coerce.date(),
});
const eventRow = z.object({
  at: z.coerce.date(),
  kind: z.enum(SECURITY_EVENT_KINDS),
  email_hash: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
});

/**
 * The log over a period of days of Paris (`since` and `until` included): the events per day and per
 * address (most first, `addresses` at most), and the `latest` events; those of one e-mail only
 * when `email` is given (looked for by its hash).
 */
export async function summarizeSecurityLog(
  db: Database,
  {
    since,
    until,
    email,
    addresses = 20,
    latest = 20,
  }: { since: string; until: string; email?: string; addresses?: number; latest?: number },
): Promise<SecurityLogSummary> {
  // Security events belong to no company: their days are those of the default zone (decision 026).
  const zone = DEFAULT_TIME_ZONE;
  const period = sql`created_at >= (${since}::date)::timestamp at time zone ${zone}
                 and created_at < (${until}::date + 1)::timestamp at time zone ${zone}
                 ${email === undefined ? sql`` : sql`and email_hash = ${emailHash(email)}`}`;
  const byDay = await sqlRows(
    db,
    dayRow,
    sql`select to_char((created_at at time zone ${zone})::date, 'YYYY-MM-DD') as day,
               count(*) filter (where kind = 'sign_in_unknown_account')::int as unknown,
               count(*) filter (where kind = 'sign_in_deleted_account')::int as deleted,
               count(*)::int as total
          from security_events where ${period}
         group by 1 order by 1`,
  );
  const byAddress = await sqlRows(
    db,
    addressRow,
    sql`select ip_address, count(*)::int as total, count(distinct email_hash)::int as accounts,
               to_json(max(created_at)) #>> '{}' as last_at
          from security_events where ${period}
         group by ip_address order by total desc, max(created_at) desc limit ${addresses}`,
  );
  const events = await sqlRows(
    db,
    eventRow,
    sql`select to_json(created_at) #>> '{}' as at, kind, email_hash, ip_address, user_agent
          from security_events where ${period}
         order by created_at desc, id desc limit ${latest}`,
  );
  return {
    since,
    until,
    ...(email !== undefined && { email }),
    total: byDay.reduce((sum, day) => sum + day.total, 0),
    byDay,
    byAddress: byAddress.map((row) => ({
      ipAddress: row.ip_address,
      total: row.total,
      accounts: row.accounts,
      lastAt: row.last_at,
    })),
    latest: events.map((row) => ({
      at: row.at,
      kind: row.kind,
      emailHash: row.email_hash,
      ipAddress: row.ip_address,
      userAgent: row.user_agent,
    })),
  };
}

const parisMoment = zoneFormat(DEFAULT_TIME_ZONE, { dateStyle: "short", timeStyle: "medium" });
const frenchDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;

/** The summary as `npm run security:log` prints it, in French. */
export function securityLogText(summary: SecurityLogSummary): string {
  const lines = [
    `Journal de sécurité : connexions échouées sur des comptes inconnus ou désactivés, du ${frenchDay(summary.since)} au ${frenchDay(summary.until)} (heure de Paris)`,
    ...(summary.email === undefined
      ? []
      : [`Adresse recherchée : ${summary.email} (SHA-256 ${emailHash(summary.email)})`]),
    "",
  ];
  if (summary.total === 0) {
    lines.push("Aucun événement sur la période.");
    return `${lines.join("\n")}\n`;
  }
  lines.push(`${plural(summary.total, "événement")} au total.`, "", "Par jour :");
  for (const day of summary.byDay)
    lines.push(
      `  ${frenchDay(day.day)} : ${day.total} (compte inconnu : ${day.unknown}, compte désactivé : ${day.deleted})`,
    );
  lines.push("", "Par adresse IP (les plus actives d'abord) :");
  for (const address of summary.byAddress)
    lines.push(
      `  ${address.ipAddress ?? "adresse inconnue"} : ${plural(address.total, "tentative")} visant ${address.accounts > 1 ? `${address.accounts} adresses e-mail différentes` : "une adresse e-mail"}, la dernière le ${parisMoment.format(address.lastAt)}`,
    );
  lines.push("", "Derniers événements :");
  for (const event of summary.latest)
    lines.push(
      `  ${parisMoment.format(event.at)}  ${SECURITY_EVENT_LABELS[event.kind]}  depuis ${event.ipAddress ?? "adresse inconnue"}  e-mail (SHA-256) ${event.emailHash.slice(0, 16)}…${event.userAgent ? `  navigateur : ${event.userAgent}` : ""}`,
    );
  lines.push(
    "",
    "Les adresses e-mail ne sont pas conservées en clair : pour savoir si une adresse donnée a été visée, comparez son empreinte SHA-256 (en minuscules, sans espaces autour).",
  );
  return `${lines.join("\n")}\n`;
}
