import type { ApprovalSettings } from "../api/approvals";
import { DEFAULT_TIME_ZONE } from "../clock";

/** The texts of the Paramètres screen. */
export const SETTINGS_TEXTS = {
  title: "Paramètres",
  description:
    "Où se règle Calibra, le moteur qui produit vos rapports PDF et les unités de mesure de chaque type d'instrument",
  generalTitle: "Général",
  generalDescription:
    "Les réglages de Calibra se font là où ils servent : chacun figure sur l'écran de ce qu'il règle.",
  pdfTitle: "Rapports PDF",
  pdfDescription:
    "Les rapports PDF sont produits par Calibra lui-même, sur son propre serveur : moteur intégré, pas de clé, pas de crédits.",
  engineLabel: "Moteur",
  engineValue: "Intégré à Calibra",
  keyLabel: "Clé d'API",
  keyValue: "Aucune",
  creditsLabel: "Crédits",
  creditsValue: "Illimités",
  serviceLabel: "Service extérieur",
  serviceValue: "Aucun : vos données ne quittent pas Calibra",
  testButton: "Tester la connexion",
  testing: "Test en cours...",
  testHint: "Produit une page PDF de test avec le moteur intégré, sans rien enregistrer.",
  testNotAllowed:
    "Réservé aux administrateurs, aux initiateurs de campagne et aux gestionnaires de parc : votre rôle ne permet pas de générer des rapports.",
  successTitle: "Connexion réussie",
  successToast: "Le moteur PDF fonctionne",
  failureTitle: "Le moteur PDF n'a pas répondu comme prévu",
  engine: "Moteur : {engine}",
  credits: "Crédits restants : {credits}",
  unlimited: "illimité",
  pages: "Document produit : {n} page(s)",
  duration: "Durée : {duration}",
  testedAt: "Testé le {date}",
} as const;

/** Where each of Calibra's settings lives (the general card of the Paramètres screen). */
export const SETTING_PLACES = [
  {
    what: "Paramètres globaux OPPERET",
    detail:
      "Les coefficients k1 et k2 et la périodicité maximale pmax du calcul des nouvelles périodes, avec les critères de notation et leurs poids.",
    where: "Critères de Cotation",
    to: "/rating-criteria",
  },
  {
    what: "Entreprise",
    detail:
      "Le nom, l'adresse et les coordonnées de votre entreprise, repris en tête des rapports et des e-mails.",
    where: "Entreprise",
    to: "/company",
  },
  {
    what: "Validation des saisies publiques",
    detail:
      "Si les mesures et notations reçues par un lien de partage attendent l'accord d'un responsable : un réglage de l'entreprise, dans la fenêtre «\u00a0Partager\u00a0» d'une campagne.",
    where: "Campagnes",
    to: "/campaigns",
  },
  {
    what: "Utilisateurs et rôles",
    detail: "Qui peut créer des campagnes, noter, générer des rapports ou administrer Calibra.",
    where: "Profils",
    to: "/profiles",
  },
  {
    what: "E-mails",
    detail: "Le serveur d'envoi utilisé et les derniers messages partis, avec un envoi de test.",
    where: "Test des Emails",
    to: "/email-test",
  },
] as const;

/** The units per instrument type card (decision 020). */
export const UNITS_TEXTS = {
  title: "Unités de mesure par type d'instrument",
  description:
    "La page de saisie publique ne propose, pour chaque instrument, que les unités de son type, et Calibra refuse toute autre unité. Un type sans réglage propose toutes les unités.",
  listLabel: "Types d'instrument et leurs unités",
  loading: "Chargement des types d'instrument...",
  loadFailed: "Impossible de charger les unités par type d'instrument.",
  retry: "Réessayer",
  emptyTitle: "Aucun type d'instrument pour le moment",
  empty:
    "Renseignez le type de vos instruments (balance, pied à coulisse, manomètre…) dans le Parc ou dans les équipements d'une campagne : chaque type apparaîtra ici avec ses unités.",
  toParc: "Parc d'instruments",
  instrument: "{n} instrument",
  instruments: "{n} instruments",
  allUnits: "Toutes les unités ({n}) : liste par défaut",
  unitsOf: "Unités du type {type}",
  edit: "Modifier",
  editFor: "Modifier les unités du type {type}",
  editing: "Unités du type {type}",
  editHint:
    "Cochez les unités dans lesquelles ce type d'instrument se mesure. Les mesures déjà enregistrées gardent leur unité.",
  chosen: "{n} unité(s) cochée(s)",
  noneChosen: "Aucune unité cochée : le type proposera toutes les unités ({n}).",
  cancel: "Annuler",
  reset: "Toutes les unités",
  save: "Enregistrer",
  saving: "Enregistrement...",
  saved: "Unités du type « {type} » enregistrées",
  savedAll: "Le type « {type} » propose de nouveau toutes les unités",
  saveFailed: "Impossible d'enregistrer les unités de ce type",
  readOnly: "Seuls les administrateurs et les initiateurs de campagne peuvent changer ce réglage.",
} as const;

/** The « Motifs et approbations » card (decision 021). */
export const APPROVALS_TEXTS = {
  title: "Motifs et approbations",
  saveFailed: "Impossible d'enregistrer ce réglage d'approbation",
  readOnlyHint: " Seuls les administrateurs et les initiateurs de campagne peuvent le changer.",
  description:
    "Une période forcée, la réouverture d'une campagne et l'approbation des nouvelles périodes gardent qui, quand et pourquoi : dans les résultats, les rapports, l'historique des instruments et le journal.",
} as const;

/** The texts of the « Exporter toutes les données » card. */
export const COMPANY_EXPORT_TEXTS = {
  title: "Exporter toutes les données",
  description:
    "Une archive ZIP de toutes les données de votre entreprise, pour les garder ou les reprendre ailleurs.",
  contentsLabel: "Ce que contient l'archive",
  contents: [
    "Le parc et son historique : étalonnages et leurs points, certificats numériques (DCC) reçus, périodes appliquées, revues d'impact",
    "Les campagnes : équipements, notations, mesures, saisies publiques, calculs et résultats",
    "Les critères et leurs échelles, tels que chaque calcul les a utilisés",
    "Les utilisateurs, les réglages, les signatures et le journal d'audit chaîné",
    "Le fichier de chaque rapport généré",
  ],
  formats:
    "Chaque table en CSV (point-virgule, pour Excel) et en JSON, un manifeste des empreintes SHA-256 et un LISEZMOI qui explique tout.",
  secrets:
    "Aucun secret n'en sort : ni mot de passe, ni session, ni lien de partage. L'export est inscrit au journal d'audit.",
  download: "Télécharger l'archive (ZIP)",
  hint: "Le téléchargement commence aussitôt ; pour une grande entreprise, l'archive peut prendre quelques minutes.",
} as const;

/** Each approval setting (« Motifs et approbations »): its label, what it does, what the toast says once saved. */
export const APPROVAL_SWITCHES: Record<
  keyof ApprovalSettings,
  { label: string; hint: string; on: string; off: string }
> = {
  requireReason: {
    label: "Exiger un motif",
    hint: "Activé, forcer une période ou rouvrir une campagne sans motif est refusé. Désactivé, le motif reste proposé et son absence se lit « motif non renseigné ».",
    on: "Un motif est désormais exigé pour forcer une période ou rouvrir une campagne",
    off: "Le motif reste proposé mais n'est plus exigé",
  },
  requireSignature: {
    label: "Approbation signée obligatoire",
    hint: "Activé, appliquer des périodes ou clore une revue d'impact exige la signature électronique de l'approbateur (son mot de passe saisi de nouveau). Désactivé, la signature reste proposée.",
    on: "Appliquer des périodes ou clore une revue d'impact exige désormais une signature",
    off: "La signature reste proposée mais n'est plus exigée",
  },
  twoPersonRule: {
    label: "Double validation",
    hint: "Activé, les nouvelles périodes sont approuvées par une autre personne que celle qui a lancé le calcul ou forcé une période.",
    on: "Double validation activée : l'approbateur doit être une autre personne",
    off: "Double validation désactivée",
  },
};

/** The texts of the time zone card (decision 026). */
export const TIME_ZONE_TEXTS = {
  title: "Fuseau horaire",
  description:
    "Le fuseau de votre entreprise dit quel jour on est pour Calibra : échéances et retards du planning, statistiques du mois, rappels, dates des exports, des rapports et des e-mails.",
  label: "Fuseau horaire",
  hint: `Par défaut, ${DEFAULT_TIME_ZONE} : l'heure de Paris.`,
  readOnly: " Seuls les administrateurs peuvent le changer.",
  saved: "Fuseau horaire enregistré : {zone}",
  saveFailed: "Impossible d'enregistrer le fuseau horaire",
} as const;
