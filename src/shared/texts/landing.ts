/**
 * The words of the landing page (spec §1, §2). Its JavaScript is weighed (bench/page-weight.ts):
 * this module holds the landing page's texts and nothing else.
 */
export const LANDING_TEXTS = {
  signInFailed:
    "La connexion via le fournisseur d'identité de votre entreprise a échoué. Réessayez ou contactez votre administrateur.",
  home: "Calibra, accueil",
  sections: "Sections",
  compliance: "Conformité",
  features: "Fonctionnalités",
  why: "Pourquoi Calibra",
  signIn: "Se connecter",
  method: "Méthode OPPERET · FD X 07-014 annexe D",
  heroTitle: "Étalonnez au bon moment, ",
  heroTitleAccent: "ni trop tôt, ni trop tard.",
  heroText:
    "Calibra pilote vos campagnes d'étalonnage : vos équipes cotent chaque instrument sur des critères pondérés, Calibra calcule la nouvelle périodicité, et vous appliquez, justifiez et archivez chaque décision.",
  start: "Commencer maintenant",
  discover: "Découvrir les fonctionnalités",
  aligned: "Aligné sur ISO 10012 et ISO/IEC 17025 · Données hébergées et isolées par entreprise",
  complianceKicker: "Conformité normative",
  complianceTitle: "Des intervalles d'étalonnage que vous pouvez justifier",
  complianceText:
    "Chaque nouvelle périodicité découle de cotations tracées, de pondérations paramétrables et d'une méthode documentée : de quoi répondre sereinement à un audit.",
  featuresTitle: "Tout le cycle d'étalonnage, au même endroit",
  whyKicker: "Pourquoi choisir Calibra",
  whyTitle: "Moins d'étalonnages inutiles, plus de mesures fiables",
  ctaTitle: "Prêt à optimiser vos périodicités d'étalonnage ?",
  ctaText:
    "Configurez votre entreprise, importez vos instruments et lancez votre première campagne en quelques minutes.",
  startFree: "Commencer gratuitement",
  footerText: "Gestion des campagnes d'étalonnage des instruments de mesure, méthode OPPERET.",
  footer: "Pied de page",
  rights: " Calibra. Tous droits réservés.",
  previewCampaign: "Campagne",
  previewCampaignName: "Revue annuelle — Atelier 2",
  previewActive: "Active",
  previewRated: "38/40 équipements notés",
  previewMonths: " mois",
  previewPeriod: "Période ",
} as const;

export interface Feature {
  title: string;
  text: string;
}

/** The six feature cards of the landing page (spec §2), in the order of their icons. */
export const FEATURES: readonly Feature[] = [
  {
    title: "Tableau de bord analytique",
    text: "Campagnes actives, équipements à étalonner, mesures du mois et rapports générés : l'état de votre parc d'un coup d'œil.",
  },
  {
    title: "Gestion des campagnes",
    text: "Créez une campagne avec son échéance, ses équipements et ses participants, puis suivez l'avancement de chaque cotation.",
  },
  {
    title: "Parc d'équipements",
    text: "Un inventaire unique de vos instruments avec l'historique de leurs étalonnages et la planification automatique des échéances.",
  },
  {
    title: "Saisie des mesures",
    text: "Partagez un lien sécurisé : opérateurs et techniciens saisissent mesures et cotations sur une interface publique, sans compte.",
  },
  {
    title: "Rapports automatisés",
    text: "Rapports de synthèse PDF et Excel générés en un clic : périodes calculées, périodes forcées, évolutions et justifications.",
  },
  {
    title: "Audit et sécurité",
    text: "Chaque action est tracée dans le journal d'audit, et les données de chaque entreprise restent strictement isolées.",
  },
];

export interface Standard {
  code: string;
  title: string;
  text: string;
}

export const STANDARDS: readonly Standard[] = [
  {
    code: "ISO 10012",
    title: "Systèmes de management de la mesure",
    text: "Confirmation métrologique documentée : chaque intervalle d'étalonnage est justifié et traçable.",
  },
  {
    code: "ISO/IEC 17025",
    title: "Compétence des laboratoires",
    text: "Des enregistrements complets et une traçabilité des décisions attendues lors des audits d'accréditation.",
  },
  {
    code: "FD X 07-014",
    title: "Optimisation des intervalles (annexe D)",
    text: "La méthode OPPERET pondère usage, dérive et criticité pour calculer la nouvelle périodicité en mois.",
  },
];

export interface Figure {
  value: string;
  label: string;
}

/** The figures of spec §1, written the French way. */
export const FIGURES: readonly Figure[] = [
  { value: "500+", label: "équipements suivis" },
  { value: "50+", label: "entreprises clientes" },
  { value: "1 000+", label: "mesures saisies" },
  { value: "99,9 %", label: "de disponibilité" },
  { value: "-20 %", label: "sur le budget d'étalonnage" },
  { value: "100 %", label: "de conformité normative" },
];

export const REASONS: readonly string[] = [
  "Des périodicités justifiées critère par critère, que vous pouvez expliquer à un auditeur.",
  "Des techniciens qui cotent depuis un simple lien, sans création de compte.",
  "Des rapports prêts à archiver, générés automatiquement à la fin de chaque campagne.",
  "Une traçabilité complète et des données isolées pour chaque entreprise.",
];
