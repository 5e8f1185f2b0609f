import { describe, expect, it } from "vitest";
import { frenchDateTime } from "./format";

describe("Heures des rapports : heure de Paris avec son décalage (issue 23)", () => {
  it("dit le décalage de chaque heure, été comme hiver", () => {
    expect(frenchDateTime("2026-11-24T14:05:00.000Z", "Europe/Paris")).toBe("24/11/2026 15:05 UTC+1");
    expect(frenchDateTime("2026-07-24T14:05:00.000Z", "Europe/Paris")).toBe("24/07/2026 16:05 UTC+2");
  });

  it("passe à l'heure d'été et en revient à l'instant exact", () => {
    expect(frenchDateTime("2026-03-29T00:59:00.000Z", "Europe/Paris")).toBe("29/03/2026 01:59 UTC+1");
    expect(frenchDateTime("2026-03-29T01:00:00.000Z", "Europe/Paris")).toBe("29/03/2026 03:00 UTC+2");
    // 02:00–02:59 se lit deux fois le 25 octobre : le décalage dit laquelle.
    expect(frenchDateTime("2026-10-25T00:30:00.000Z", "Europe/Paris")).toBe("25/10/2026 02:30 UTC+2");
    expect(frenchDateTime("2026-10-25T01:30:00.000Z", "Europe/Paris")).toBe("25/10/2026 02:30 UTC+1");
  });

  it("écrit un tiret sans date", () => {
    expect(frenchDateTime(null, "Europe/Paris")).toBe("—");
    expect(frenchDateTime("pas une date", "Europe/Paris")).toBe("—");
  });
});
