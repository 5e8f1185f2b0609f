import type { CriteriaProfile } from "../../../shared/roles";

/**
 * The criteria a new company starts with (DESIGN.md §6): editable afterwards. Each has five grades,
 * scored −2 to +2; −2 argues for a shorter period, +2 for a longer one.
 */
export interface DefaultCriterion {
  name: string;
  description: string;
  profile: CriteriaProfile;
  weight: string;
  /** Descriptions of grades 1 to 5 (scores −2, −1, 0, +1, +2). */
  scale: [string, string, string, string, string];
}

export const DEFAULT_SCORES = ["-2", "-1", "0", "1", "2"] as const;

export const DEFAULT_CRITERIA: readonly DefaultCriterion[] = [
  {
    name: "Gravité des conséquences d'une mesure erronée",
    description:
      "Impact sur le produit, la sécurité ou la conformité si l'instrument mesure faux sans qu'on le sache.",
    profile: "initiateur_campagne",
    weight: "2",
    scale: [
      "Critique : sécurité des personnes, non-conformité réglementaire ou rappel de produit",
      "Majeure : produit non conforme livré au client ou arrêt de production",
      "Modérée : rebut ou retouche détectés en interne",
      "Faible : impact limité, détecté au contrôle suivant",
      "Négligeable : mesure indicative sans incidence sur le produit",
    ],
  },
  {
    name: "Dérive constatée entre deux étalonnages rapportée à l'EMT",
    description:
      "Écart observé entre deux étalonnages successifs, comparé à l'erreur maximale tolérée (EMT).",
    profile: "gestionnaire_parc",
    weight: "2",
    scale: [
      "Hors tolérance : dérive supérieure à l'EMT",
      "Dérive comprise entre 75 % et 100 % de l'EMT",
      "Dérive comprise entre 50 % et 75 % de l'EMT",
      "Dérive comprise entre 25 % et 50 % de l'EMT",
      "Dérive inférieure à 25 % de l'EMT",
    ],
  },
  {
    name: "Capabilité du processus de mesure (tolérance / incertitude)",
    description: "Rapport entre la tolérance à vérifier et l'incertitude de mesure de l'instrument.",
    profile: "gestionnaire_parc",
    weight: "1.5",
    scale: [
      "Rapport T/U inférieur à 2 : capabilité insuffisante",
      "Rapport T/U compris entre 2 et 4",
      "Rapport T/U compris entre 4 et 6",
      "Rapport T/U compris entre 6 et 10",
      "Rapport T/U supérieur à 10 : large marge",
    ],
  },
  {
    name: "Historique des interventions, réglages et réparations",
    description: "Interventions correctives constatées sur l'instrument depuis sa mise en service.",
    profile: "gestionnaire_parc",
    weight: "1",
    scale: [
      "Réglage ou réparation à chaque étalonnage",
      "Plusieurs interventions au cours des trois dernières années",
      "Une intervention au cours des trois dernières années",
      "Aucune intervention, historique encore court",
      "Aucune intervention sur un historique long et stable",
    ],
  },
  {
    name: "Fréquence d'utilisation",
    description: "À quel rythme l'instrument est utilisé en production ou au laboratoire.",
    profile: "utilisateur_equipement",
    weight: "1",
    scale: [
      "Utilisation continue, sur plusieurs postes par jour",
      "Utilisation quotidienne",
      "Utilisation hebdomadaire",
      "Utilisation mensuelle",
      "Utilisation occasionnelle, quelques fois par an",
    ],
  },
  {
    name: "Conditions d'utilisation et d'environnement",
    description:
      "Contraintes subies par l'instrument : chocs, vibrations, poussières, température, humidité.",
    profile: "utilisateur_equipement",
    weight: "1",
    scale: [
      "Sévères : chocs, vibrations, poussières, fortes variations de température",
      "Difficiles : atelier de production exposé",
      "Normales : atelier tempéré",
      "Maîtrisées : local propre à température stable",
      "Laboratoire climatisé, manipulation soigneuse",
    ],
  },
  {
    name: "Facilité de détection d'une anomalie en utilisation",
    description: "Capacité de l'utilisateur à s'apercevoir qu'une mesure est fausse entre deux étalonnages.",
    profile: "utilisateur_equipement",
    weight: "1",
    scale: [
      "Indétectable sans étalonnage",
      "Difficile : seul un contrôle croisé la révèle",
      "Possible par une vérification périodique interne",
      "Facile : vérification simple avant chaque usage",
      "Immédiate : auto-contrôle ou étalon de vérification systématique",
    ],
  },
  {
    name: "Coût et indisponibilité liés à l'étalonnage",
    description: "Ce que coûte chaque étalonnage : prestation, transport, immobilisation de l'instrument.",
    profile: "initiateur_campagne",
    weight: "0.5",
    scale: [
      "Étalonnage interne immédiat, sans immobilisation ni coût notable",
      "Coût faible, immobilisation inférieure à une journée",
      "Coût et immobilisation modérés",
      "Coût élevé ou immobilisation de plusieurs jours",
      "Coût très élevé, étalonnage externe long ou arrêt de production",
    ],
  },
];

export const GLOBAL_PARAMETER_SETTINGS = [
  { key: "k1", value: "1", description: "Coefficient de pondération" },
  { key: "k2", value: "0", description: "Coefficient correcteur de dispersion" },
  { key: "pmax", value: "60", description: "Périodicité maximale (mois)" },
] as const;
