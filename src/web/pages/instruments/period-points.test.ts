import { describe, expect, it } from "vitest";
import type { PeriodChange } from "../../../shared/api/calibration-events";
import {
  lastOfEachDay,
  periodAxisMax,
  periodPoints,
  periodTicks,
  stepPath,
  timeDomain,
  timeTicks,
} from "./period-points";

function change(id: number, appliedAt: string, oldPeriod: number, appliedPeriod: number): PeriodChange {
  return {
    id,
    campaignId: 10 + id,
    campaignName: `Campagne ${id}`,
    oldPeriod,
    computedPeriod: appliedPeriod,
    forcedPeriod: null,
    forcedReason: null,
    parcPeriod: null,
    runId: null,
    appliedPeriod,
    appliedBy: "u1",
    appliedByName: "Claire Martin",
    appliedAt,
  };
}

describe("Les points du graphique de la période", () => {
  it("la période initiale à la création, puis chaque période appliquée, dans l'ordre du temps", () => {
    const points = periodPoints({ createdAt: "2024-01-10T09:00:00Z", currentPeriod: 24 }, [
      change(2, "2026-02-01T10:00:00Z", 18, 24),
      change(1, "2025-01-15T10:00:00Z", 12, 18),
    ]);
    expect(points).toEqual([
      { id: "initial", date: "2024-01-10", period: 12, kind: "initial", campaignName: null },
      { id: "change-1", date: "2025-01-15", period: 18, kind: "change", campaignName: "Campagne 1" },
      { id: "change-2", date: "2026-02-01", period: 24, kind: "change", campaignName: "Campagne 2" },
    ]);
  });

  it("sans changement : la période actuelle depuis la création", () => {
    expect(periodPoints({ createdAt: "2026-11-01T08:00:00Z", currentPeriod: 12 }, [])).toEqual([
      { id: "initial", date: "2026-11-01", period: 12, kind: "initial", campaignName: null },
    ]);
  });

  it("un changement antérieur à la création (instrument importé après ses campagnes) avance le point initial", () => {
    const points = periodPoints({ createdAt: "2026-06-01T08:00:00Z", currentPeriod: 6 }, [
      change(1, "2025-03-01T10:00:00Z", 12, 6),
    ]);
    expect(points[0]).toMatchObject({ date: "2025-03-01", period: 12 });
  });

  it("les jours sont ceux de Paris : un changement à 23 h 30 UTC tombe le lendemain", () => {
    const points = periodPoints({ createdAt: "2025-01-01", currentPeriod: 12 }, [
      change(1, "2025-06-30T23:30:00Z", 12, 9),
    ]);
    expect(points[1]?.date).toBe("2025-07-01");
  });

  it("la ligne en escalier : chaque période tient jusqu'à la suivante, la dernière jusqu'à aujourd'hui", () => {
    const points = periodPoints({ createdAt: "2024-01-10", currentPeriod: 18 }, [
      change(1, "2025-01-15T10:00:00Z", 12, 18),
    ]);
    expect(stepPath(points, "2026-11-24")).toEqual([
      { date: "2024-01-10", period: 12 },
      { date: "2025-01-15", period: 12 },
      { date: "2025-01-15", period: 18 },
      { date: "2026-11-24", period: 18 },
    ]);
  });
});

describe("Deux changements le même jour", () => {
  it("le graphique garde la période en vigueur à la fin du jour : pas de trait vertical ni de point en l'air", () => {
    const points = periodPoints({ createdAt: "2024-01-10", currentPeriod: 24 }, [
      change(1, "2025-01-15T08:00:00Z", 12, 18),
      change(2, "2025-01-15T15:00:00Z", 18, 24),
    ]);
    expect(points).toHaveLength(3);
    const drawn = lastOfEachDay(points);
    expect(drawn.map((p) => [p.date, p.period])).toEqual([
      ["2024-01-10", 12],
      ["2025-01-15", 24],
    ]);
    expect(stepPath(drawn, "2026-11-24")).toEqual([
      { date: "2024-01-10", period: 12 },
      { date: "2025-01-15", period: 12 },
      { date: "2025-01-15", period: 24 },
      { date: "2026-11-24", period: 24 },
    ]);
  });
});

describe("Les axes", () => {
  it("le haut de l'axe des périodes laisse de la place, par pas de 6 ou 12 mois", () => {
    const at = (period: number) => [
      { id: "x", date: "2026-01-01", period, kind: "initial" as const, campaignName: null },
    ];
    expect(periodAxisMax(at(12))).toBe(18);
    expect(periodAxisMax(at(24))).toBe(30);
    expect(periodAxisMax(at(36))).toBe(48);
    expect(periodAxisMax(at(0))).toBe(6);
  });

  it("des graduations entières, six intervalles au plus", () => {
    expect(periodTicks(6)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(periodTicks(18)).toEqual([0, 3, 6, 9, 12, 15, 18]);
    expect(periodTicks(48)).toEqual([0, 12, 24, 36, 48]);
    expect(periodTicks(1200).length).toBeLessThanOrEqual(7);
  });

  it("des graduations du temps aux premiers des mois, espacées selon la place", () => {
    expect(timeTicks("2026-01-10", "2026-06-20", 12)).toEqual([
      "2026-02-01",
      "2026-03-01",
      "2026-04-01",
      "2026-05-01",
      "2026-06-01",
    ]);
    expect(timeTicks("2022-03-01", "2026-11-24", 6)).toEqual([
      "2023-01-01",
      "2024-01-01",
      "2025-01-01",
      "2026-01-01",
    ]);
    expect(timeTicks("2026-01-10", "2026-06-20", 2)).toEqual(["2026-04-01"]);
  });

  it("le temps va jusqu'à aujourd'hui, sur deux mois au moins", () => {
    const points = periodPoints({ createdAt: "2026-11-20", currentPeriod: 12 }, []);
    expect(timeDomain(points, "2026-11-24")).toEqual({ start: "2026-10-23", end: "2026-12-22" });
    const older = periodPoints({ createdAt: "2024-01-10", currentPeriod: 12 }, []);
    expect(timeDomain(older, "2026-11-24")).toEqual({ start: "2024-01-10", end: "2026-11-24" });
  });
});
