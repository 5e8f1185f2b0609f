import { describe, expect, it } from "vitest";
import { addMonths, daysOf, frenchDay, nextDay } from "../../../shared/months";
import { dateTimeValue, dateValue, escapeText, foldLine, writeCalendar } from "./icalendar";

describe("iCalendar (RFC 5545)", () => {
  it("échappe la barre oblique inverse, le point-virgule, la virgule et les retours à la ligne", () => {
    expect(escapeText("a\\b;c,d\ne\r\nf\rg")).toBe("a\\\\b\\;c\\,d\\ne\\nf\\ng");
    expect(escapeText("tab\tok\u0000\u0007\u007f")).toBe("tab\tok");
  });

  it("plie à 75 octets sans couper un caractère, chaque suite commençant par une espace", () => {
    expect(foldLine("A".repeat(75))).toBe("A".repeat(75));
    expect(foldLine("A".repeat(76))).toBe(`${"A".repeat(75)}\r\n A`);
    const long = `SUMMARY:${"é".repeat(100)}🔧${"x".repeat(80)}`;
    const lines = foldLine(long).split("\r\n");
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    for (const line of lines.slice(1)) expect(line.startsWith(" ")).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join("")).toBe(long);
    expect(foldLine(long)).not.toContain("\uFFFD");
  });

  it("écrit les dates d'un jour et les instants UTC", () => {
    expect(dateValue("2026-03-05")).toBe("20260305");
    expect(dateTimeValue(new Date("2026-03-05T07:08:09.123Z"))).toBe("20260305T070809Z");
  });

  it("termine chaque ligne par CRLF", () => {
    const calendar = writeCalendar([["VERSION", "2.0"]], [{ name: "VEVENT", properties: [["UID", "1"]] }]);
    expect(calendar).toBe(
      "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:1\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
    );
  });
});

describe("mois et jours du planning", () => {
  it("compte les mois par-delà l'année et les jours de chaque mois", () => {
    expect(addMonths("2026-11", 3)).toBe("2027-02");
    expect(addMonths("2026-01", -1)).toBe("2025-12");
    expect(addMonths("2026-12", 1)).toBe("2027-01");
    expect(daysOf("2028-02")).toHaveLength(29);
    expect(daysOf("2026-02")).toHaveLength(28);
    expect(daysOf("2026-04").at(-1)).toBe("2026-04-30");
    expect(nextDay("2026-12-31")).toBe("2027-01-01");
    expect(frenchDay("2026-03-05")).toBe("05/03/2026");
  });
});
