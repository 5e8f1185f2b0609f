import { describe, expect, it } from "vitest";
import { pendingStatus } from "./results-toolbar";

describe("L'état des périodes forcées : une seule phrase", () => {
  it("une saisie refusée prime sur « Aucune modification »", () => {
    expect(pendingStatus({ unsaved: 0, invalid: 1, showRefusal: false })).toEqual({
      text: "Une période forcée est invalide : corrigez-la avant de continuer.",
      tone: "refused",
    });
    expect(pendingStatus({ unsaved: 2, invalid: 3, showRefusal: true })).toEqual({
      text: "3 périodes forcées sont invalides : corrigez-les avant de continuer. Rien n'a été envoyé.",
      tone: "refused",
    });
  });

  it("sinon, ce qui n'est pas encore sauvegardé", () => {
    expect(pendingStatus({ unsaved: 0, invalid: 0, showRefusal: true }).text).toBe(
      "Aucune modification à sauvegarder",
    );
    expect(pendingStatus({ unsaved: 1, invalid: 0, showRefusal: false }).text).toBe(
      "1 période forcée non sauvegardée",
    );
    expect(pendingStatus({ unsaved: 12, invalid: 0, showRefusal: false })).toEqual({
      text: "12 périodes forcées non sauvegardées",
      tone: "pending",
    });
  });
});
