import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_STATUS, fieldPath, isErrorCode } from "./errors";

describe("Un code d'erreur (DESIGN.md §7)", () => {
  it("est l'un des codes du tableau code → statut HTTP", () => {
    expect(isErrorCode("NOT_FOUND")).toBe(true);
    expect(isErrorCode("CAMPAIGN_CLOSED")).toBe(true);
    expect(isErrorCode("NOT_A_CODE")).toBe(false);
    expect(isErrorCode("not_found")).toBe(false);
  });

  it("est un texte : ni un nombre, ni une liste, ni une clé héritée d'objet", () => {
    expect(isErrorCode(404)).toBe(false);
    expect(isErrorCode(null)).toBe(false);
    expect(isErrorCode(undefined)).toBe(false);
    expect(isErrorCode(["NOT_FOUND"])).toBe(false);
    expect(isErrorCode({ toString: () => "FORBIDDEN" })).toBe(false);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode("__proto__")).toBe(false);
  });

  it("a un statut : 400 pour une saisie refusée, 401 sans session, 403, 404, 409 pour une règle métier", () => {
    expect(ERROR_STATUS.VALIDATION_FAILED).toBe(400);
    expect(ERROR_STATUS.UNAUTHORIZED).toBe(401);
    expect(ERROR_STATUS.INVALID_CREDENTIALS).toBe(401);
    expect(ERROR_STATUS.FORBIDDEN).toBe(403);
    expect(ERROR_STATUS.NOT_A_PARTICIPANT).toBe(403);
    expect(ERROR_STATUS.NOT_FOUND).toBe(404);
    expect(ERROR_STATUS.CAMPAIGN_CLOSED).toBe(409);
    expect(ERROR_STATUS.CAMPAIGN_NOT_ACTIVE).toBe(409);
    expect(ERROR_STATUS.REPORT_NOT_READY).toBe(409);
    expect(ERROR_STATUS.REPORT_NOT_PREVIEWABLE).toBe(409);
    expect(ERROR_STATUS.INTERNAL).toBe(500);
  });

  it("la liste des codes est celle du tableau, dans son ordre", () => {
    expect(ERROR_CODES).toHaveLength(51);
    expect(ERROR_CODES.slice(0, 3)).toEqual([
      "VALIDATION_FAILED",
      "PARTICIPANT_NOT_ELIGIBLE",
      "UNAUTHORIZED",
    ]);
    expect(ERROR_CODES.at(-1)).toBe("SERVICE_UNAVAILABLE");
    // Issue 22 (decision 021): the codes of records kept come right after CAMPAIGN_ALREADY_CLOSED.
    const closed = ERROR_CODES.indexOf("CAMPAIGN_ALREADY_CLOSED");
    expect(ERROR_CODES.slice(closed, closed + 4)).toEqual([
      "CAMPAIGN_ALREADY_CLOSED",
      "CAMPAIGN_HAS_RECORDS",
      "CAMPAIGN_ARCHIVED",
      "INSTRUMENT_QUARANTINED",
    ]);
    // Decision 033: a certificate's refusals, after the signatures' codes.
    const certificate = ERROR_CODES.indexOf("CERTIFICATE_INVALID");
    expect(ERROR_CODES.slice(certificate, certificate + 3)).toEqual([
      "CERTIFICATE_INVALID",
      "CERTIFICATE_OTHER_INSTRUMENT",
      "CERTIFICATE_UNMATCHED",
    ]);
    expect(ERROR_STATUS.CERTIFICATE_INVALID).toBe(400);
    expect(ERROR_CODES.every(isErrorCode)).toBe(true);
  });
});

describe("Le champ d'une erreur de validation : le chemin de la valeur refusée", () => {
  it("joint les éléments du chemin par des points", () => {
    expect(fieldPath(["name"])).toBe("name");
    expect(fieldPath(["equipment", 3, "currentPeriod"])).toBe("equipment.3.currentPeriod");
    expect(fieldPath(["scales", 0, "score"])).toBe("scales.0.score");
  });

  it("ignore les éléments vides", () => {
    expect(fieldPath(["", "name"])).toBe("name");
    expect(fieldPath(["criteria", "", "weight"])).toBe("criteria.weight");
  });

  it("n'existe pas pour une erreur qui porte sur le corps entier", () => {
    expect(fieldPath([])).toBeUndefined();
    expect(fieldPath([""])).toBeUndefined();
  });
});
