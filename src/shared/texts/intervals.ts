import type { IntervalMethod } from "../api/interval-proposals";

/** The interval methods side by side (decision 034): their names, their sources, the screens' texts. */
export const INTERVAL_METHOD_LABELS: Record<IntervalMethod, { name: string; source: string }> = {
  opperet: { name: "OPPERET", source: "FD X 07-014 — cotation des risques" },
  staircase: { name: "Escalier", source: "ILAC-G24 / OIML D10, méthode 1" },
  rp1A3: { name: "Test de l'intervalle", source: "NCSL RP-1, méthode A3 sur la famille" },
  drift: { name: "Dérive", source: "FD X 07-014 — erreurs telles que trouvées" },
};

export const INTERVAL_TEXTS = {
  title: "Méthodes d'intervalle côte à côte",
  description:
    "OPPERET cote le jugement des experts ; les autres méthodes lisent l'historique de l'instrument et de sa famille. Chacune dit ses raisons et les données qu'elle a lues.",
  current: "Période en vigueur : {n} mois",
  months: "{n} mois",
  noProposal: "Pas de proposition",
  unrounded: "valeur calculée : {value} mois",
  reasons: "Raisons",
  data: "Données lues",
  force: "Forcer {n} mois",
  forceHint: "Dans la campagne « {campaign} », avec pour motif la méthode et ses raisons",
  forceReason: "Proposition de la méthode « {method} » ({source}) : {reason}",
  forced: "Période de {n} mois forcée dans la campagne « {campaign} »",
  forceFailed: "La période n'a pas été forcée.",
  noForce: "Aucune campagne calculée ne permet de forcer la période de cet instrument pour l'instant.",
  reviewTitle: "Revoir l'intervalle après la non-conformité",
  reviewText:
    "Le dernier étalonnage a trouvé l'instrument non conforme et aucune période n'a été appliquée depuis : comparez les propositions ci-dessous (ISO 10012 §7.1.2).",
  loadFailed: "Les propositions des méthodes d'intervalle n'ont pas pu être chargées.",
  settingsTitle: "Méthodes d'intervalle",
  settingsIntro:
    "Les réglages des méthodes qui proposent une période à côté d'OPPERET : l'escalier (ILAC-G24), le test de l'intervalle (NCSL RP-1 A3) et la dérive.",
  staircaseExtend: "Escalier : facteur d'allongement",
  staircaseReduce: "Escalier : facteur de réduction",
  staircaseMargin: "Escalier : marge (part de la tolérance)",
  targetReliability: "Fiabilité cible (RP-1)",
  minPeriod: "Période minimale (mois)",
  maxPeriod: "Période maximale (mois)",
  save: "Enregistrer",
  saved: "Réglages des méthodes d'intervalle enregistrés",
  saveFailed: "Les réglages n'ont pas été enregistrés.",
} as const;
