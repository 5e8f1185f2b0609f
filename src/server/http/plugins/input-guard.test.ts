import { describe, expect, it } from "vitest";
import { dropBlankQueryValues, invalidTextPath, isInvalidText, urlHasInvalidText } from "./input-guard";

describe("Les textes qu'aucune requête ne peut apporter", () => {
  it("un caractère nul, ou une moitié de paire UTF-16 seule, où qu'elle soit", () => {
    for (const text of [
      "\u0000",
      "a\u0000b",
      "\ud800",
      "a\ud800",
      "\ud800a",
      "\udfff",
      "a\udc00b",
      "\udc00\ud800",
    ])
      expect(isInvalidText(text), JSON.stringify(text)).toBe(true);
  });

  it("mais pas une paire complète (un émoji, un idéogramme rare) ni les accents", () => {
    for (const text of ["", "Étalonnage à 20 °C", "😀", "a😀b", "𠀀", "Ω µ ±"])
      expect(isInvalidText(text), text).toBe(false);
  });

  it("nomme le chemin du premier texte invalide d'une valeur, les clés comprises", () => {
    expect(invalidTextPath({ name: "ok", equipment: [{ name: "a" }, { serialNumber: "b\u0000" }] })).toEqual([
      "equipment",
      1,
      "serialNumber",
    ]);
    expect(invalidTextPath("x\ud800")).toEqual([]);
    expect(invalidTextPath({ outer: { "clé\u0000": 1 } })).toEqual(["outer"]);
    expect(invalidTextPath({ name: "ok", weight: 2, list: [1, null, true] })).toBeUndefined();
    expect(invalidTextPath(null)).toBeUndefined();
  });
});

describe("Les adresses dont les échappements ne sont pas du texte", () => {
  it("un nul (%00) ou des octets qui ne sont pas de l'UTF-8 (%ED%A0%80, %FF)", () => {
    for (const url of ["/api/x/%00", "rater=%00", "a=b%ED%A0%80c", "a=%FF", "a=%C3"])
      expect(urlHasInvalidText(url), url).toBe(true);
  });

  it("pas un échappement valide, ni un échappement mal formé (c'est une adresse mal formée)", () => {
    for (const url of [
      "/api/campaigns/12",
      "q=%C3%A9t%C3%A9",
      "q=%F0%9F%98%80",
      "/api/campa%ZZigns",
      "/api/campaigns/%E0%A4%A",
    ])
      expect(urlHasInvalidText(url), url).toBe(false);
  });
});

describe("Les paramètres laissés vides", () => {
  it("sont retirés de la requête, comme s'ils manquaient ; les autres restent", () => {
    const query: Record<string, unknown> = {
      search: "",
      status: "  ",
      page: "2",
      ids: ["", ""],
      tags: ["a", ""],
    };
    dropBlankQueryValues(query);
    expect(query).toEqual({ page: "2", tags: ["a", ""] });
  });
});
