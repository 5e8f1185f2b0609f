import { describe, expect, it } from "vitest";
import { decimalField, errorRatio, formatError, ratioText, ratioTone } from "./calibration";

describe("Une erreur rapportée à l'EMT", () => {
  it("|erreur| / |EMT|, quels que soient les signes", () => {
    expect(errorRatio(0.012, 0.02)).toBeCloseTo(0.6);
    expect(errorRatio(-0.03, 0.02)).toBeCloseTo(1.5);
    expect(errorRatio(0.01, -0.02)).toBeCloseTo(0.5);
    expect(errorRatio(0, 0.02)).toBe(0);
  });

  it("rien sans erreur, sans EMT, ou avec une EMT nulle", () => {
    expect(errorRatio(null, 0.02)).toBeNull();
    expect(errorRatio(0.01, null)).toBeNull();
    expect(errorRatio(0.01, 0)).toBeNull();
  });

  it("vert jusqu'à 80 % de l'EMT, ambre jusqu'à elle, rouge au-delà", () => {
    expect(ratioTone(0.8)).toBe("ok");
    expect(ratioTone(0.81)).toBe("near");
    expect(ratioTone(1)).toBe("near");
    expect(ratioTone(1.01)).toBe("over");
    expect(ratioText(0.6)).toBe("60 %");
    expect(ratioText(1.254)).toBe("125 %");
  });
});

describe("Les décimales à la française", () => {
  it("affichées avec une virgule, jusqu'à 6 décimales", () => {
    expect(formatError(0.012)).toBe("0,012");
    expect(formatError(-0.0035)).toBe("-0,0035");
    expect(formatError(0.1234567)).toBe("0,123457");
  });

  it("reprises dans un champ telles qu'on les tape", () => {
    expect(decimalField(0.012)).toBe("0,012");
    expect(decimalField(-2)).toBe("-2");
    expect(decimalField(null)).toBe("");
  });
});
