import { startOfWeek } from "date-fns";
import { describe, expect, it } from "vitest";
import {
  formatDateTime,
  formatDay,
  formatFileSize,
  formatLongDay,
  formatNumber,
  formatPercent,
  formatSigned,
  parseDecimal,
} from "./format";

describe("Formats français (DESIGN.md §9)", () => {
  it("écrit les nombres avec une virgule et des espaces de groupe", () => {
    expect(formatNumber(1.25)).toBe("1,25");
    // An OPPERET score: one decimal, French comma (spec §9).
    expect(formatNumber(83.5, 1)).toBe("83,5");
    expect(formatNumber(80, 1)).toBe("80,0");
    expect(formatNumber(59.94, 1)).toBe("59,9");
    expect(formatNumber(100, 1)).toBe("100,0");
    expect(formatNumber(12345).replace(/\s/g, " ")).toBe("12 345");
    expect(formatNumber(0.456, 2)).toBe("0,46");
    expect(formatPercent(42)).toBe("42 %");
  });

  it("signe les écarts, sauf ceux qui s'arrondissent à zéro", () => {
    expect(formatSigned(100, 1)).toBe("+100,0");
    expect(formatSigned(-16.666, 1)).toBe("−16,7");
    expect(formatSigned(-0.04, 1)).toBe("0,0");
    expect(formatSigned(0, 2)).toBe("0,00");
  });

  it("écrit les dates en jj/MM/aaaa HH:mm", () => {
    const date = new Date(2026, 10, 21, 9, 5);
    expect(formatDateTime(date)).toBe("21/11/2026 09:05");
    expect(formatDay(date)).toBe("21/11/2026");
    expect(formatLongDay(date)).toBe("21 novembre 2026");
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("pas une date")).toBe("");
  });

  it("commence les semaines le lundi", () => {
    const sunday = new Date(2026, 10, 22);
    expect(startOfWeek(sunday).getDay()).toBe(1);
  });

  it("lit « 1,5 » comme « 1.5 », et rien d'autre qu'un nombre", () => {
    expect(parseDecimal("1,5")).toBe(1.5);
    expect(parseDecimal(" 1.5 ")).toBe(1.5);
    expect(parseDecimal("-0,25")).toBe(-0.25);
    expect(parseDecimal("12 345,5")).toBe(12345.5);
    for (const bad of ["", "abc", "1,2,3", "1e5", "--1"]) expect(parseDecimal(bad)).toBeNaN();
  });
});

describe("Tailles de fichier", () => {
  it("octets, Ko avec une décimale sous 10 Ko, Ko entiers, puis Mo", () => {
    expect(formatFileSize(0)).toBe("0 octet");
    expect(formatFileSize(845)).toBe("845 octets");
    expect(formatFileSize(2458)).toBe("2,4 Ko");
    expect(formatFileSize(2048)).toBe("2 Ko");
    expect(formatFileSize(389_120)).toBe("380 Ko");
    expect(formatFileSize(1_258_291)).toBe("1,2 Mo");
  });
});
