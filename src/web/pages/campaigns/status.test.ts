import { describe, expect, it } from "vitest";
import { countOf } from "../../lib/count";
import { dateLabel, isExpired, measurementTrend, statusLook, toDateTimeLocal } from "./status";

describe("Écran des campagnes : libellés calculés (spec §4)", () => {
  it("date de création, puis création - clôture une fois clôturée", () => {
    const created = new Date(2026, 2, 12, 9, 45).toISOString();
    const closed = new Date(2026, 3, 2, 18, 0).toISOString();
    expect(dateLabel({ createdAt: created, closedAt: null })).toBe("Créée le 12/03/2026");
    expect(dateLabel({ createdAt: created, closedAt: closed })).toBe("12/03/2026 - 02/04/2026");
  });

  it("échéance passée = expirée ; absente = jamais expirée", () => {
    const now = new Date(2026, 5, 1).getTime();
    expect(isExpired(new Date(2026, 4, 31).toISOString(), now)).toBe(true);
    expect(isExpired(new Date(2026, 5, 2).toISOString(), now)).toBe(false);
    expect(isExpired(null, now)).toBe(false);
  });

  it("date limite du formulaire tronquée à la minute, dans le fuseau du navigateur", () => {
    expect(toDateTimeLocal(new Date(2030, 5, 15, 14, 30, 59).toISOString())).toBe("2030-06-15T14:30");
    expect(toDateTimeLocal(null)).toBe("");
  });

  it("compare les mesures du mois au mois dernier", () => {
    expect(measurementTrend(3, 2)).toBe("+50 % vs mois dernier");
    expect(measurementTrend(1, 4)).toBe("−75 % vs mois dernier");
    expect(measurementTrend(5, 5)).toBe("Stable vs mois dernier");
    expect(measurementTrend(7, 0)).toBe("Aucune le mois dernier");
  });

  it("statuts : libellés du formulaire et couleurs de la liste", () => {
    expect(statusLook("active")).toMatchObject({ label: "Active", dot: "bg-emerald-500" });
    expect(statusLook("completed")).toMatchObject({ label: "Terminée", dot: "bg-blue-500" });
    expect(statusLook("draft").dot).toBe("bg-yellow-400");
    expect(statusLook("cancelled").dot).toBe("bg-red-500");
    expect(statusLook("paused").label).toBe("En pause");
    expect(statusLook("closed").label).toBe("Clôturée");
  });

  it("accorde les nombres à la française (0 et 1 au singulier)", () => {
    expect(countOf(0, "équipement")).toBe("0 équipement");
    expect(countOf(1, "équipement")).toBe("1 équipement");
    expect(countOf(2000, "équipement").replace(/\s/g, " ")).toBe("2 000 équipements");
  });
});
