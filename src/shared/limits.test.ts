import { describe, expect, it } from "vitest";
import { DECIMALS, decimalMax } from "./limits";

describe("La plus grande valeur d'une colonne numeric(précision, échelle) (spec §9)", () => {
  it("vaut 99,9 pour un score et un poids (3,1)", () => {
    expect(decimalMax(DECIMALS.score)).toBe(99.9);
    expect(decimalMax(DECIMALS.weight)).toBe(99.9);
  });

  it("vaut 99,999 pour le score global et le facteur d'ajustement (5,3)", () => {
    expect(decimalMax(DECIMALS.globalScore)).toBeCloseTo(99.999, 12);
    expect(decimalMax(DECIMALS.adjustmentFactor)).toBeCloseTo(99.999, 12);
  });

  it("vaut 999 999,9999 pour une valeur mesurée (10,4)", () => {
    expect(decimalMax(DECIMALS.measurementValue)).toBeCloseTo(999_999.9999, 8);
  });

  it("vaut 9 pour un chiffre sans décimale, 0,9 pour une seule décimale", () => {
    expect(decimalMax({ precision: 1, scale: 0 })).toBe(9);
    expect(decimalMax({ precision: 1, scale: 1 })).toBeCloseTo(0.9, 12);
  });
});
