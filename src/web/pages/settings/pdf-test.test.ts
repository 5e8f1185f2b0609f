import { describe, expect, it } from "vitest";
import type { PdfTestResult } from "../../../shared/api/reports";
import { pdfTestErrorText } from "../../api/errors";
import { ApiError } from "../../api/request";
import { creditsText, formatDuration, pdfTestFailureText } from "./pdf-test";

const result = (error: string | null): PdfTestResult => ({
  success: false,
  error,
  remainingCredits: null,
  engine: "Moteur PDF intégré à Calibra (pdfkit)",
  pageCount: 0,
  durationMs: 12,
});

describe("Le test du moteur PDF (spec §8)", () => {
  it("un échec du moteur : son erreur, sinon 'Erreur inconnue'", () => {
    expect(pdfTestFailureText(result("Police introuvable"))).toBe("Police introuvable");
    expect(pdfTestFailureText(result(null))).toBe("Erreur inconnue");
    expect(pdfTestFailureText(result("  "))).toBe("Erreur inconnue");
  });

  it("pas de réponse : 'Impossible de tester la connexion' ; un rôle refusé : 'Accès refusé'", () => {
    expect(pdfTestErrorText(new TypeError("Failed to fetch"))).toBe("Impossible de tester la connexion");
    expect(pdfTestErrorText(new ApiError(502, ""))).toBe("Impossible de tester la connexion");
    expect(pdfTestErrorText(new ApiError(403, JSON.stringify({ code: "FORBIDDEN", message: "x" })))).toBe(
      "Accès refusé",
    );
    expect(
      pdfTestErrorText(new ApiError(401, JSON.stringify({ code: "UNAUTHORIZED", message: "Unauthorized" }))),
    ).toBeNull();
  });

  it("des crédits illimités quand le moteur n'en compte pas", () => {
    expect(creditsText(null)).toBe("Crédits restants : illimité");
    expect(creditsText(1200)).toBe("Crédits restants : 1\u202f200");
  });

  it("la durée en millisecondes, puis en secondes", () => {
    expect(formatDuration(42.4)).toBe("42 ms");
    expect(formatDuration(1260)).toBe("1,3 s");
  });
});
