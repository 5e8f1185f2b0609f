import type { Measurement } from "../api/measurement-list";
import type { Submission } from "../api/share-links";
import { SHARE_TEXTS } from "../messages";

type LinkKind = Submission["linkKind"];
type Status = Submission["status"];

const VALUE_FORMAT = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 });

/**
 * A measured value as stored (exact decimal text with a point, "12.5", "-0.0003") in French:
 * "12,5", "-0,0003", "1 234,5"; at most the 4 decimals of numeric(10, 4). A text that is not a
 * number is shown as it is.
 */
export function formatMeasurementValue(value: string): string {
  const number = Number(value);
  return value.trim() !== "" && Number.isFinite(number) ? VALUE_FORMAT.format(number) : value;
}

/**
 * Where an entry came from: the campaign's shared link (its measurement link or its rating link),
 * a technician's personal link, or a staff member inside Calibra (no link).
 */
export function sourceLabel(linkKind: LinkKind | null, entry: "measurement" | "ratings"): string {
  if (linkKind === "personal") return SHARE_TEXTS.sourcePersonalLink;
  if (linkKind === "campaign")
    return entry === "measurement" ? SHARE_TEXTS.sourceMeasurementLink : SHARE_TEXTS.sourceRatingLink;
  return SHARE_TEXTS.sourceInternal;
}

export const STATUS_LOOKS: Record<Status, { label: string; className: string }> = {
  pending: { label: SHARE_TEXTS.statusPending, className: "border-amber-300 bg-amber-50 text-amber-900" },
  accepted: {
    label: SHARE_TEXTS.statusAccepted,
    className: "border-emerald-300 bg-emerald-50 text-emerald-900",
  },
  rejected: { label: SHARE_TEXTS.statusRejected, className: "border-red-300 bg-red-50 text-red-900" },
};

/** A measurement's state in the Mesures view (decision 020). */
export const MEASUREMENT_STATE_LOOKS: Record<
  Measurement["status"],
  { label: string; className: string } | null
> = {
  recorded: null,
  corrected: { label: "Corrigée", className: "border-sky-300 bg-sky-50 text-sky-900" },
  withdrawn: { label: "Retirée", className: "border-red-300 bg-red-50 text-red-900" },
};

/** The texts of a measurement's correction and withdrawal (decision 020). */
export const CORRECTION_TEXTS = {
  correct: "Corriger",
  withdraw: "Retirer",
  correctFor: "Corriger la mesure de {operator} sur {equipment}",
  withdrawFor: "Retirer la mesure de {operator} sur {equipment}",
  correctTitle: "Corriger la mesure",
  correctDescription:
    "La mesure saisie est conservée telle quelle : la correction en devient la valeur retenue, avec son motif, dans l'historique et le journal d'audit.",
  withdrawTitle: "Retirer la mesure",
  withdrawDescription:
    "Une mesure retirée ne compte plus : elle reste listée comme « Retirée », avec son motif, dans l'historique et le journal d'audit.",
  withdrawWarning:
    "Le retrait est définitif : la mesure ne pourra plus être corrigée. Si la valeur ou l'unité est seulement erronée, corrigez-la plutôt.",
  equipment: "Équipement",
  operator: "Opérateur",
  value: "Valeur",
  current: "Valeur retenue",
  entered: "Saisie d'origine",
  newValue: "Valeur corrigée",
  valueHint: "Virgule ou point, 4 décimales au plus",
  unit: "Unité",
  notes: "Notes",
  reason: "Motif",
  reasonHint: "Pourquoi cette correction : il figurera dans l'historique de la mesure et le journal d'audit.",
  withdrawReasonHint: "Par exemple : mauvais instrument choisi, saisie en double.",
  cancel: "Annuler",
  saveCorrection: "Enregistrer la correction",
  confirmWithdraw: "Retirer la mesure",
  saving: "Enregistrement...",
  corrected: "Mesure corrigée",
  withdrawn: "Mesure retirée",
  failed: "Impossible d'enregistrer la correction",
  history: "Historique",
  historyCount: "Historique ({n})",
  entry: "Saisie",
  correction: "Correction",
  withdrawal: "Retrait",
  by: "par {name}",
  reasonShort: "Motif : {reason}",
  enteredShort: "Saisie : {value}",
} as const;

/** The texts of link-ratings-tab.tsx. */
export const LINK_RATINGS_TAB_TEXTS = {
  chargementDesNotations: "Chargement des notations...",
  impossibleDeChargerLes: "Impossible de charger les notations",
  aucuneNotationParLien: "Aucune notation par lien",
  deNotations: " de notations",
  etat: "État",
  tous: "Tous",
  aucunEnvoiDansCet: "Aucun envoi dans cet état.",
  notationsRecuesParLien: "Notations reçues par lien",
  desNotations: "des notations",
} as const;

/** The texts of measurement-filters.tsx. */
export const MEASUREMENT_FILTERS_TEXTS = {
  filtrerLesMesures: "Filtrer les mesures",
  rechercherUneMesure: "Rechercher une mesure",
  operateurEquipementReferenceNotes: "Opérateur, équipement, référence, notes",
  equipement: "Équipement",
  tousLesEquipements: "Tous les équipements",
  unite: "Unité",
  toutes: "Toutes",
  du: "Du",
  au: "Au",
  laDateDeDebut: "La date de début est après la date de fin : aucune mesure ne peut correspondre.",
  effacerLesFiltres: "Effacer les filtres",
} as const;

/** The texts of measurement-list.tsx. */
export const MEASUREMENT_LIST_TEXTS = {
  mesuresRecues: "Mesures reçues",
  operateur: "Opérateur",
  date: "Date",
  source: "Source",
  notes: "Notes",
  equipement: "Équipement",
  valeur: "Valeur",
  actions: "Actions",
  aucuneNote: "Aucune note",
} as const;

/** The texts of measurements-page.tsx. */
export const MEASUREMENTS_PAGE_TEXTS = {
  retourAuxCampagnes: "Retour aux campagnes",
  campagneNonTrouvee: "Campagne non trouvée",
  cetteCampagneNExiste: "Cette campagne n'existe pas ou n'appartient pas à votre entreprise.",
  impossibleDeChargerLa: "Impossible de charger la campagne",
  saisiesRecues: "Saisies reçues",
  mesures: "Mesures",
  notationsParLien: "Notations par lien",
  aValider: "À valider",
  actualiser: "Actualiser",
  deLaCampagne: "de la campagne",
  campagneCeQuiA: (name: string | number) =>
    `Campagne « ${name} » : ce qui a été reçu par ses liens de saisie et de notation`,
} as const;

/** The texts of measurements-tab.tsx. */
export const MEASUREMENTS_TAB_TEXTS = {
  chargementDesMesures: "Chargement des mesures...",
  impossibleDeChargerLes: "Impossible de charger les mesures",
  aucuneMesureTrouvee: "Aucune mesure trouvée",
  effacerLesFiltres: "Effacer les filtres",
  aucuneMesure: "Aucune mesure",
  afficher: "Afficher ",
  mesuresDePlus: " mesures de plus",
  miseAJour: "Mise à jour...",
  telechargeLesMesuresCorrespondant: "Télécharge les mesures correspondant aux filtres, au format CSV",
  downloadFilteredXlsxHint: "Télécharge les mesures correspondant aux filtres, en classeur Excel",
  desMesures: "des mesures",
  mesureRecue: "mesure reçue",
  mesuresRecues: "mesures reçues",
  correspondantAuxFiltres: " correspondant aux filtres",
  lesPlusRecentesSont: (length: string | number) => ` · les ${length} plus récentes sont listées`,
} as const;

/** The texts of review-tab.tsx. */
export const REVIEW_TAB_TEXTS = {
  chargementDesSaisiesA: "Chargement des saisies à valider...",
  impossibleDeChargerLes: "Impossible de charger les saisies à valider",
  aucuneSaisieAValider: "Aucune saisie à valider",
  refuser: "Refuser",
  accepter: "Accepter",
  saisiesEnAttenteDe: "Saisies en attente de validation",
  toutRefuser: "Tout refuser",
  toutAccepter: "Tout accepter",
  desSaisiesAValider: "des saisies à valider",
  laMesure: "la mesure",
  lesNotations: "les notations",
  refuserDe: (what: string | number, operatorName: string | number) => `Refuser ${what} de ${operatorName}`,
  accepterDe: (what: string | number, operatorName: string | number) => `Accepter ${what} de ${operatorName}`,
  enregistrement: "Enregistrement...",
} as const;

/** The texts of submission-card.tsx. */
export const SUBMISSION_CARD_TEXTS = {
  equipement: "Équipement",
  valeur: "Valeur",
  notes: "Notes",
  le: "le",
  afficherMoins: "Afficher moins",
  afficherLesAutresNotations: (value: string | number) => `Afficher les ${value} autres notations`,
  mesure: "Mesure",
  de: (what: string | number, operatorName: string | number) => `${what} de ${operatorName}`,
  par: (reviewedBy: string | number) => `par ${reviewedBy}, `,
} as const;
