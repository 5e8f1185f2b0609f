import { describe, expect, it } from "vitest";
import { INSTRUMENT_STATUSES } from "../../../shared/constants";
import {
  daysBetween,
  dueDistance,
  importDoneText,
  STATUS_ORDER,
  statusLabel,
  warningWindowText,
} from "../../../shared/texts/instruments";
import { STATUS_LOOKS } from "./looks";

describe("Le statut d'un instrument : une couleur et un mot", () => {
  it("en retard rouge, échéance proche ambre, à jour vert, jamais étalonné gris", () => {
    expect(statusLabel("overdue")).toBe("En retard");
    expect(statusLabel("due_soon")).toBe("Échéance proche");
    expect(statusLabel("ok")).toBe("À jour");
    expect(statusLabel("unknown")).toBe("Jamais étalonné");
    expect(STATUS_LOOKS.overdue.className).toContain("red");
    expect(STATUS_LOOKS.due_soon.className).toContain("amber");
    expect(STATUS_LOOKS.ok.className).toContain("emerald");
    expect(STATUS_LOOKS.unknown.className).toContain("slate");
  });

  it("chaque statut de l'API a son libellé, dans l'ordre des filtres", () => {
    expect([...STATUS_ORDER].sort()).toEqual([...INSTRUMENT_STATUSES].sort());
    for (const status of INSTRUMENT_STATUSES) expect(statusLabel(status)).not.toBe("");
  });
});

describe("La distance à l'échéance, en mots", () => {
  const today = "2026-11-24";

  it("dépassée, aujourd'hui, demain, dans quelques jours", () => {
    expect(dueDistance("2026-11-21", today)).toBe("Dépassée de 3 jours");
    expect(dueDistance("2026-11-23", today)).toBe("Dépassée de 1 jour");
    expect(dueDistance("2026-11-24", today)).toBe("Aujourd'hui");
    expect(dueDistance("2026-11-25", today)).toBe("Demain");
    expect(dueDistance("2026-12-24", today)).toBe("Dans 30 jours");
  });

  it("en mois au-delà de deux mois ; rien sans échéance", () => {
    expect(dueDistance("2027-05-24", today)).toBe("Dans 5 mois");
    expect(dueDistance("2024-11-24", today)).toBe("Dépassée de 23 mois");
    expect(dueDistance(null, today)).toBeNull();
  });

  it("compte les jours d'un calendrier, années bissextiles et changements d'heure compris", () => {
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect(daysBetween("2026-03-28", "2026-03-30")).toBe(2);
    expect(daysBetween("2026-11-24", "2026-11-01")).toBe(-23);
  });
});

describe("Les textes comptés", () => {
  it("le toast d'import : créés et mis à jour, au singulier pour 0 et 1", () => {
    expect(importDoneText({ created: 12, updated: 3 })).toBe("12 instruments créés, 3 mis à jour");
    expect(importDoneText({ created: 1, updated: 0 })).toBe("1 instrument créé, 0 mis à jour");
    expect(importDoneText({ created: 0, updated: 240 })).toBe("0 instrument créé, 240 mis à jour");
  });

  it("la fenêtre d'alerte", () => {
    expect(warningWindowText(30)).toBe("Alerte 30 jours avant l'échéance");
    expect(warningWindowText(1)).toBe("Alerte 1 jour avant l'échéance");
  });
});
