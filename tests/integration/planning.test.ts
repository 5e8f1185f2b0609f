import { and, desc, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PUBLIC_RATE_LIMITS } from "../../src/server/config";
import * as schema from "../../src/server/db/schema";
import type { CalendarMonth, Planning } from "../../src/shared/api/planning";
import { DEFAULT_TIME_ZONE, today } from "../../src/shared/clock";
import { ERROR_MESSAGES, FIELD_MESSAGES } from "../../src/shared/messages";
import { addMonths, daysOf, monthOf } from "../../src/shared/months";
import { createTestApp, TEST_PUBLIC_URL, type TestApp } from "../support/app";
import { Client } from "../support/client";
import { ENGINE } from "../support/engines";
import { createTeam, ROLES_UNDER_TEST, type Team } from "../support/teams";

/** Today in the default zone, the zone of the companies these tests make (decision 026). */
const todayOf = (now?: Date) => today(DEFAULT_TIME_ZONE, now);

/** A day `count` days after `day` (before it when negative). */
function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

/** The same day of the month `count` months later, clamped to the month's end (as PostgreSQL adds months). */
function dayInMonth(month: string, day: number): string {
  const last = daysOf(month).length;
  return `${month}-${String(Math.min(day, last)).padStart(2, "0")}`;
}

/**
 * iCalendar read back by a real parser (Mozilla's ical.js, RFC 5545): a feed it refuses fails the
 * test. Each component and property is then seen as its text form (name, parameters, value as
 * written), CRLF line ends and 75-octet folding checked on the raw feed first.
 */
interface ICalProperty {
  name: string;
  params: Record<string, string>;
  value: string;
}
interface ICalComponent {
  name: string;
  properties: ICalProperty[];
  components: ICalComponent[];
}
function parseICalendar(raw: string): ICalComponent {
  expect(raw.replace(/\r\n/g, ""), "no bare CR or LF").not.toMatch(/[\r\n]/);
  expect(raw.endsWith("\r\n")).toBe(true);
  for (const line of raw.split("\r\n")) expect(Buffer.byteLength(line), line).toBeLessThanOrEqual(75);
  const toComponent = (component: ICAL.Component): ICalComponent => ({
    name: component.name.toUpperCase(),
    properties: component.getAllProperties().map((property) => {
      // The property as written, unfolded: NAME;PARAM=VALUE:value
      const line = property.toICALString().replace(/\r\n[ \t]/g, "");
      const colon = line.indexOf(":");
      const [name, ...params] = line.slice(0, colon).split(";");
      return {
        name: name!.toUpperCase(),
        params: Object.fromEntries(params.map((p) => p.split("=") as [string, string])),
        value: line.slice(colon + 1),
      };
    }),
    components: component.getAllSubcomponents().map(toComponent),
  });
  return toComponent(new ICAL.Component(ICAL.parse(raw)));
}
const text = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (/n/i.test(c) ? "\n" : c));
const prop = (component: ICalComponent, name: string) => component.properties.find((p) => p.name === name);

describe(`Planning des étalonnages (${ENGINE})`, () => {
  let t: TestApp;
  let alpha: Team;
  let beta: Team;
  const today = todayOf();
  const thisMonth = monthOf(today);

  beforeAll(async () => {
    t = await createTestApp();
    alpha = await createTeam(t, "Métrologie Alpha");
    beta = await createTeam(t, "Laboratoire Bêta");
  });
  afterAll(() => t?.close());

  /**
   * An instrument due on `due`, written as the owner: last calibrated one period (12 months, 48
   * for a 29 February) before it, so that the database's next due date is exactly `due`.
   */
  async function instrumentDueOn(
    companyId: number,
    due: string | null,
    fields: { name?: string; reference?: string; type?: string; location?: string } = {},
  ) {
    const period = due?.endsWith("-02-29") ? 48 : 12;
    const last = due ? `${addMonths(monthOf(due), -period)}-${due.slice(8, 10)}` : null;
    const [row] = await t.database.db
      .insert(schema.instruments)
      .values({
        companyId,
        reference: fields.reference ?? `REF-${Math.random().toString(36).slice(2, 10)}`,
        name: fields.name ?? "Manomètre",
        type: fields.type ?? null,
        location: fields.location ?? null,
        currentPeriod: period,
        lastCalibrationDate: last,
      })
      .returning();
    expect(row!.nextDueDate).toBe(due);
    return row!;
  }

  const json = <T>(response: LightMyRequestResponse): T => {
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as T;
  };

  describe("échéances et statuts", () => {
    let due: Record<string, typeof schema.instruments.$inferSelect>;

    beforeAll(async () => {
      const id = alpha.companyId;
      due = {
        longOverdue: await instrumentDueOn(id, addDays(today, -40), { name: "Balance", reference: "BAL-1" }),
        yesterday: await instrumentDueOn(id, addDays(today, -1), { name: "Sonde", reference: "SON-1" }),
        today: await instrumentDueOn(id, today, { name: "Pied à coulisse", reference: "PAC-1" }),
        windowEnd: await instrumentDueOn(id, addDays(today, 30), { name: "Micromètre", reference: "MIC-1" }),
        pastWindow: await instrumentDueOn(id, addDays(today, 31), { name: "Jauge", reference: "JAU-1" }),
        nextMonth: await instrumentDueOn(id, dayInMonth(addMonths(thisMonth, 1), 15), { reference: "M1" }),
        inThreeMonths: await instrumentDueOn(id, dayInMonth(addMonths(thisMonth, 3), 1), { reference: "M3" }),
        inSevenMonths: await instrumentDueOn(id, dayInMonth(addMonths(thisMonth, 7), 28), {
          reference: "M7",
        }),
      };
      await instrumentDueOn(id, null, { name: "Thermomètre neuf", reference: "NEUF-1" });
      await instrumentDueOn(id, null, { name: "Hygromètre neuf", reference: "NEUF-2" });
      await instrumentDueOn(beta.companyId, today, { name: "Instrument de Bêta", reference: "BETA-1" });
      await instrumentDueOn(beta.companyId, addDays(today, -3), {
        name: "Retard de Bêta",
        reference: "BETA-2",
      });
    });

    it("range en retard, ce mois-ci et les mois suivants, par échéance ; compte les jamais étalonnés", async () => {
      const planning = json<Planning>(await alpha.as.equipment_user.get("/api/planning"));
      expect(planning).toMatchObject({ today, warningDays: 30, unknownCount: 2 });
      expect(planning.overdue.map((i) => i.reference)).toEqual(["BAL-1", "SON-1"]);
      expect(planning.overdue.every((i) => i.status === "overdue")).toBe(true);
      expect(planning.nextMonths.map((m) => m.month)).toEqual(
        [1, 2, 3, 4, 5, 6].map((n) => addMonths(thisMonth, n)),
      );
      // Every instrument of the next six months sits in the month of its due date, by due date.
      const placed = [
        ...planning.dueThisMonth.map((i) => [thisMonth, i] as const),
        ...planning.nextMonths.flatMap((m) => m.instruments.map((i) => [m.month, i] as const)),
      ];
      for (const [month, instrument] of placed) expect(monthOf(instrument.nextDueDate!)).toBe(month);
      for (const list of [planning.dueThisMonth, ...planning.nextMonths.map((m) => m.instruments)]) {
        const dates = list.map((i) => i.nextDueDate!);
        expect(dates).toEqual([...dates].sort());
      }
      const references = placed.map(([, i]) => i.reference);
      expect(references).toEqual(expect.arrayContaining(["PAC-1", "MIC-1", "JAU-1", "M1", "M3"]));
      expect(references).not.toContain("M7");
      expect(planning.dueThisMonth.map((i) => i.reference)).toContain("PAC-1");
      expect(planning.nextMonths[0]!.instruments.map((i) => i.reference)).toContain("M1");
      expect(planning.nextMonths[2]!.instruments.map((i) => i.reference)).toContain("M3");
      // Another company's instruments are never shown.
      expect(JSON.stringify(planning)).not.toContain("BETA-");

      const year = json<Planning>(await alpha.as.user.get("/api/planning?months=12"));
      expect(year.nextMonths).toHaveLength(12);
      expect(year.nextMonths[6]!.instruments.map((i) => i.reference)).toContain("M7");
    });

    it("colore aux bornes du délai d'alerte : en retard dès le lendemain, bientôt jusqu'au dernier jour du délai", async () => {
      const statusOf = (planning: Planning) => {
        const all = [
          ...planning.overdue,
          ...planning.dueThisMonth,
          ...planning.nextMonths.flatMap((m) => m.instruments),
        ];
        return (id: number) => all.find((i) => i.id === id)?.status;
      };
      let status = statusOf(json<Planning>(await alpha.admin.get("/api/planning")));
      expect(status(due.yesterday!.id)).toBe("overdue");
      expect(status(due.today!.id)).toBe("due_soon");
      expect(status(due.windowEnd!.id)).toBe("due_soon");
      expect(status(due.pastWindow!.id)).toBe("ok");

      // A shorter window: the boundary moves with it, for the planning as for the Parc.
      const team = await createTeam(t, "Métrologie Epsilon");
      const tenDays = await instrumentDueOn(team.companyId, addDays(today, 10));
      const elevenDays = await instrumentDueOn(team.companyId, addDays(today, 11));
      const saved = await team.as.equipment_manager.put("/api/settings/planning", { warningDays: 10 });
      expect(json(saved)).toEqual({ warningDays: 10 });
      const shorter = json<Planning>(await team.as.user.get("/api/planning"));
      expect(shorter.warningDays).toBe(10);
      status = statusOf(shorter);
      expect(status(tenDays.id)).toBe("due_soon");
      expect(status(elevenDays.id)).toBe("ok");
    });

    it("refuse un nombre de mois hors de 1 à 24, en français", async () => {
      for (const months of ["0", "25", "1.5", "douze"]) {
        const response = await alpha.admin.get(`/api/planning?months=${months}`);
        expect(response.statusCode, months).toBe(400);
        expect(response.json()).toMatchObject({ message: FIELD_MESSAGES.monthsInvalid, field: "months" });
      }
    });

    it("montre chaque jour d'un mois avec les instruments dus ce jour-là", async () => {
      const month = addMonths(thisMonth, 1);
      const calendar = json<CalendarMonth>(await alpha.as.user.get(`/api/planning/calendar?month=${month}`));
      expect(calendar.month).toBe(month);
      expect(calendar.days.map((d) => d.date)).toEqual(daysOf(month));
      const day = calendar.days.find((d) => d.date === due.nextMonth!.nextDueDate)!;
      expect(day.instruments).toContainEqual({
        id: due.nextMonth!.id,
        name: "Manomètre",
        reference: "M1",
        status: expect.stringMatching(/^(ok|due_soon)$/),
        quarantined: false,
      });
      const listed = calendar.days.flatMap((d) => d.instruments.map((i) => [d.date, i.id] as const));
      for (const [date, id] of listed) {
        const [row] = await t.database.db
          .select({ due: schema.instruments.nextDueDate })
          .from(schema.instruments)
          .where(eq(schema.instruments.id, id));
        expect(row!.due).toBe(date);
      }

      // By default, the current month, overdue instruments on their own day.
      const current = json<CalendarMonth>(await alpha.as.equipment_user.get("/api/planning/calendar"));
      expect(current.month).toBe(thisMonth);
      const todays = current.days.find((d) => d.date === today)!;
      expect(todays.instruments.map((i) => i.reference)).toContain("PAC-1");
      expect(JSON.stringify(current)).not.toContain("BETA-");
      // Overdue ones on their own day, in their own month (yesterday may be last month's).
      for (const [day, reference] of [
        [addDays(today, -1), "SON-1"],
        [addDays(today, -40), "BAL-1"],
      ] as const) {
        const month = json<CalendarMonth>(
          await alpha.as.equipment_user.get(`/api/planning/calendar?month=${monthOf(day)}`),
        );
        const entry = month.days
          .find((d) => d.date === day)!
          .instruments.find((i) => i.reference === reference);
        expect(entry?.status, reference).toBe("overdue");
      }

      // February of a leap year has 29 days.
      const february = json<CalendarMonth>(await alpha.admin.get("/api/planning/calendar?month=2028-02"));
      expect(february.days).toHaveLength(29);
      expect(february.days.at(-1)!.date).toBe("2028-02-29");
    });

    it("refuse un mois mal écrit, en français", async () => {
      for (const month of ["2026-13", "2026-1", "mars", "0999-01", "2026-00"]) {
        const response = await alpha.admin.get(`/api/planning/calendar?month=${month}`);
        expect(response.statusCode, month).toBe(400);
        expect(response.json()).toMatchObject({ message: FIELD_MESSAGES.monthInvalid, field: "month" });
      }
    });
  });

  describe("délai d'alerte", () => {
    it("vaut 30 jours par défaut, se lit par chacun, se change par les gestionnaires, avec une ligne d'audit", async () => {
      const team = await createTeam(t, "Métrologie Delta");
      for (const role of ROLES_UNDER_TEST)
        expect(json(await team.as[role].get("/api/settings/planning")), role).toEqual({ warningDays: 30 });
      const saved = await team.as.equipment_manager.put("/api/settings/planning", { warningDays: 45 });
      expect(json(saved)).toEqual({ warningDays: 45 });
      expect(json(await team.as.user.get("/api/settings/planning"))).toEqual({ warningDays: 45 });
      expect(json<Planning>(await team.as.user.get("/api/planning")).warningDays).toBe(45);
      const [row] = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.companyId, team.companyId),
            eq(schema.auditLogs.action, "settings.updated"),
          ),
        )
        .orderBy(desc(schema.auditLogs.seq))
        .limit(1);
      expect(row).toMatchObject({
        tableName: "settings",
        userId: team.as.equipment_manager.id,
        oldValues: { warningDays: 30 },
        newValues: { warningDays: 45 },
      });
      expect(row!.description).toContain("30 → 45 jours");
      // Another company keeps its own.
      expect(json(await beta.admin.get("/api/settings/planning"))).toEqual({ warningDays: 30 });
    });

    it("refuse 0, 366 et ce qui n'est pas un nombre entier de jours, en français", async () => {
      for (const warningDays of [0, 366, 1.5, -3, "trente", "", null, true, [30], { jours: 30 }]) {
        const response = await alpha.admin.put("/api/settings/planning", { warningDays });
        expect(response.statusCode, String(warningDays)).toBe(400);
        expect(response.json()).toEqual({
          message: FIELD_MESSAGES.warningDaysInvalid,
          code: "VALIDATION_FAILED",
          field: "warningDays",
        });
      }
      for (const [warningDays, saved] of [
        [1, 1],
        [365, 365],
        [" 45 ", 45],
      ] as const) {
        const response = await alpha.admin.put("/api/settings/planning", { warningDays });
        expect(json(response)).toEqual({ warningDays: saved });
      }
      await alpha.admin.put("/api/settings/planning", { warningDays: 30 });
    });
  });

  describe("droits", () => {
    const reads = ["/api/planning", "/api/planning/calendar", "/api/settings/planning"];

    it("chaque rôle lit le planning ; seuls les gestionnaires changent le délai et le calendrier (403 sinon)", async () => {
      for (const role of ROLES_UNDER_TEST)
        for (const url of reads)
          expect((await alpha.as[role].get(url)).statusCode, `${role} ${url}`).toBe(200);
      const managing = new Set(["admin", "campaign_initiator", "equipment_manager"]);
      for (const role of ROLES_UNDER_TEST) {
        const calls = [
          () => alpha.as[role].put("/api/settings/planning", { warningDays: 30 }),
          () => alpha.as[role].get("/api/planning/feed"),
          () => alpha.as[role].post("/api/planning/feed/regenerate"),
        ];
        for (const call of calls) {
          const response = await call();
          if (managing.has(role)) expect(response.statusCode, `${role} ${response.body}`).toBe(200);
          else
            expect(response.json(), role).toEqual({ message: ERROR_MESSAGES.FORBIDDEN, code: "FORBIDDEN" });
        }
      }
    });

    it("répond 401 sans session sur chaque route de l'équipe", async () => {
      const visitor = new Client(t.app);
      const calls = [
        ...reads.map((url) => () => visitor.get(url)),
        () => visitor.put("/api/settings/planning", { warningDays: 30 }),
        () => visitor.get("/api/planning/feed"),
        () => visitor.post("/api/planning/feed/regenerate"),
      ];
      for (const call of calls)
        expect((await call()).json()).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
    });
  });

  describe("calendrier privé (iCal)", () => {
    const tokenOf = (url: string) => /\/api\/planning\/feed\/([A-Za-z0-9_-]+)\.ics$/.exec(url)![1]!;
    const longName =
      "Balance analytique de précision 0,1 mg; classe I \\ laboratoire de métrologie dimensionnelle, bâtiment B";
    let feedCompany: Team;
    let instrumentsOfFeed: Record<string, typeof schema.instruments.$inferSelect>;

    beforeAll(async () => {
      feedCompany = await createTeam(t, "Métrologie, Essais; Contrôle");
      const id = feedCompany.companyId;
      instrumentsOfFeed = {
        escaped: await instrumentDueOn(id, addDays(today, 12), {
          name: longName,
          reference: "BAL;0,1",
          type: "Masse, balance",
          location: "Salle 2; étagère 3",
        }),
        overdue: await instrumentDueOn(id, addDays(today, -5), {
          name: "Sonde en retard",
          reference: "SON-R",
        }),
        later: await instrumentDueOn(id, dayInMonth(addMonths(thisMonth, 14), 31), { reference: "LOIN-1" }),
      };
      await instrumentDueOn(id, null, { name: "Jamais étalonné", reference: "NEUF-F" });
    });

    it("n'a pas d'adresse avant sa création ; la crée, la montre, sans jamais mettre le jeton dans l'audit", async () => {
      expect(json(await feedCompany.as.equipment_manager.get("/api/planning/feed"))).toEqual({
        url: null,
        createdAt: null,
      });
      const made = json<{ url: string; createdAt: string }>(
        await feedCompany.as.equipment_manager.post("/api/planning/feed/regenerate"),
      );
      expect(made.url).toMatch(new RegExp(`^${TEST_PUBLIC_URL}/api/planning/feed/[A-Za-z0-9_-]{22,}\\.ics$`));
      // At least 128 random bits.
      expect(Buffer.from(tokenOf(made.url), "base64url").length).toBeGreaterThanOrEqual(16);
      expect(json(await feedCompany.admin.get("/api/planning/feed"))).toEqual(made);
      const rows = await t.database.db
        .select()
        .from(schema.auditLogs)
        .where(
          and(
            eq(schema.auditLogs.companyId, feedCompany.companyId),
            eq(schema.auditLogs.action, "calendar_feed.regenerated"),
          ),
        );
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        tableName: "calendar_feeds",
        userId: feedCompany.as.equipment_manager.id,
      });
      expect(JSON.stringify(rows[0])).not.toContain(tokenOf(made.url));
    });

    it("se lit sans session : un événement d'une journée par instrument à échéance, texte échappé, lignes pliées", async () => {
      const { url } = json<{ url: string }>(await feedCompany.admin.get("/api/planning/feed"));
      const path = url.slice(TEST_PUBLIC_URL.length);
      const response = await new Client(t.app, { ip: "192.0.2.10" }).get(path);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["content-type"]).toBe("text/calendar; charset=utf-8");
      expect(response.headers["cache-control"]).toBe("private, max-age=300");
      expect(response.headers["referrer-policy"]).toBe("no-referrer");
      expect(response.headers["x-robots-tag"]).toContain("noindex");
      const raw = response.body;
      // Folded at 75 octets, never within a character.
      for (const line of raw.split("\r\n"))
        expect(Buffer.byteLength(line, "utf8"), line).toBeLessThanOrEqual(75);
      expect(raw).toMatch(/\r\n /);
      expect(raw).not.toContain("\uFFFD");

      const calendar = parseICalendar(raw);
      expect(calendar.name).toBe("VCALENDAR");
      expect(prop(calendar, "VERSION")?.value).toBe("2.0");
      expect(prop(calendar, "PRODID")?.value).toBeTruthy();
      expect(text(prop(calendar, "X-WR-CALNAME")!.value)).toBe("Calibra — Métrologie, Essais; Contrôle");
      expect(calendar.components.some((c) => c.name === "VTIMEZONE")).toBe(false);
      const events = calendar.components.filter((c) => c.name === "VEVENT");
      expect(events).toHaveLength(3);
      const byUrl = (id: number) =>
        events.find((e) => prop(e, "URL")?.value === `${TEST_PUBLIC_URL}/instruments/${id}`)!;

      for (const [key, instrument] of Object.entries(instrumentsOfFeed)) {
        const event = byUrl(instrument.id);
        expect(event, key).toBeDefined();
        const start = prop(event, "DTSTART")!;
        expect(start.params).toEqual({ VALUE: "DATE" });
        expect(start.value).toBe(instrument.nextDueDate!.replaceAll("-", ""));
        expect(prop(event, "DTEND")!.params).toEqual({ VALUE: "DATE" });
        expect(prop(event, "DTEND")!.value).toBe(addDays(instrument.nextDueDate!, 1).replaceAll("-", ""));
        expect(prop(event, "DTSTAMP")!.value).toMatch(/^\d{8}T\d{6}Z$/);
        expect(prop(event, "UID")!.value).toContain(
          `${instrument.id}-${instrument.nextDueDate!.replaceAll("-", "")}`,
        );
        expect(text(prop(event, "SUMMARY")!.value)).toBe(
          `Étalonnage : ${instrument.name} (${instrument.reference})`,
        );
      }

      const escaped = byUrl(instrumentsOfFeed.escaped!.id);
      expect(prop(escaped, "SUMMARY")!.value).toBe(
        "Étalonnage : Balance analytique de précision 0\\,1 mg\\; classe I \\\\ laboratoire de métrologie dimensionnelle\\, bâtiment B (BAL\\;0\\,1)",
      );
      expect(text(prop(escaped, "LOCATION")!.value)).toBe("Salle 2; étagère 3");
      const description = text(prop(escaped, "DESCRIPTION")!.value).split("\n");
      expect(description).toEqual([
        "Type : Masse, balance",
        "Emplacement : Salle 2; étagère 3",
        "Périodicité : 12 mois",
        `Dernier étalonnage : ${instrumentsOfFeed.escaped!.lastCalibrationDate!.split("-").reverse().join("/")}`,
        `Échéance : ${instrumentsOfFeed.escaped!.nextDueDate!.split("-").reverse().join("/")}`,
        "Statut : À étalonner bientôt",
        `Fiche de l'instrument : ${TEST_PUBLIC_URL}/instruments/${instrumentsOfFeed.escaped!.id}`,
      ]);
      expect(text(prop(byUrl(instrumentsOfFeed.overdue!.id), "DESCRIPTION")!.value)).toContain(
        "Statut : En retard",
      );
      expect(text(prop(byUrl(instrumentsOfFeed.later!.id), "DESCRIPTION")!.value)).toContain(
        "Statut : À jour",
      );

      // The same event keeps its UID from one reading to the next.
      const again = parseICalendar((await new Client(t.app, { ip: "192.0.2.10" }).get(path)).body);
      const uids = (c: ICalComponent) =>
        c.components
          .map((e) => prop(e, "UID")!.value)
          .sort()
          .join();
      expect(uids(again)).toBe(uids(calendar));
      expect(new Set(uids(calendar).split(",")).size).toBe(3);
    });

    it("ne montre jamais les instruments d'une autre entreprise", async () => {
      // Each company reads its own address only: none yet for this one, whatever another company made.
      expect(json(await beta.admin.get("/api/planning/feed"))).toEqual({ url: null, createdAt: null });
      const { url } = json<{ url: string }>(await beta.admin.post("/api/planning/feed/regenerate"));
      const calendar = parseICalendar((await new Client(t.app).get(url.slice(TEST_PUBLIC_URL.length))).body);
      const summaries = calendar.components.map((e) => text(prop(e, "SUMMARY")!.value)).sort();
      expect(summaries).toEqual([
        "Étalonnage : Instrument de Bêta (BETA-1)",
        "Étalonnage : Retard de Bêta (BETA-2)",
      ]);
      expect(text(prop(calendar, "X-WR-CALNAME")!.value)).toBe("Calibra — Laboratoire Bêta");
    });

    it("répond 404 à un jeton inconnu, mal formé ou remplacé ; le nouveau fonctionne aussitôt", async () => {
      const visitor = new Client(t.app, { ip: "192.0.2.20" });
      const expectInvalid = (response: LightMyRequestResponse) => {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({
          message: ERROR_MESSAGES.CALENDAR_FEED_INVALID,
          code: "CALENDAR_FEED_INVALID",
        });
        expect(response.headers["referrer-policy"]).toBe("no-referrer");
      };
      const old = json<{ url: string }>(await feedCompany.admin.get("/api/planning/feed")).url;
      expect((await visitor.get(old.slice(TEST_PUBLIC_URL.length))).statusCode).toBe(200);
      const renewed = json<{ url: string }>(
        await feedCompany.as.campaign_initiator.post("/api/planning/feed/regenerate"),
      );
      expect(renewed.url).not.toBe(old);
      expectInvalid(await visitor.get(old.slice(TEST_PUBLIC_URL.length)));
      expect((await visitor.get(renewed.url.slice(TEST_PUBLIC_URL.length))).statusCode).toBe(200);
      expectInvalid(await visitor.get(`/api/planning/feed/${"A".repeat(43)}.ics`));
      expectInvalid(await visitor.get("/api/planning/feed/court.ics"));
      // A token is text like any other: a NUL in it is refused before anything is looked up.
      const nul = await visitor.get(`/api/planning/feed/${"A".repeat(20)}%00${"A".repeat(20)}.ics`);
      expect(nul.statusCode).toBe(400);
      expect(nul.json()).toEqual({
        message: "Le texte contient un caractère invalide.",
        code: "VALIDATION_FAILED",
        field: "token",
      });
      // One live address per company.
      const feeds = await t.database.db
        .select()
        .from(schema.calendarFeeds)
        .where(eq(schema.calendarFeeds.companyId, feedCompany.companyId));
      expect(feeds).toHaveLength(1);
      // A session of another company changes nothing: the token is the only key.
      const withSession = await beta.admin.get(renewed.url.slice(TEST_PUBLIC_URL.length));
      expect(withSession.body).toContain("Métrologie\\, Essais\\; Contrôle");
      expect(withSession.body).not.toContain("BETA-");
    });

    it("limite les appels comme les autres routes publiques", async () => {
      const visitor = new Client(t.app, { ip: "198.51.100.77" });
      let limited: LightMyRequestResponse | undefined;
      // Windows are fixed (aligned on the clock): the calls may straddle two of them, never three.
      const calls = 2 * (DEFAULT_PUBLIC_RATE_LIMITS.perAddress.read + 1);
      for (let i = 0; i < calls && !limited; i++) {
        const response = await visitor.get(`/api/planning/feed/${"B".repeat(43)}.ics`);
        if (response.statusCode === 429) limited = response;
        else expect(response.statusCode).toBe(404);
      }
      expect(limited?.json().code).toBe("RATE_LIMITED");
      expect(limited?.headers["retry-after"]).toBeTruthy();
    });
  });
});
