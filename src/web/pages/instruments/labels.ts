import type { InstrumentSort } from "../../../shared/api/instruments";
import type { CalibrationEventResult, ImpactDecision, InstrumentStatus } from "../../../shared/constants";
import { IMPACT_DECISIONS, INSTRUMENT_STATUS_LABELS, INSTRUMENT_STATUSES } from "../../../shared/constants";
import { BATCH_LIMITS } from "../../../shared/limits";
import { fill, formatNumber } from "../../lib/format";

/** The texts of the Parc (the instrument inventory) and of its dialogs. */
export const PARC_TEXTS = {
  title: "Parc",
  description: "Les instruments de l'entreprise, leurs étalonnages et leurs prochaines échéances",
  importCsv: "Importer CSV",
  exportHints: {
    csv: "Télécharge les instruments correspondant aux filtres, au format CSV (réimportable)",
    xlsx: "Télécharge les instruments correspondant aux filtres, en classeur Excel",
  },
  labels: "Étiquettes QR",
  labelsSelected: "Étiquettes QR ({n})",
  labelsHintFiltered: "Une feuille PDF de codes QR, un par instrument correspondant aux filtres",
  labelsHintSelected: "Une feuille PDF de codes QR des instruments sélectionnés",
  warningWindow: "Alerte {n} jours avant l'échéance",
  warningWindowOne: "Alerte 1 jour avant l'échéance",
  warningWindowChange: "Modifier",
  warningWindowChangeLabel: "Modifier la fenêtre d'alerte dans le planning",

  countsLabel: "Instruments par statut",
  countsHint: "Filtrer sur ce statut",
  countsAll: "Tous les statuts",

  filters: "Filtrer les instruments",
  search: "Rechercher un instrument",
  searchPlaceholder: "Nom, référence, type, lieu",
  status: "Statut",
  allStatuses: "Tous",
  type: "Type",
  allTypes: "Tous",
  location: "Emplacement",
  allLocations: "Tous",
  quarantine: "Quarantaine",
  quarantineAll: "Tous",
  quarantineOnly: "En quarantaine",
  quarantineNone: "Hors quarantaine",
  clearFilters: "Effacer les filtres",
  sortBy: "Trier par",

  listTitle: "Instruments",
  loading: "Chargement des instruments...",
  loadFailed: "Impossible de charger le parc",
  loadWhat: "des instruments",
  updating: "Mise à jour...",
  range: "{from} à {to} sur {total}",
  matchingFilters: "correspondant aux filtres",
  emptyTitle: "Aucun instrument dans le parc",
  emptyText:
    "Importez la liste de vos instruments au format CSV (nom, référence, type, emplacement, période en mois, dernier étalonnage) : leurs échéances et le planning se calculent aussitôt. Les instruments des campagnes y apparaissent aussi d'eux-mêmes.",
  emptyTextReader:
    "Les instruments apparaissent ici dès qu'un gestionnaire du parc les importe ou qu'une campagne en ajoute.",
  noneFilteredTitle: "Aucun instrument trouvé",
  noneFilteredText:
    "Aucun instrument ne correspond à ces filtres. Élargissez la recherche ou effacez les filtres.",

  selectPage: "Sélectionner les instruments de la page",
  selectRow: "Sélectionner {name} ({reference})",
  selected: "{n} sélectionné(s)",
  clearSelection: "Désélectionner",
  columnName: "Nom",
  columnReference: "Référence",
  columnType: "Type",
  columnLocation: "Emplacement",
  columnPeriod: "Période",
  columnPeriodLong: "Période (mois)",
  columnLastCalibration: "Dernier étalonnage",
  columnNextDue: "Prochaine échéance",
  sortAscending: "croissant",
  sortDescending: "décroissant",
  sortHint: "Trier par {column}",
  months: "{n} mois",
  never: "Jamais",
  noDueDate: "Non planifiée",
  notSet: "Non renseigné",

  pager: "Pages du parc",
  firstPage: "Première page",
  previousPage: "Page précédente",
  nextPage: "Page suivante",
  lastPage: "Dernière page",
  pageOf: "Page {page} sur {count}",

  importTitle: "Importer des instruments",
  importDescription:
    "Collez ou choisissez un fichier CSV : les instruments nouveaux sont créés ; pour ceux dont la référence est connue, le nom, le type et l'emplacement sont mis à jour, mais la période et la date du dernier étalonnage ne changent que par un événement d'étalonnage (depuis leur fiche).",
  importData: "Données CSV",
  importChooseFile: "Choisir un fichier",
  importFormatTitle: "Format attendu",
  importFormat: "Une ligne par instrument, avec la ligne d'en-tête :",
  importFormatRules: [
    "Virgule ou point-virgule comme séparateur, guillemets autorisés.",
    "La période est en mois ; le dernier étalonnage au format AAAA-MM-JJ ou JJ/MM/AAAA (vide si jamais étalonné).",
    "Toutes les lignes sont vérifiées avant l'écriture : une ligne refusée arrête l'import, et son numéro est indiqué.",
    `${formatNumber(BATCH_LIMITS.importedInstruments)} instruments au plus par fichier : découpez un parc plus grand en plusieurs fichiers.`,
  ],
  importPreview: "Aperçu",
  importPreviewEmpty: "L'aperçu des premières lignes apparaîtra ici dès que vous aurez collé des données.",
  importLines: "{n} ligne(s) à importer",
  importPreviewFirst: "Les {n} premières lignes",
  importLine: "Ligne",
  importRefusedLine: "ligne refusée",
  importColumnsWarning: "Ligne {line} : {n} colonne(s) au lieu de 6",
  importHeaderMissing: "Pas de ligne d'en-tête reconnue : la première ligne sera lue comme un instrument.",
  importSubmit: "Importer",
  importPending: "Import en cours...",
  importDoneTitle: "Import réussi",
  importFailed: "Impossible d'importer les instruments",
  importNoticesTitle: "{n} changement(s) de date ou de période non appliqué(s)",
  importNoticesMore: "… et {n} autre(s), toutes au journal d'audit",
  importNoticeOpen: "Fiche {reference}",
  importClose: "Fermer",
  cancel: "Annuler",
} as const;

/** 'Import réussi' toast: "12 instruments créés, 3 mis à jour" (French: 0 and 1 take the singular). */
export function importDoneText({ created, updated }: { created: number; updated: number }): string {
  const made = created > 1 ? "instruments créés" : "instrument créé";
  return `${formatNumber(created)} ${made}, ${formatNumber(updated)} mis à jour`;
}

/** 'Alerte 30 jours avant l'échéance' */
export function warningWindowText(days: number): string {
  return days === 1 ? PARC_TEXTS.warningWindowOne : fill(PARC_TEXTS.warningWindow, { n: days });
}

/**
 * How an instrument stands: a colour AND a word, never the colour alone (in quarantine dark red,
 * overdue red, due soon amber, up to date green, never calibrated grey).
 */
export const STATUS_LOOKS: Record<InstrumentStatus, { label: string; className: string; dot: string }> = {
  quarantined: {
    label: INSTRUMENT_STATUS_LABELS.quarantined,
    className: "border-red-800 bg-red-700 text-white",
    dot: "bg-red-800",
  },
  overdue: {
    label: INSTRUMENT_STATUS_LABELS.overdue,
    className: "border-red-300 bg-red-50 text-red-900",
    dot: "bg-red-600",
  },
  due_soon: {
    label: INSTRUMENT_STATUS_LABELS.due_soon,
    className: "border-amber-300 bg-amber-50 text-amber-950",
    dot: "bg-amber-500",
  },
  ok: {
    label: INSTRUMENT_STATUS_LABELS.ok,
    className: "border-emerald-300 bg-emerald-50 text-emerald-900",
    dot: "bg-emerald-600",
  },
  unknown: {
    label: INSTRUMENT_STATUS_LABELS.unknown,
    className: "border-slate-300 bg-slate-100 text-slate-700",
    dot: "bg-slate-400",
  },
};

/** The statuses in the order the filters and the counts show them. */
/** The statuses, most urgent first (the shared order). */
export const STATUS_ORDER = INSTRUMENT_STATUSES;

export function statusLabel(status: InstrumentStatus): string {
  return STATUS_LOOKS[status].label;
}

export const QUARANTINE_LABEL = INSTRUMENT_STATUS_LABELS.quarantined;

export const RESULT_LOOKS: Record<CalibrationEventResult, { label: string; className: string }> = {
  conforme: { label: "Conforme", className: "border-emerald-300 bg-emerald-50 text-emerald-900" },
  non_conforme: { label: "Non conforme", className: "border-red-300 bg-red-50 text-red-900" },
  ajuste: { label: "Ajusté", className: "border-sky-300 bg-sky-50 text-sky-900" },
};

export const RESULT_ORDER: readonly CalibrationEventResult[] = ["conforme", "ajuste", "non_conforme"];

export const DECISION_LABELS: Record<ImpactDecision, string> = {
  sans_impact: "Sans impact",
  a_reprendre: "À reprendre",
  client_informe: "Client informé",
};

export const DECISION_ORDER = IMPACT_DECISIONS;

/** The sortable columns of the Parc, with the name their header and the phone's sort menu give. */
export const SORT_COLUMNS = {
  name: PARC_TEXTS.columnName,
  reference: PARC_TEXTS.columnReference,
  type: PARC_TEXTS.columnType,
  location: PARC_TEXTS.columnLocation,
  currentPeriod: PARC_TEXTS.columnPeriodLong,
  lastCalibrationDate: PARC_TEXTS.columnLastCalibration,
  nextDueDate: PARC_TEXTS.columnNextDue,
} as const;

export type SortColumn = keyof typeof SORT_COLUMNS;

export const DEFAULT_SORT: InstrumentSort = "nextDueDate";

const DAY_MS = 86_400_000;

/** Days from `today` to `day` (both `YYYY-MM-DD`): negative in the past. */
export function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

/**
 * How far a due date is, in words: 'Dépassée de 3 jours', 'Aujourd'hui', 'Demain', 'Dans 12 jours',
 * then in months beyond two months ('Dans 5 mois'). Null without a due date.
 */
export function dueDistance(nextDueDate: string | null, today: string): string | null {
  if (!nextDueDate) return null;
  const days = daysBetween(today, nextDueDate);
  if (Number.isNaN(days)) return null;
  const amount = (n: number) => {
    if (n >= 60) return `${formatNumber(Math.floor(n / 30.4375))} mois`;
    return n === 1 ? "1 jour" : `${formatNumber(n)} jours`;
  };
  if (days < 0) return `Dépassée de ${amount(-days)}`;
  if (days === 0) return "Aujourd'hui";
  if (days === 1) return "Demain";
  return `Dans ${amount(days)}`;
}

/** The "Nouvel instrument" dialog of the Parc. */
export const NEW_INSTRUMENT_TEXTS = {
  open: "Nouvel instrument",
  title: "Nouvel instrument",
  description:
    "Ajoutez un instrument au parc : sa période et la date de son dernier étalonnage donnent sa prochaine échéance.",
  name: "Nom",
  reference: "Référence",
  referenceHint: "Unique dans le parc ; les campagnes la reprennent",
  type: "Type",
  typeHint: "Sa famille : Manomètre, Sonde de température...",
  location: "Emplacement",
  period: "Période (mois)",
  lastCalibration: "Dernier étalonnage",
  lastCalibrationHint: "Laissez vide s'il n'a jamais été étalonné",
  cancel: "Annuler",
  add: "Ajouter",
  adding: "Ajout...",
  created: "Instrument ajouté au parc",
  createFailed: "Impossible d'ajouter l'instrument",
} as const;

/** The texts of an instrument's page (its "fiche de vie"), its dialogs and its impact reviews. */
export const LIFE_TEXTS = {
  /** Why a period was forced (decision 021). */
  forcedReason: "Motif : {reason}",
  noReason: "motif non renseigné",
  /** The Parc's period just before, when the calculation started from another one. */
  parcPeriodWas: "au Parc : {n} mois",
  fallbackTitle: "Instrument",
  description: "Fiche de vie · {reference}",
  backToParc: "Retour au parc",
  label: "Étiquette QR",
  labelHint: "Une feuille PDF avec le code QR de cet instrument",
  recordEvent: "Enregistrer un étalonnage",
  loading: "Chargement de la fiche de vie...",
  loadFailed: "Impossible de charger la fiche de vie",
  loadWhat: "de la fiche de vie",
  notFoundTitle: "Instrument non trouvé",
  notFoundText: "Cet instrument n'existe pas ou n'appartient pas à votre entreprise.",

  quarantineBanner: "En quarantaine : une revue d'impact est ouverte",
  quarantineText:
    "Le dernier étalonnage a trouvé l'instrument non conforme. Décidez, pour chaque mesure et campagne concernée, de la suite à donner, puis clôturez la revue pour lever la quarantaine.",
  quarantineLink: "Aller à la revue d'impact",
  quarantineRules:
    "D'ici là, il n'est pas compté comme étalonné : son échéance part de son dernier étalonnage conforme ou ajusté, et ses liens de saisie refusent toute nouvelle mesure.",
  quarantineStatusHint: "Revue d'impact ouverte : hors d'usage",
  quarantineDueHint: "Depuis le dernier étalonnage conforme ou ajusté",

  overviewLabel: "État de l'instrument",
  status: "Statut",
  nextDue: "Prochaine échéance",
  lastCalibration: "Dernier étalonnage",
  currentPeriod: "Période actuelle",
  never: "Jamais étalonné",
  noDueDate: "Non planifiée",
  noDueDateHint: "Enregistrez un premier étalonnage",

  detailsTitle: "Informations",
  name: "Nom",
  reference: "Référence",
  type: "Type",
  location: "Emplacement",
  createdAt: "Ajouté le",
  notSet: "Non renseigné",
  edit: "Modifier",
  editLabel: "Modifier les informations de l'instrument",
  save: "Enregistrer",
  saving: "Enregistrement...",
  cancel: "Annuler",
  referenceHint: "La référence identifie l'instrument dans les campagnes : elle ne change pas ici.",
  updated: "Instrument modifié avec succès",
  updateFailed: "Impossible de modifier l'instrument",

  chartTitle: "Période d'étalonnage dans le temps",
  chartDescription: "La période initiale, puis celle appliquée par chaque campagne.",
  chartLabel: "Évolution de la période d'étalonnage de {name} : {summary}",
  chartSummaryOne: "{period} mois depuis le {date}, sans changement",
  chartSummaryMany: "de {first} mois le {firstDate} à {last} mois le {lastDate}, {n} changement(s)",
  chartData: "Voir les valeurs",
  chartDate: "À partir du",
  chartPeriod: "Période",
  chartOrigin: "Origine",
  chartInitial: "Période initiale",
  chartToday: "Aujourd'hui",
  monthsAxis: "mois",

  changesTitle: "Changements de période",
  changesEmpty:
    "Aucune campagne n'a encore changé la période de cet instrument : elle change lorsqu'une campagne qui le contient applique ses nouvelles périodes.",
  columnCampaign: "Campagne",
  columnOld: "Ancienne",
  columnComputed: "Calculée",
  columnForced: "Forcée",
  columnApplied: "Appliquée",
  columnBy: "Par",
  columnWhen: "Le",
  deletedCampaign: "Campagne supprimée",
  unknownUser: "Utilisateur inconnu",
  months: "{n} mois",

  eventsTitle: "Étalonnages",
  eventsDescription: "Chaque étalonnage déplace la prochaine échéance ; une correction garde sa raison.",
  eventsEmpty:
    "Aucun étalonnage enregistré. Enregistrez le dernier certificat reçu : la prochaine échéance se calcule à partir de sa date et de la période.",
  eventsEmptyReader: "Aucun étalonnage enregistré pour cet instrument.",
  columnDate: "Date",
  columnProvider: "Prestataire",
  columnResult: "Résultat",
  columnErrors: "Erreurs / EMT",
  columnNotes: "Notes",
  columnCreatedBy: "Saisi par",
  asFound: "Avant ajustage",
  asLeft: "Après ajustage",
  mpe: "EMT",
  mpeUnknown: "EMT non renseignée",
  noErrors: "Erreurs non renseignées",
  ratioOf: "{ratio} de l'EMT",
  correct: "Corriger",
  correctLabel: "Corriger l'étalonnage du {date}",
  corrected: "Corrigé le {date} par {name}",
  correctedNoName: "Corrigé le {date}",
  correctionReason: "Raison : {reason}",
  createdBy: "{name}, le {date}",
  openedReview: "A ouvert une revue d'impact",

  eventDialogTitle: "Enregistrer un étalonnage",
  eventDialogDescription: "{name} ({reference}) : le certificat reçu, son résultat et les erreurs relevées.",
  correctDialogTitle: "Corriger l'étalonnage",
  correctDialogDescription:
    "L'étalonnage du {date} : la correction est tracée dans le journal d'audit avec sa raison.",
  date: "Date de l'étalonnage",
  provider: "Prestataire",
  providerHint: "Le laboratoire ou le service qui a étalonné",
  certificate: "Référence du certificat",
  result: "Résultat",
  resultHints: {
    conforme: "Trouvé dans les tolérances, sans intervention.",
    ajuste: "Réglé pendant l'étalonnage, conforme après ajustage.",
    non_conforme: "Trouvé hors tolérance : une revue d'impact s'ouvre et l'instrument passe en quarantaine.",
  },
  nonConformingWarning:
    "Un résultat non conforme ouvre une revue d'impact sur les mesures prises avec cet instrument depuis son dernier étalonnage conforme, et le met en quarantaine jusqu'à sa clôture.",
  errorsLegend: "Erreurs relevées (facultatif)",
  asFoundError: "Erreur avant ajustage",
  asLeftError: "Erreur après ajustage",
  mpeLong: "EMT (erreur maximale tolérée)",
  decimalHint: "Par exemple 0,012",
  notes: "Notes",
  reason: "Raison de la correction",
  reasonHint: "Pourquoi cet étalonnage est corrigé : elle est conservée avec la correction.",
  record: "Enregistrer",
  recording: "Enregistrement...",
  recorded: "Étalonnage enregistré",
  recordedOpened:
    "Étalonnage enregistré : une revue d'impact est ouverte et l'instrument est en quarantaine.",
  recordFailed: "Impossible d'enregistrer l'étalonnage",
  correctedToast: "Étalonnage corrigé",
  correctFailed: "Impossible de corriger l'étalonnage",

  reviewsTitle: "Revues d'impact",
  closedReviewsTitle: "Revues d'impact closes",
  reviewsDescription:
    "Un étalonnage non conforme ouvre une revue : chaque mesure et chaque campagne concernée reçoit une décision (ISO/IEC 17025 §7.10).",
  reviewTitle: "Revue d'impact n° {id}",
  reviewOpen: "Ouverte",
  reviewClosed: "Close",
  reviewOpened: "Ouverte le {date}",
  reviewOpenedBy: "Ouverte le {date} par {name}",
  reviewPeriod: "Mesures prises du {since} au {until}",
  reviewPeriodSinceStart: "Mesures prises jusqu'au {until}",
  reviewProgress: "{done} sur {total} décidé(s)",
  reviewNoItems:
    "Aucune mesure ni campagne n'a utilisé l'instrument sur cette période : la revue peut être close avec sa conclusion.",
  itemsLabel: "Éléments de la revue",
  columnItem: "Élément",
  columnItemDate: "Date",
  columnDecision: "Décision",
  columnNote: "Note",
  kindMeasurement: "Mesure",
  kindCampaign: "Campagne",
  decisionFor: "Décision pour {label}",
  noteFor: "Note pour {label}",
  undecided: "À décider",
  decidedBy: "{name}, le {date}",
  decisionSaved: "Décision enregistrée",
  decisionFailed: "Impossible d'enregistrer la décision",
  notePlaceholder: "Facultatif",
  conclusion: "Conclusion de la revue",
  conclusionHint: "Ce qui a été vérifié et décidé : elle figure au dossier de l'instrument.",
  closeReview: "Clore la revue",
  closing: "Clôture...",
  closeBlocked: "Chaque élément doit recevoir une décision avant la clôture.",
  closed: "Revue d'impact close : la quarantaine est levée.",
  closeFailed: "Impossible de clore la revue",
  closedOn: "Close le {date} par {name}",
  closedOnNoName: "Close le {date}",
  reopenedTitle: "Revue rouverte",
  reopenedText:
    "Close le {date}, elle a été rouverte : une mesure de sa période, acceptée depuis, l'a rejointe. Décidez-en, puis clôturez-la de nouveau.",
  reopenedTextBy:
    "Close le {date} par {name}, elle a été rouverte : une mesure de sa période, acceptée depuis, l'a rejointe. Décidez-en, puis clôturez-la de nouveau.",
  previousConclusion: "Conclusion précédente",
  pendingTitle: "En attente de validation ({n})",
  pendingText:
    "Saisies publiques de la période que la campagne n'a pas encore acceptées : chacune rejoindra cette revue une fois acceptée, et la rouvrira si elle est close. Refusée, elle n'est pas une mesure.",
  pendingTextReader: "Saisies publiques de la période que la campagne n'a pas encore acceptées.",
  pendingLabel: "Saisies en attente de validation",
  pendingOpen: "Valider dans la campagne",
  pendingOpenLabel: "Valider les saisies de la campagne de « {label} »",
  pendingCloseWarning:
    "{n} saisie(s) en attente de validation : si elles sont acceptées après la clôture, la revue sera rouverte.",

  usageTitle: "Campagnes",
  usageEmpty: "Cet instrument n'a fait partie d'aucune campagne.",
  measurementsTitle: "Mesures",
  measurementsEmpty: "Aucune mesure prise avec cet instrument dans les campagnes.",
  measurementsMore: "Les {n} plus récentes sont listées.",
  campaignMeasurements: "Mesures de la campagne {name}",
} as const;
