import { describe, expect, it } from "vitest";
import { emailHash, type SecurityLogSummary, securityKindOf, securityLogText } from "./security-log";

/** printf %s claire.martin@exemple.fr | sha256sum */
const HASH = "1b50c3c6ec91bf343381c465e1bd84c8cef4f3fd12d1eac0136c5a0e1eee43f9";

describe("Journal de sécurité : empreinte, nature, texte", () => {
  it("l'empreinte est le SHA-256 de l'adresse sans espaces autour et en minuscules", () => {
    expect(emailHash("claire.martin@exemple.fr")).toBe(HASH);
    expect(emailHash("  Claire.Martin@Exemple.FR ")).toBe(emailHash("claire.martin@exemple.fr"));
    expect(emailHash("autre@exemple.fr")).not.toBe(emailHash("claire.martin@exemple.fr"));
  });

  it("inconnu sans compte, désactivé pour un compte inactif, rien pour un compte actif", () => {
    expect(securityKindOf(undefined)).toBe("sign_in_unknown_account");
    expect(securityKindOf(null)).toBe("sign_in_unknown_account");
    expect(securityKindOf({ status: "inactive" })).toBe("sign_in_deleted_account");
    expect(securityKindOf({ status: "active" })).toBeNull();
  });

  it("le texte de la commande accorde les nombres et ne montre qu'un début d'empreinte", () => {
    const at = new Date("2026-07-14T10:00:00Z");
    const summary: SecurityLogSummary = {
      since: "2026-07-01",
      until: "2026-07-14",
      total: 3,
      byDay: [{ day: "2026-07-14", unknown: 2, deleted: 1, total: 3 }],
      byAddress: [
        { ipAddress: "192.0.2.1", total: 2, accounts: 2, lastAt: at },
        { ipAddress: null, total: 1, accounts: 1, lastAt: at },
      ],
      latest: [
        { at, kind: "sign_in_deleted_account", emailHash: "ab".repeat(32), ipAddress: null, userAgent: null },
      ],
    };
    const text = securityLogText(summary);
    expect(text).toContain("du 01/07/2026 au 14/07/2026 (heure de Paris)");
    expect(text).toContain("3 événements au total.");
    expect(text).toContain("14/07/2026 : 3 (compte inconnu : 2, compte désactivé : 1)");
    expect(text).toContain(
      "192.0.2.1 : 2 tentatives visant 2 adresses e-mail différentes, la dernière le 14/07/2026 12:00:00",
    );
    expect(text).toContain("adresse inconnue : 1 tentative visant une adresse e-mail");
    expect(text).toContain(
      `14/07/2026 12:00:00  connexion sur un compte désactivé  depuis adresse inconnue  e-mail (SHA-256) ${"ab".repeat(8)}…`,
    );
    expect(text).not.toContain("ab".repeat(32));
  });
});
