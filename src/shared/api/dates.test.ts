import { describe, expect, it } from "vitest";
import { DATE_YEARS, isDateInput, optionalDate } from "./dates";

describe("Les dates saisies (une seule règle pour toutes les dates de l'API)", () => {
  it("acceptent une date ISO 8601, avec ou sans heure ni décalage, des années 1900 à 9999", () => {
    for (const value of [
      "2027-06-30",
      "2026-12-31T17:30",
      "2026-12-31 17:30",
      "2027-03-01T10:30:00+01:00",
      "2027-03-01T10:30:00.123Z",
      "2028-02-29",
      "1900-01-01T00:00:00Z",
      "9999-12-31T23:59:59Z",
    ])
      expect(isDateInput(value), value).toBe(true);
    expect(DATE_YEARS).toEqual({ min: 1900, max: 9999 });
  });

  it("refusent une date hors des années 1900 à 9999, que la base ne garderait pas", () => {
    for (const value of [
      "0001-01-01",
      "1899-12-31T23:59:59Z",
      "1900-01-01T00:30:00+01:00",
      "10000-01-01",
      "+275760-09-13T00:00:00Z",
      "-004713-01-01T00:00:00Z",
    ])
      expect(isDateInput(value), value).toBe(false);
  });

  it("refusent un jour qui n'existe pas et ce qui n'est pas une date ISO", () => {
    for (const value of ["2027-02-30", "2027-02-29", "2027-04-31", "2027-13-01", "2027-00-10", "2027-01-00"])
      expect(isDateInput(value), value).toBe(false);
    for (const value of ["demain", "12", "1 janvier 2027", "30/06/2027", "2027-6-30", "2027-06-30T25:00", ""])
      expect(isDateInput(value), value).toBe(false);
  });

  it("vide, blanche, nulle ou absente vaut null ; une date est gardée comme un instant ISO", () => {
    const schema = optionalDate("Date invalide");
    for (const value of [undefined, null, "", "  "]) expect(schema.parse(value), String(value)).toBeNull();
    expect(schema.parse(" 2027-06-30T00:00:00Z ")).toBe("2027-06-30T00:00:00.000Z");
    expect(schema.parse("2027-03-01T10:30:00+01:00")).toBe("2027-03-01T09:30:00.000Z");
  });

  it("refuse avec le message donné, ou celui du catalogue par défaut", () => {
    expect(optionalDate("Date invalide").safeParse("1899-01-01").error?.issues[0]?.message).toBe(
      "Date invalide",
    );
    expect(optionalDate("Date invalide").safeParse(42).error?.issues[0]?.message).toBe("Date invalide");
    expect(optionalDate().safeParse("2027-02-30").error?.issues[0]?.message).toBe(
      "Cette date n'est pas valide : saisissez une date entre les années 1900 et 9999",
    );
  });
});
