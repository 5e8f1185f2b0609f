import type { ImpactDecision, InstrumentStatus } from "../constants";
import { IMPACT_DECISIONS, INSTRUMENT_STATUS_LABELS, INSTRUMENT_STATUSES } from "../constants";
import { BATCH_LIMITS } from "../limits";
import { format, frenchNumber } from "../messages";

/** The texts of the Parc (the instrument inventory) and of its dialogs. */
export const PARC_TEXTS = {
  deniedTitle: "Accès refusé",
  deniedText:
    "Le parc d'instruments est réservé aux membres de l'entreprise qui ont un rôle. Demandez à un administrateur de vous en attribuer un.",
  listTable: "Instruments du parc",
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
    `${frenchNumber(BATCH_LIMITS.importedInstruments)} instruments au plus par fichier : découpez un parc plus grand en plusieurs fichiers.`,
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
  return `${frenchNumber(created)} ${made}, ${frenchNumber(updated)} mis à jour`;
}

/** 'Alerte 30 jours avant l'échéance' */
export function warningWindowText(days: number): string {
  return days === 1
    ? PARC_TEXTS.warningWindowOne
    : format(PARC_TEXTS.warningWindow, { n: frenchNumber(days) });
}

/** The statuses, most urgent first (the shared order). */
export const STATUS_ORDER = INSTRUMENT_STATUSES;

export function statusLabel(status: InstrumentStatus): string {
  return INSTRUMENT_STATUS_LABELS[status];
}

export const QUARANTINE_LABEL = INSTRUMENT_STATUS_LABELS.quarantined;

/** The results of a calibration event. */
export const RESULT_LABELS = {
  conforme: "Conforme",
  non_conforme: "Non conforme",
  ajuste: "Ajusté",
} as const;

export const DECISION_LABELS: Record<ImpactDecision, string> = {
  sans_impact: "Sans impact",
  a_reprendre: "À reprendre",
  client_informe: "Client informé",
};

export const DECISION_ORDER = IMPACT_DECISIONS;

/** An item of an impact review still without its decision. */
export const UNDECIDED_LABEL = "À décider";

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
    if (n >= 60) return `${frenchNumber(Math.floor(n / 30.4375))} mois`;
    return n === 1 ? "1 jour" : `${frenchNumber(n)} jours`;
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
