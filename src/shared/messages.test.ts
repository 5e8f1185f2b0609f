import { describe, expect, it } from "vitest";
import { ERROR_CODES, ERROR_STATUS } from "./errors";
import * as catalogue from "./messages";
import { ERROR_MESSAGES, format } from "./messages";

/** Every string of the catalogue, whatever section it is in. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(strings);
  return [];
}
const CATALOGUE = new Set(strings(catalogue));

/** A template's placeholders (`{n}`, `{name}`; the spec also writes N) read as "any text". */
function matcherOf(spec: string): RegExp {
  const escaped = spec.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped.replace(/\\?\{\w+\\?\}|\bN\b/g, "\\{\\w+\\}")}$`);
}

/** Spec §5 and §8, every quoted message, exactly as the spec writes it. */
const SPEC_MESSAGES = [
  // §5 Validation rules
  "Le nom est requis",
  "Le poids est requis",
  "Le profil est requis",
  "K1 est requis",
  "K2 est requis",
  "Pmax est requis",
  "Ligne {n}: Format invalide - 3 colonnes attendues (Prénom, Nom, Email)",
  "Ligne {n}: Format email invalide",
  "Ligne {n}: Email déjà existant en base",
  "Ligne {n}: Email en double dans l'import",
  "Veuillez coller des données CSV",
  "Aucun utilisateur valide - Corrigez les erreurs avant d'importer",
  "Le nom de l'entreprise est requis",
  "Format d'email invalide",
  "La valeur est requise",
  "Impossible d'identifier l'opérateur.",
  "Aucune notation à enregistrer pour le moment.",
  // §8 Generic
  "Non autorisé / Session expirée. Reconnexion en cours...",
  "Session expirée",
  "Reconnexion en cours...",
  "Succès",
  "Erreur",
  // §8 Campaigns and reports
  "Impossible de créer la campagne",
  "Failed to create campaign",
  "Impossible de modifier la campagne",
  "Impossible de clôturer la campagne",
  "Impossible de supprimer la campagne",
  "Impossible de générer le rapport",
  "Impossible d'envoyer les notifications",
  "Failed to delete equipment",
  'Êtes-vous sûr de vouloir supprimer la campagne "{name}" ? Cette action est irréversible.',
  "Erreur: Failed to load report",
  "Impossible de générer le rapport PDF.",
  "Test échoué",
  "Erreur inconnue",
  "Impossible de tester la connexion",
  // §8 Criteria, parameters, users, profile, company, e-mail
  // ('Impossible de créer / modifier / supprimer le critère de cotation': the three of them.)
  "Impossible de créer le critère de cotation",
  "Impossible de modifier le critère de cotation",
  "Impossible de supprimer le critère de cotation",
  "Impossible de sauvegarder les paramètres globaux",
  "Impossible de mettre à jour le profil utilisateur",
  "Impossible de créer l'utilisateur",
  "Impossible de supprimer l'utilisateur",
  "Une erreur est survenue lors de l'import",
  "Impossible de mettre à jour le profil.",
  "Impossible de mettre à jour l'entreprise.",
  "Impossible de configurer l'entreprise",
  "Impossible d'envoyer l'email de test",
  // §8 Measurements and ratings
  "Impossible d'enregistrer la mesure",
  "Impossible de sauvegarder l'évaluation",
  "Impossible de sauvegarder les notations.",
  "Impossible de sauvegarder les périodes forcées.",
  "Impossible d'appliquer les nouvelles périodes.",
  "Erreur lors du calcul des nouvelles périodes",
  "Erreur lors de l'enregistrement des notations.",
  // §8 Success messages
  "Campagne créée avec succès",
  "Campagne modifiée avec succès",
  "Campagne clôturée avec succès",
  "Campagne supprimée avec succès",
  "Rapport {type} généré avec succès",
  " (N pages)",
  ". Attention: {warning}",
  "Rapport généré",
  "Notifications envoyées",
  "{n} techniciens notifiés avec succès",
  ", {m} échecs",
  "Mesure enregistrée avec succès",
  "Calcul terminé",
  "Les nouvelles périodes d'étalonnage ont été calculées avec succès.",
  "Notations sauvegardées",
  "Périodes forcées sauvegardées",
  "Configuration terminée",
  "Notation appliquée à N équipement(s) sélectionné(s).",
];

describe("Le catalogue des messages (spec §5, §8)", () => {
  it.each(SPEC_MESSAGES)("contient « %s » tel que la spécification l'écrit", (message) => {
    const matcher = matcherOf(message);
    const found = [...CATALOGUE].some((text) => text === message || matcher.test(text));
    expect(found, message).toBe(true);
  });

  it("remplit ses modèles", () => {
    expect(format(catalogue.FIELD_MESSAGES.importEmailFormat, { n: 4 })).toBe(
      "Ligne 4: Format email invalide",
    );
    expect(format(catalogue.CONFIRMATIONS.deleteCampaign, { name: "Revue 2027" })).toBe(
      'Êtes-vous sûr de vouloir supprimer la campagne "Revue 2027" ? Cette action est irréversible.',
    );
    expect(format("{a} et {b}", { a: 1 })).toBe("1 et {b}");
  });
});

describe("Les codes d'erreur (DESIGN.md §7)", () => {
  it("ont chacun un statut HTTP et un message français", () => {
    expect(ERROR_CODES.length).toBeGreaterThan(10);
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
      expect(ERROR_MESSAGES[code], code).toMatch(/\S/);
    }
  });

  it("gardent « Unauthorized » dans les réponses 401 (spec §8)", () => {
    for (const code of ERROR_CODES)
      if (ERROR_STATUS[code] === 401) expect(ERROR_MESSAGES[code], code).toContain("Unauthorized");
  });

  it("sont en français, sauf les textes anglais que la spécification impose", () => {
    const english = /(?<!\p{L})(the|is|not|found|error|invalid|request|failed|must|please)(?!\p{L})/iu;
    for (const code of ERROR_CODES) expect(ERROR_MESSAGES[code], code).not.toMatch(english);
  });
});

describe("Le remplissage des modèles (format)", () => {
  it("remplace chaque occurrence d'une marque, nombres compris", () => {
    expect(format("{n} sur {n} équipements", { n: 3 })).toBe("3 sur 3 équipements");
    expect(format(catalogue.FIELD_MESSAGES.forcedPeriod, { min: 1, max: 120 })).toBe(
      "La période forcée doit être un nombre entier de mois entre 1 et 120.",
    );
  });

  it("ne lit pas les propriétés héritées d'un objet", () => {
    expect(format("{toString} et {constructor}", {})).toBe("{toString} et {constructor}");
  });

  it("laisse tel quel un texte sans marque, et les accolades qui n'entourent pas un nom", () => {
    expect(format("Accès refusé", { n: 1 })).toBe("Accès refusé");
    expect(format("{ n } {}", { n: 1 })).toBe("{ n } {}");
  });
});
