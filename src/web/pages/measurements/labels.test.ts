import { describe, expect, it } from "vitest";
import { formatMeasurementValue, sourceLabel } from "../../../shared/texts/measurements";

/** French numbers group thousands with a narrow no-break space. */
const nbsp = (text: string) => text.replace(/ /g, "\u202f");

describe("Les valeurs mesurées, en français", () => {
  it("virgule décimale, jusqu'à 4 décimales, milliers groupés", () => {
    expect(formatMeasurementValue("12.5")).toBe("12,5");
    expect(formatMeasurementValue("12")).toBe("12");
    expect(formatMeasurementValue("-0.0003")).toBe("-0,0003");
    expect(formatMeasurementValue("0.1234")).toBe("0,1234");
    expect(formatMeasurementValue("999999.9999")).toBe(nbsp("999 999,9999"));
    expect(formatMeasurementValue("1234.5000")).toBe(nbsp("1 234,5"));
  });

  it("un texte qui n'est pas un nombre reste tel quel", () => {
    expect(formatMeasurementValue("")).toBe("");
    expect(formatMeasurementValue("abc")).toBe("abc");
  });
});

describe("La source d'une saisie", () => {
  it("lien de la campagne, lien personnel, saisie interne", () => {
    expect(sourceLabel("campaign", "measurement")).toBe("Lien de saisie");
    expect(sourceLabel("campaign", "ratings")).toBe("Lien de notation");
    expect(sourceLabel("personal", "measurement")).toBe("Lien personnel");
    expect(sourceLabel(null, "measurement")).toBe("Saisie interne");
  });
});
