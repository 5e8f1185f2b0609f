import { describe, expect, it } from "vitest";
import {
  daysInMonth,
  longDay,
  monthGrid,
  monthTitle,
  moveInCalendar,
  sameDayIn,
  shiftMonth,
  weekdayIndex,
} from "./calendar-grid";

const dates = (month: string) => monthGrid(month).map((week) => week.map((cell) => cell.date));

describe("La grille d'un mois, semaines du lundi au dimanche", () => {
  it("un mois qui commence un dimanche : la première semaine n'en a qu'un jour", () => {
    // 1er novembre 2026 : un dimanche.
    const weeks = monthGrid("2026-11");
    expect(weeks).toHaveLength(6);
    expect(weeks[0]?.map((cell) => cell.inMonth)).toEqual([false, false, false, false, false, false, true]);
    expect(weeks[0]?.[0]?.date).toBe("2026-10-26");
    expect(weeks[0]?.[6]).toEqual({ date: "2026-11-01", day: 1, inMonth: true });
    expect(weeks[5]?.[0]).toEqual({ date: "2026-11-30", day: 30, inMonth: true });
    expect(weeks[5]?.[6]?.date).toBe("2026-12-06");
  });

  it("un février de 28 jours qui commence un lundi : exactement quatre semaines", () => {
    const weeks = monthGrid("2027-02");
    expect(weeks).toHaveLength(4);
    expect(weeks.flat().every((cell) => cell.inMonth)).toBe(true);
    expect(dates("2027-02")[3]?.[6]).toBe("2027-02-28");
  });

  it("les févriers bissextiles ont leur 29", () => {
    expect(daysInMonth("2028-02")).toBe(29);
    expect(daysInMonth("2024-02")).toBe(29);
    expect(daysInMonth("2000-02")).toBe(29);
    expect(daysInMonth("2100-02")).toBe(28);
    expect(daysInMonth("2027-02")).toBe(28);
    const february = monthGrid("2028-02")
      .flat()
      .filter((cell) => cell.inMonth);
    expect(february).toHaveLength(29);
    expect(february.at(-1)?.date).toBe("2028-02-29");
    // 1er février 2028 : un mardi ; le 29 : un mardi aussi.
    expect(monthGrid("2028-02")[0]?.[1]?.date).toBe("2028-02-01");
    expect(monthGrid("2028-02").at(-1)?.[1]?.date).toBe("2028-02-29");
  });

  it("chaque semaine a sept jours qui se suivent, et le mois entier y est", () => {
    for (const month of ["2026-01", "2026-03", "2026-10", "2026-12", "2027-08"]) {
      const cells = monthGrid(month).flat();
      expect(cells.length % 7).toBe(0);
      expect(weekdayIndex(cells[0]!.date)).toBe(0);
      expect(cells.filter((cell) => cell.inMonth)).toHaveLength(daysInMonth(month));
      for (let i = 1; i < cells.length; i++)
        expect(Date.parse(cells[i]!.date) - Date.parse(cells[i - 1]!.date)).toBe(86_400_000);
    }
  });

  it("le passage à l'heure d'été ne décale aucun jour", () => {
    const march = dates("2026-03").flat();
    expect(march).toContain("2026-03-29");
    expect(march).toContain("2026-03-30");
    expect(new Set(march).size).toBe(march.length);
  });
});

describe("Les mois voisins et leurs noms", () => {
  it("décembre, puis janvier de l'année suivante ; et l'inverse", () => {
    expect(shiftMonth("2026-12", 1)).toBe("2027-01");
    expect(shiftMonth("2027-01", -1)).toBe("2026-12");
    expect(shiftMonth("2026-11", 14)).toBe("2028-01");
  });

  it("en français", () => {
    expect(monthTitle("2026-11")).toBe("Novembre 2026");
    expect(monthTitle("2027-08")).toBe("Août 2027");
    expect(longDay("2026-11-24")).toBe("mardi 24 novembre 2026");
    expect(longDay("2027-01-01")).toBe("vendredi 1er janvier 2027");
  });
});

describe("Le clavier dans la grille", () => {
  it("flèches : un jour, une semaine, d'un mois à l'autre", () => {
    expect(moveInCalendar("2026-11-30", "ArrowRight")).toBe("2026-12-01");
    expect(moveInCalendar("2026-11-01", "ArrowLeft")).toBe("2026-10-31");
    expect(moveInCalendar("2026-11-24", "ArrowUp")).toBe("2026-11-17");
    expect(moveInCalendar("2026-11-24", "ArrowDown")).toBe("2026-12-01");
  });

  it("Début et Fin : lundi et dimanche de la semaine", () => {
    expect(moveInCalendar("2026-11-25", "Home")).toBe("2026-11-23");
    expect(moveInCalendar("2026-11-25", "End")).toBe("2026-11-29");
    expect(moveInCalendar("2026-11-29", "End")).toBe("2026-11-29");
  });

  it("Page précédente et suivante : le même jour d'un autre mois, ou son dernier jour", () => {
    expect(moveInCalendar("2026-11-24", "PageDown")).toBe("2026-12-24");
    expect(moveInCalendar("2028-01-31", "PageDown")).toBe("2028-02-29");
    expect(moveInCalendar("2027-03-31", "PageUp")).toBe("2027-02-28");
    expect(sameDayIn("2026-12-31", "2027-04")).toBe("2027-04-30");
  });

  it("les autres touches ne déplacent rien", () => {
    expect(moveInCalendar("2026-11-24", "Enter")).toBeNull();
    expect(moveInCalendar("2026-11-24", "a")).toBeNull();
  });
});
