import { describe, expect, it } from "vitest";
import {
  addMonths,
  canonicalTimeZone,
  DEFAULT_TIME_ZONE,
  dayStart,
  fileNameDate,
  monthBounds,
  monthOf,
  nextDay,
  offsetAt,
  today,
  zoneFormat,
} from "./clock";

const PARIS = DEFAULT_TIME_ZONE;

describe("L'horloge de l'entreprise (décision 026)", () => {
  it("a Europe/Paris pour fuseau par défaut", () => {
    expect(DEFAULT_TIME_ZONE).toBe("Europe/Paris");
  });

  it("dit quel jour on est dans le fuseau, pas dans celui du processus", () => {
    // 22:30 UTC on 31 October 2026: already 1 November in Paris (UTC+1), still 31 October in UTC.
    const at = new Date("2026-10-31T23:30:00Z");
    expect(today(PARIS, at)).toBe("2026-11-01");
    expect(today("UTC", at)).toBe("2026-10-31");
    expect(today("America/Los_Angeles", at)).toBe("2026-10-31");
    expect(monthOf(PARIS, at)).toBe("2026-11");
    expect(fileNameDate(PARIS, at)).toBe("2026-11-01");
  });

  it("tient compte de la dernière heure du mois à Paris, en été comme en hiver", () => {
    // 30 June 2026, 23:30 in Paris (UTC+2) is 21:30 UTC.
    expect(today(PARIS, new Date("2026-06-30T21:30:00Z"))).toBe("2026-06-30");
    expect(today(PARIS, new Date("2026-06-30T22:00:00Z"))).toBe("2026-07-01");
    // 31 December 2026, 23:59 in Paris (UTC+1).
    expect(today(PARIS, new Date("2026-12-31T22:59:00Z"))).toBe("2026-12-31");
    expect(today(PARIS, new Date("2026-12-31T23:00:00Z"))).toBe("2027-01-01");
  });

  it("passe les changements d'heure sans perdre ni doubler un jour", () => {
    expect(offsetAt(PARIS, new Date("2026-03-29T00:59:00Z"))).toBe(3_600_000);
    expect(offsetAt(PARIS, new Date("2026-03-29T01:00:00Z"))).toBe(7_200_000);
    expect(offsetAt(PARIS, new Date("2026-10-25T00:59:00Z"))).toBe(7_200_000);
    expect(offsetAt(PARIS, new Date("2026-10-25T01:00:00Z"))).toBe(3_600_000);
    expect(dayStart(PARIS, "2026-03-29").toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(dayStart(PARIS, "2026-03-30").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(dayStart(PARIS, "2026-10-26").toISOString()).toBe("2026-10-25T23:00:00.000Z");
    // A day of 23 hours, a day of 25 hours.
    const length = (day: string) => dayStart(PARIS, nextDay(day)).getTime() - dayStart(PARIS, day).getTime();
    expect(length("2026-03-29")).toBe(23 * 3_600_000);
    expect(length("2026-10-25")).toBe(25 * 3_600_000);
  });

  it("borne un mois à minuit du fuseau, heure d'été comprise", () => {
    const march = monthBounds(PARIS, "2026-03");
    expect(march.start.toISOString()).toBe("2026-02-28T23:00:00.000Z");
    expect(march.end.toISOString()).toBe("2026-03-31T22:00:00.000Z");
    const december = monthBounds(PARIS, "2026-12");
    expect(december.end.toISOString()).toBe("2026-12-31T23:00:00.000Z");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
  });

  it("suit un fuseau très en avance : Pacific/Kiritimati (UTC+14)", () => {
    const zone = "Pacific/Kiritimati";
    expect(offsetAt(zone, new Date("2026-11-28T00:00:00Z"))).toBe(14 * 3_600_000);
    // 10:00 UTC on 30 November is midnight, 1 December, at Kiritimati.
    expect(today(zone, new Date("2026-11-30T09:59:00Z"))).toBe("2026-11-30");
    expect(today(zone, new Date("2026-11-30T10:00:00Z"))).toBe("2026-12-01");
    expect(monthBounds(zone, "2026-12").start.toISOString()).toBe("2026-11-30T10:00:00.000Z");
    // The same instant is still November in Paris.
    expect(monthOf(PARIS, new Date("2026-11-30T10:00:00Z"))).toBe("2026-11");
  });

  it("commence le jour à la première heure qui existe quand minuit saute", () => {
    // Santiago moves from 00:00 to 01:00 on 6 September 2026 (UTC−4 → UTC−3).
    const start = dayStart("America/Santiago", "2026-09-06");
    expect(today("America/Santiago", start)).toBe("2026-09-06");
    expect(today("America/Santiago", start.getTime() - 1)).toBe("2026-09-05");
  });

  it("reconnaît les fuseaux IANA et refuse le reste", () => {
    expect(canonicalTimeZone("Europe/Paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    for (const bad of ["Europe/Lutece", "", "Paris", "+01:00", "../etc", "Europe/Paris; drop"])
      expect(canonicalTimeZone(bad)).toBeNull();
  });

  it("écrit les dates en français dans le fuseau", () => {
    const at = new Date("2026-10-31T23:30:00Z");
    expect(zoneFormat(PARIS, { dateStyle: "short" }).format(at)).toBe("01/11/2026");
    expect(zoneFormat("America/Los_Angeles", { dateStyle: "short" }).format(at)).toBe("31/10/2026");
  });
});
