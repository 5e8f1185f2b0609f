import { describe, expect, it } from "vitest";
import type { CalibrationEvent, CalibrationPoint } from "../../../shared/api/calibration-events";
import { asFoundPlot } from "./as-found-points";

const point = (
  id: number,
  phase: "asFound" | "asLeft",
  error: number,
  upper = 0.3,
  unit = "°C",
): CalibrationPoint => ({
  id,
  phase,
  position: id,
  quantity: null,
  nominal: null,
  reference: null,
  indication: null,
  error,
  unit,
  expandedUncertainty: 0.05,
  coverageFactor: 2,
  toleranceLower: -upper,
  toleranceUpper: upper,
  decision: Math.abs(error) > upper ? "non_conforme" : "conforme",
  tur: 3,
  acceptanceLower: -upper,
  acceptanceUpper: upper,
  guardBandFactor: 1,
  falseAcceptRisk: 0.01,
});
const event = (id: number, date: string, points: CalibrationPoint[]) =>
  ({ id, date, points }) as CalibrationEvent;

describe("Les erreurs telles que trouvées dans la fiche de vie", () => {
  it("garde les points tels que trouvés, du plus ancien au plus récent, en unité quand la tolérance est commune", () => {
    const plot = asFoundPlot([
      event(2, "2026-03-10", [point(3, "asFound", 0.42), point(4, "asLeft", 0.02)]),
      event(1, "2025-03-10", [point(1, "asFound", 0.1), point(2, "asFound", -0.05)]),
    ]);
    expect(plot).toMatchObject({ scale: "unit", unit: "°C", band: { lower: -0.3, upper: 0.3 } });
    expect(plot!.points.map((p) => [p.date, p.value, p.decision])).toEqual([
      ["2025-03-10", 0.1, "conforme"],
      ["2025-03-10", -0.05, "conforme"],
      ["2026-03-10", 0.42, "non_conforme"],
    ]);
  });

  it("rapporte chaque erreur à sa tolérance quand elles diffèrent (bande de ±100 %)", () => {
    const plot = asFoundPlot([
      event(1, "2025-03-10", [point(1, "asFound", 0.15, 0.3)]),
      event(2, "2026-03-10", [point(2, "asFound", -0.5, 1, "bar")]),
    ]);
    expect(plot).toMatchObject({ scale: "share", band: { lower: -1, upper: 1 } });
    expect(plot!.points.map((p) => p.value)).toEqual([0.5, -0.5]);
    expect(asFoundPlot([event(1, "2025-01-01", [point(1, "asLeft", 0.1)])])).toBeNull();
  });
});
