import { describe, expect, it } from "vitest";
import { bulkDetailOf, canonicalJson, detailIntact, detailRefOf, sha256Hex } from "./audit-details";
import { idRanges, someOf } from "./record-audit";

describe("Le texte JSON canonique d'un détail d'audit (décision 025)", () => {
  it("trie les clés à chaque niveau (par unités UTF-16), sans espace", () => {
    expect(canonicalJson({ b: 1, a: { d: [3, { z: 1, y: 2 }], c: "é" } })).toBe(
      '{"a":{"c":"é","d":[3,{"y":2,"z":1}]},"b":1}',
    );
    // Keys that look like numbers are text like the others: "10" before "2".
    expect(canonicalJson({ "2": "b", "10": "a", "": 0 })).toBe('{"":0,"10":"a","2":"b"}');
  });

  it("écrit les valeurs comme JSON.stringify, et omet ce qu'il omet", () => {
    expect(canonicalJson({ a: undefined, b: null, c: [undefined, () => 1], d: -0 })).toBe(
      '{"b":null,"c":[null,null],"d":0}',
    );
    expect(canonicalJson({ at: new Date("2026-11-27T10:00:00.000Z") })).toBe(
      '{"at":"2026-11-27T10:00:00.000Z"}',
    );
    expect(canonicalJson([0.1 + 0.2, 1e21, 1e-7, Number.NaN, Number.POSITIVE_INFINITY])).toBe(
      "[0.30000000000000004,1e+21,1e-7,null,null]",
    );
    expect(canonicalJson('guillemet " et \\ et \n')).toBe(JSON.stringify('guillemet " et \\ et \n'));
    expect(canonicalJson(undefined)).toBe("null");
    expect(() => canonicalJson({ n: 10n })).toThrow(TypeError);
  });

  it("donne le même texte pour la même valeur relue, quel que soit l'ordre de ses clés", () => {
    const written = { newValues: { results: [{ equipmentId: 1, newPeriod: 12 }] }, oldValues: null };
    const reread = JSON.parse(
      '{"oldValues": null, "newValues": {"results": [{"newPeriod": 12, "equipmentId": 1}]}}',
    );
    expect(canonicalJson(reread)).toBe(canonicalJson(written));
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });

  it("reconnaît la référence d'une ligne résumée, et un détail intact", () => {
    const content = { oldValues: null, newValues: { n: 1 }, details: null };
    const sha256 = sha256Hex(canonicalJson(content));
    const details = { summary: { results: 300 }, auditDetail: { id: 7, sha256, bytes: 40, rows: 300 } };
    expect(detailRefOf(details)).toEqual({ id: 7, sha256, bytes: 40, rows: 300 });
    expect(bulkDetailOf(details)).toEqual({ id: 7, sha256, bytes: 40, rows: 300, summary: { results: 300 } });
    expect(detailRefOf({ calculated: 3 })).toBeNull();
    expect(detailRefOf(null)).toBeNull();
    expect(detailRefOf({ auditDetail: { id: "7", sha256 } })).toBeNull();
    const ref = detailRefOf(details)!;
    expect(detailIntact(ref, { sha256, content })).toBe(true);
    expect(detailIntact(ref, { sha256, content: { ...content, newValues: { n: 2 } } })).toBe(false);
    expect(detailIntact(ref, { sha256: "0".repeat(64), content })).toBe(false);
    expect(detailIntact(ref, undefined)).toBe(false);
  });
});

describe("Les identifiants d'un résumé", () => {
  it("en plages, dans l'ordre, sans doublon", () => {
    expect(idRanges([5, 3, 4, 10, 12, 11, 20, 4])).toBe("3-5, 10-12, 20");
    expect(idRanges([])).toBe("");
    expect(idRanges([7])).toBe("7");
  });

  it("coupés à la longueur dite, le détail les gardant tous", () => {
    const ids = Array.from({ length: 1000 }, (_, i) => i * 2);
    const text = idRanges(ids, 50);
    expect(text.length).toBeLessThanOrEqual(53);
    expect(text).toMatch(/^0, 2, 4, .*, …$/);
    expect(someOf(["JAU-1", "JAU-2", "JAU-3"], 12)).toBe("JAU-1, JAU-2, …");
    expect(someOf(["UNE-TRES-LONGUE-REFERENCE"], 5)).toBe("…");
  });
});
