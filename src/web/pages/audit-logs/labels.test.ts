import { describe, expect, it } from "vitest";
import type { AuditVerification } from "../../../shared/api/audit";
import {
  ACTION_GROUPS,
  actionLabel,
  isKnownAction,
  linkLabel,
  verificationText,
} from "../../../shared/texts/audit";
import { fill } from "../../lib/format";

/** French numbers group thousands with a narrow no-break space. */
const THOUSANDS = "\u202f";

describe("Les actions de la piste d'audit, en français", () => {
  it("les actions connues ont leur libellé", () => {
    expect(actionLabel("campaign.created")).toBe("Création de campagne");
    expect(actionLabel("rating.saved")).toBe("Notation");
    expect(actionLabel("access.refused")).toBe("Accès refusé");
    expect(actionLabel("auth.sign_in_failed")).toBe("Connexion échouée");
    expect(actionLabel("periods.calculated")).toBe("Calcul des périodes");
    expect(isKnownAction("rating.saved")).toBe(true);
  });

  it("une action inconnue garde son code", () => {
    expect(actionLabel("inventory.moved")).toBe("inventory.moved");
    expect(isKnownAction("inventory.moved")).toBe(false);
    expect(actionLabel("")).toBe("");
  });

  it("chaque action n'apparaît qu'une fois, dans une seule famille, avec un libellé", () => {
    const actions = ACTION_GROUPS.flatMap((group) => Object.keys(group.actions));
    expect(new Set(actions).size).toBe(actions.length);
    for (const group of ACTION_GROUPS)
      for (const [action, label] of Object.entries(group.actions)) {
        expect(action).toMatch(/^[a-z_]+(\.[a-z_]+)+$/);
        expect(label.trim()).not.toBe("");
      }
  });
});

describe("Le lien d'un opérateur public", () => {
  it("lien de saisie, de notation, personnel ; le code tel quel sinon", () => {
    expect(linkLabel("measurement/campaign")).toBe("Lien de saisie");
    expect(linkLabel("rating/campaign")).toBe("Lien de notation");
    expect(linkLabel("rating/personal:12")).toBe("Lien personnel");
    expect(linkLabel("upload/batch")).toBe("upload/batch");
    expect(linkLabel(null)).toBeNull();
  });
});

describe("Le résultat de la vérification de la chaîne", () => {
  const result = (over: Partial<AuditVerification>): AuditVerification => ({
    valid: true,
    checked: 1234,
    firstBroken: null,
    head: { seq: 1234, hash: "a".repeat(64) },
    verifiedAt: "2026-05-04T10:00:00.000Z",
    ...over,
  });

  it("intègre : le nombre d'entrées vérifiées", () => {
    expect(verificationText(result({}))).toBe(`Piste d'audit intègre : 1${THOUSANDS}234 entrées vérifiées`);
    expect(verificationText(result({ checked: 1 }))).toBe("Piste d'audit intègre : 1 entrée vérifiée");
  });

  it("rompue : la position et la raison en français", () => {
    const broken = (reason: "altered" | "unlinked" | "missing") =>
      verificationText(result({ valid: false, checked: 56, firstBroken: { seq: 57, id: 90, reason } }));
    expect(broken("altered")).toBe("Piste d'audit altérée à la position 57 : entrée modifiée");
    expect(broken("unlinked")).toBe(
      "Piste d'audit altérée à la position 57 : chaînage rompu (entrée supprimée ou insérée)",
    );
    expect(broken("missing")).toBe("Piste d'audit altérée à la position 57 : entrée manquante");
  });
});

describe("Les textes à trous", () => {
  it("les nombres en français, les valeurs inconnues laissées", () => {
    expect(fill("Page {page} sur {count}", { page: 2, count: 1000 })).toBe(`Page 2 sur 1${THOUSANDS}000`);
    expect(fill("{n} mois", { n: 18 })).toBe("18 mois");
    expect(fill("Bonjour {nom}", {})).toBe("Bonjour {nom}");
  });
});
