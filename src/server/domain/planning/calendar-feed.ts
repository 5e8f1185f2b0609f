import { and, asc, desc, isNotNull, sql } from "drizzle-orm";
import type { CalendarFeed } from "../../../shared/api/planning";
import { today as todayIn } from "../../../shared/clock";
import { INSTRUMENT_STATUS_LABELS, type InstrumentStatus } from "../../../shared/constants";
import { frenchDay, nextDay } from "../../../shared/months";
import { QUARANTINE_TEXTS } from "../../../shared/quarantine";
import { calendarFeeds, instruments } from "../../db/schema";
import { type FeedScope, ofTenant, type TenantScope } from "../../db/tenant";
import { recordAudit } from "../audit/record-audit";
import { instrumentColumns, warningDaysOf } from "../instruments/instrument-view";
import { newShareToken } from "../public-links/share-links";
import { companyNameAndZone } from "../tenancy/company-view";
import { type Component, dateTimeValue, dateValue, escapeText, writeCalendar } from "./icalendar";

/** How an instrument stands against its due date, as the feed's descriptions say it. */
export const DUE_STATUS_LABELS: Record<InstrumentStatus, string> = {
  quarantined: INSTRUMENT_STATUS_LABELS.quarantined,
  overdue: "En retard",
  due_soon: "À étalonner bientôt",
  ok: "À jour",
  unknown: "Jamais étalonné",
};

/** The feed's address: the token is its only key, so the address is a secret. */
export function calendarFeedUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/planning/feed/${token}.ics`;
}

/** The company's feed (GET /api/planning/feed): its address, or nulls until one is made. */
export async function readCalendarFeed(
  scope: TenantScope,
  { publicUrl }: { publicUrl: string },
): Promise<CalendarFeed> {
  const [feed] = await scope.db
    .select({ token: calendarFeeds.token, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(ofTenant(calendarFeeds, scope))
    .orderBy(desc(calendarFeeds.createdAt), desc(calendarFeeds.id))
    .limit(1);
  return feed
    ? { url: calendarFeedUrl(publicUrl, feed.token), createdAt: feed.createdAt.toISOString() }
    : { url: null, createdAt: null };
}

/**
 * A new secret address for the feed (POST /api/planning/feed/regenerate): the old one stops working
 * at once (its row is deleted in the same transaction). Calendar applications subscribed to the old
 * address must subscribe again.
 */
export async function regenerateCalendarFeed(
  scope: TenantScope,
  { publicUrl }: { publicUrl: string },
): Promise<CalendarFeed> {
  // One regeneration at a time per company: two at once must not leave two live addresses.
  await scope.db.execute(sql`select id from companies where id = ${scope.companyId} for update`);
  const old = await scope.db
    .delete(calendarFeeds)
    .where(ofTenant(calendarFeeds, scope))
    .returning({ createdAt: calendarFeeds.createdAt });
  const [feed] = await scope.db
    .insert(calendarFeeds)
    .values({ companyId: scope.companyId, token: newShareToken(), createdBy: scope.actor.userId })
    .returning();
  await recordAudit(scope, {
    action: "calendar_feed.regenerated",
    tableName: "calendar_feeds",
    recordId: feed!.id,
    description:
      old.length > 0
        ? "Nouvelle adresse du calendrier du planning : l'ancienne ne fonctionne plus"
        : "Adresse du calendrier du planning créée",
    // Never the token: the address opens the company's planning to whoever holds it.
    oldValues: old.length > 0 ? { feed: "ancienne adresse, désormais invalide" } : null,
    newValues: { feed: "nouvelle adresse secrète", createdAt: feed!.createdAt.toISOString() },
  });
  return { url: calendarFeedUrl(publicUrl, feed!.token), createdAt: feed!.createdAt.toISOString() };
}

/**
 * The feed itself (GET /api/planning/feed/{token}.ics), for whoever holds its address, in the feed's
 * transaction (`withCalendarFeed`): row-level security shows its company's instruments only.
 */
export async function readCalendarFeedByToken(
  scope: FeedScope,
  { publicUrl, now = new Date() }: { publicUrl: string; now?: Date },
): Promise<string> {
  const { db, companyId } = scope;
  const company = await companyNameAndZone({ db, companyId });
  const today = todayIn(company.timeZone, now);
  const warningDays = await warningDaysOf(db, companyId);
  const rows = await db
    .select(instrumentColumns(today, warningDays))
    .from(instruments)
    .where(and(ofTenant(instruments, scope), isNotNull(instruments.nextDueDate)))
    .orderBy(asc(instruments.nextDueDate), asc(instruments.id));
  return writeFeed({ companyName: company.name ?? "Calibra", instruments: rows, publicUrl, now });
}

interface FeedInstrument {
  id: number;
  name: string;
  reference: string;
  type: string | null;
  location: string | null;
  currentPeriod: number;
  lastCalibrationDate: string | null;
  nextDueDate: string | null;
  status: InstrumentStatus;
  quarantined: boolean;
}

/**
 * The calendar: one all-day event per instrument on its due date, overdue ones included; one in
 * quarantine says so in its title and its description (its due date is that of its last conforming
 * or adjusted calibration).
 */
export function writeFeed(options: {
  companyName: string;
  instruments: readonly FeedInstrument[];
  publicUrl: string;
  now: Date;
}): string {
  const host = hostOf(options.publicUrl);
  const stamp = dateTimeValue(options.now);
  const calendarName = escapeText(`Calibra — ${options.companyName}`);
  const events = options.instruments
    .filter((instrument) => instrument.nextDueDate !== null)
    .map((instrument): Component => {
      const due = instrument.nextDueDate!;
      const page = `${options.publicUrl}/instruments/${instrument.id}`;
      const description = [
        `Type : ${instrument.type ?? "non renseigné"}`,
        `Emplacement : ${instrument.location ?? "non renseigné"}`,
        `Périodicité : ${instrument.currentPeriod} mois`,
        `Dernier étalonnage : ${instrument.lastCalibrationDate ? frenchDay(instrument.lastCalibrationDate) : "aucun"}`,
        `Échéance : ${frenchDay(due)}`,
        `Statut : ${DUE_STATUS_LABELS[instrument.status]}`,
        ...(instrument.status === "quarantined" ? [QUARANTINE_TEXTS.explanation] : []),
        `Fiche de l'instrument : ${page}`,
      ].join("\n");
      return {
        name: "VEVENT",
        properties: [
          // Stable for one instrument and due date: a new calibration moves the event to a new one.
          ["UID", `calibra-instrument-${instrument.id}-${dateValue(due)}@${host}`],
          ["DTSTAMP", stamp],
          ["DTSTART;VALUE=DATE", dateValue(due)],
          ["DTEND;VALUE=DATE", dateValue(nextDay(due))],
          [
            "SUMMARY",
            escapeText(
              `Étalonnage : ${instrument.name} (${instrument.reference})${instrument.status === "quarantined" ? ` — ${DUE_STATUS_LABELS.quarantined}` : ""}`,
            ),
          ],
          ["DESCRIPTION", escapeText(description)],
          ...(instrument.location ? ([["LOCATION", escapeText(instrument.location)]] as const) : []),
          ["URL", page],
          ["CATEGORIES", escapeText("Étalonnage")],
          ["STATUS", "CONFIRMED"],
          // A due date is a reminder, not a meeting: it never shows the day as busy.
          ["TRANSP", "TRANSPARENT"],
        ],
      };
    });
  return writeCalendar(
    [
      ["VERSION", "2.0"],
      ["PRODID", "-//Calibra//Planning des étalonnages//FR"],
      ["CALSCALE", "GREGORIAN"],
      ["METHOD", "PUBLISH"],
      ["X-WR-CALNAME", calendarName],
      ["NAME", calendarName],
      ["X-WR-CALDESC", escapeText(`Échéances d'étalonnage des instruments de ${options.companyName}`)],
      ["REFRESH-INTERVAL;VALUE=DURATION", "PT1H"],
      ["X-PUBLISHED-TTL", "PT1H"],
    ],
    events,
  );
}

function hostOf(publicUrl: string): string {
  try {
    return new URL(publicUrl).hostname || "calibra";
  } catch {
    return "calibra";
  }
}
