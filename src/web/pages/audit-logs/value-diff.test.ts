import { describe, expect, it } from "vitest";
import { formatDateTime } from "../../lib/format";
import { fieldLabel, recordLabel, shownValue, valueChanges, WHOLE_VALUE } from "./value-diff";

const text = (value: string) => ({ text: value, kind: "text" });
const json = (value: string) => ({ text: value, kind: "json" });
const EMPTY = { text: "vide", kind: "empty" };

describe("Les valeurs avant et après d'un événement, champ par champ", () => {
  it("une modification : les champs changés d'abord, puis les autres, chacun dans son ordre", () => {
    expect(
      valueChanges(
        { name: "Campagne 2025", status: "active", description: null, closedAt: null },
        { name: "Campagne 2026", status: "active", description: "Banc de pression", closedAt: null },
      ),
    ).toEqual([
      { field: "name", before: text("Campagne 2025"), after: text("Campagne 2026"), changed: true },
      { field: "description", before: EMPTY, after: text("Banc de pression"), changed: true },
      { field: "status", before: text("active"), after: text("active"), changed: false },
      { field: "closedAt", before: EMPTY, after: EMPTY, changed: false },
    ]);
  });

  it("une création : rien avant ; une suppression : rien après", () => {
    expect(valueChanges(null, { name: "Manomètre", currentPeriod: 12 })).toEqual([
      { field: "name", before: null, after: text("Manomètre"), changed: true },
      { field: "currentPeriod", before: null, after: text("12"), changed: true },
    ]);
    expect(valueChanges({ name: "Manomètre" }, null)).toEqual([
      { field: "name", before: text("Manomètre"), after: null, changed: true },
    ]);
    expect(valueChanges(undefined, { active: true })).toEqual([
      { field: "active", before: null, after: text("oui"), changed: true },
    ]);
  });

  it("un champ devenu vide n'est pas un champ supprimé", () => {
    const [change] = valueChanges({ notes: "ok" }, { notes: null });
    expect(change).toEqual({ field: "notes", before: text("ok"), after: EMPTY, changed: true });
    expect(valueChanges({ notes: null }, {})[0]).toEqual({
      field: "notes",
      before: EMPTY,
      after: null,
      changed: true,
    });
  });

  it("les champs qui n'existent que d'un côté viennent après les autres du même groupe", () => {
    expect(valueChanges({ a: 1, b: 2 }, { c: 3, a: 9, b: 2 }).map((change) => change.field)).toEqual([
      "a",
      "c",
      "b",
    ]);
  });

  it("les listes et objets imbriqués en JSON compact, en texte", () => {
    const [ratings, roles] = valueChanges(
      { ratings: [{ criterion: "Fréquence", grade: 2 }] },
      { ratings: [{ criterion: "Fréquence", grade: 4 }], roles: ["admin"] },
    );
    expect(ratings).toEqual({
      field: "ratings",
      before: json('[{"criterion":"Fréquence","grade":2}]'),
      after: json('[{"criterion":"Fréquence","grade":4}]'),
      changed: true,
    });
    expect(roles?.after).toEqual(json('["admin"]'));
    expect(valueChanges({}, { scale: { grade: 1, score: -2 } })[0]?.after).toEqual(
      json('{"grade":1,"score":-2}'),
    );
  });

  it("une valeur qui n'est pas un objet de champs : une seule ligne", () => {
    expect(valueChanges(null, [1, 2])).toEqual([
      { field: WHOLE_VALUE, before: null, after: json("[1,2]"), changed: true },
    ]);
    expect(valueChanges(12, 18)).toEqual([
      { field: WHOLE_VALUE, before: text("12"), after: text("18"), changed: true },
    ]);
    expect(valueChanges("a", { b: 1 })).toEqual([
      { field: WHOLE_VALUE, before: text("a"), after: json('{"b":1}'), changed: true },
    ]);
  });

  it("rien de part et d'autre : aucune ligne", () => {
    expect(valueChanges(null, null)).toEqual([]);
    expect(valueChanges(undefined, undefined)).toEqual([]);
    expect(valueChanges({}, {})).toEqual([]);
  });

  it("du balisage reste du texte, tel quel", () => {
    expect(valueChanges(null, { name: "<img src=x onerror=alert(1)>" })[0]?.after).toEqual(
      text("<img src=x onerror=alert(1)>"),
    );
  });
});

describe("Une valeur en texte", () => {
  it("vide, oui/non, nombres, textes, JSON", () => {
    expect(shownValue(null)).toEqual(EMPTY);
    expect(shownValue(true)).toEqual(text("oui"));
    expect(shownValue(false)).toEqual(text("non"));
    expect(shownValue(12.5)).toEqual(text("12.5"));
    expect(shownValue("")).toEqual(text(""));
    expect(shownValue({ a: [1, { b: null }] })).toEqual(json('{"a":[1,{"b":null}]}'));
  });

  it("un instant en date française ; une date sans heure ou un texte qui y ressemble, tels quels", () => {
    expect(shownValue("2030-06-15T12:30:00.000Z")).toEqual(text(formatDateTime("2030-06-15T12:30:00.000Z")));
    expect(shownValue("2030-06-15T12:30:00.000Z").text).toMatch(/^15\/06\/2030 \d{2}:30$/);
    expect(shownValue("2030-06-15")).toEqual(text("2030-06-15"));
    expect(shownValue("Révision du 2030-06-15T12:30:00Z")).toEqual(text("Révision du 2030-06-15T12:30:00Z"));
  });
});

describe("Les noms des champs et des enregistrements", () => {
  it("en français quand ils sont connus, sinon tels quels", () => {
    expect(fieldLabel("deadline")).toBe("Échéance");
    expect(fieldLabel("serialNumber")).toBe("Référence");
    expect(fieldLabel("inconnu")).toBeNull();
    expect(fieldLabel("toString")).toBeNull();
  });

  it("la table et le numéro ; l'adresse d'un appel refusé telle quelle", () => {
    expect(recordLabel("campaigns", "12")).toBe("Campagne n° 12");
    expect(recordLabel("instruments", "7")).toBe("instruments n° 7");
    expect(recordLabel(null, "/api/audit/complete")).toBe("/api/audit/complete");
    expect(recordLabel("campaigns", null)).toBe("Campagne");
    expect(recordLabel(null, null)).toBeNull();
  });
});
