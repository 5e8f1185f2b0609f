import type { PointPhase } from "../conformity/decide-event";
import type { DecisionRule, PointDecision } from "../conformity/decide-point";

/** Conformity decided with its uncertainty (decision 032): the rules, the decisions, the screens' texts. */

/** Each decision rule as a metrologist names it (ILAC-G8:09/2019, NCSLI RP-10, Dobbert 2008). */
export const DECISION_RULE_LABELS: Record<DecisionRule, string> = {
  simple: "Acceptation simple (w = 0)",
  wEqualsU: "Acceptation avec bande de garde w = U",
  rp10: "NCSLI RP-10 (limite = 1,25 − 1/TUR)",
  dobbert: "Risque maîtrisé de Dobbert (PFA ≤ 2 %)",
  ilacNonBinary: "Règle non binaire ILAC-G8 (avec conditions)",
};

/** A rule in a few characters, where room is short (a label). */
export const DECISION_RULE_SHORT: Record<DecisionRule, string> = {
  simple: "w = 0",
  wEqualsU: "w = U",
  rp10: "RP-10",
  dobbert: "Dobbert",
  ilacNonBinary: "ILAC-G8",
};

export const POINT_DECISION_LABELS: Record<PointDecision, string> = {
  conforme: "Conforme",
  conforme_sous_condition: "Conforme sous condition",
  non_conforme_sous_condition: "Non conforme sous condition",
  non_conforme: "Non conforme",
};

export const POINT_PHASE_LABELS: Record<PointPhase, string> = {
  asFound: "Tel que trouvé",
  asLeft: "Tel que laissé",
};

export const CONFORMITY_TEXTS = {
  pointsTitle: "Points d'étalonnage",
  pointsBelow: "{n} point(s), détaillés ci-dessous",
  asFoundShort: "Trouvé :",
  asLeftShort: "Laissé :",
  addPoint: "Ajouter un point",
  removePointLabel: "Retirer le point {n}",
  point: "point",
  pointPhase: "Point {n} : phase",
  pointsHint:
    "Chaque point : la valeur de référence et l'indication (ou l'erreur), l'incertitude élargie U et son facteur k, et l'EMT si elle n'est pas celle de l'étalonnage ou du type d'instrument.",
  pastePhase: "la phase doit être « trouvé » ou « laissé »",
  pasteNumber: "une valeur n'est pas un nombre",
  previewResult: "Les points donnent :",
  resultFromPoints: "Décidé par les points",
  resultFromPointsHint: "Selon la règle de décision, avec l'incertitude de chaque point",
  pasteLabel: "Coller depuis un tableur",
  pasteHint:
    "Une ligne par point : phase (trouvé ou laissé), valeur de référence, indication, U, k, EMT — séparés par des tabulations ou des points-virgules.",
  pasteApply: "Remplir les points",
  pasteRefused: "Ligne {n} illisible : {reason}",
  phase: "Phase",
  nominal: "Nominale",
  reference: "Référence",
  indication: "Indication",
  error: "Erreur",
  unit: "Unité",
  uncertainty: "U",
  coverageFactor: "k",
  mpe: "EMT ±",
  decision: "Décision",
  tur: "TUR",
  pfa: "PFA",
  pfaHint: "Probabilité globale de fausse acceptation, pour une probabilité de conformité de 95 %",
  acceptance: "Limites d'acceptation",
  tolerance: "Tolérance",
  rule: "Règle de décision",
  eventDecision: "Décision (tel que trouvé)",
  asLeftDecision: "Décision (tel que laissé)",
  toleranceBar:
    "Erreur {error} {unit}, U = {u} (k = {k}), tolérance {lower} à {upper}, acceptation {alower} à {aupper} : {decision}",
  lifePlotTitle: "Erreurs telles que trouvées",
  lifePlotDescription:
    "Chaque point tel que trouvé avec son incertitude U, dans la bande de tolérance (EMT).",
  lifePlotShareDescription:
    "Les tolérances diffèrent d'un point à l'autre : chaque erreur est rapportée à sa limite de tolérance (100 % = à la limite).",
  lifePlotShareAxis: "% de l'EMT",
  lifePlotSummary:
    "{n} point(s) tel(s) que trouvé(s) du {first} au {last}, dont {failing} non conforme(s), dans la bande de tolérance",
  lifePlotData: "Voir les valeurs",
  date: "Date",
  certificate: "Certificat numérique",
  certificateDownload: "Télécharger le DCC",
  certificateStatements: "Déclarations du laboratoire",
  certificateHash: "Empreinte SHA-256",
  sha256: "SHA-256",
  importCertificate: "Importer un certificat (DCC)",
  importCertificateHint: "Fichier XML d'un certificat d'étalonnage numérique (PTB DCC 3.1 à 3.3)",
  importCertificateDone: "Certificat {number} importé : étalonnage du {date} enregistré",
  importCertificateAgain: "Ce certificat a déjà été importé : rien n'a été ajouté",
  importCertificateFailed: "Le certificat n'a pas été importé.",
  importing: "Import en cours…",
  bulkOpenButton: "Importer des certificats (DCC)",
  bulkTitle: "Importer des certificats d'étalonnage numériques",
  bulkDescription:
    "Chaque certificat est rattaché à l'instrument qu'il identifie (référence du client ou du propriétaire, ou numéro de série) ; ses points sont décidés selon la règle de décision.",
  bulkChoose: "Choisir un ou plusieurs fichiers XML",
  bulkResults: "Résultat de l'import, fichier par fichier",
  bulkCreated: "Étalonnage du {date} enregistré",
  bulkOpen: "Voir l'instrument",
  close: "Fermer",
  exportDcc: "Exporter en DCC",
  settingsTitle: "Règles de décision",
  settingsIntro:
    "La règle qui décide de la conformité de chaque point d'étalonnage, avec son incertitude (ISO/IEC 17025 §7.8.6, ILAC-G8). Un type d'instrument peut avoir sa propre règle et sa tolérance.",
  companyRule: "Règle de l'entreprise",
  typeRule: "Règle du type",
  typeToleranceLower: "Tolérance inférieure",
  typeToleranceUpper: "Tolérance supérieure",
  typeFamily: "Famille (RP-1)",
  sameAsCompany: "Celle de l'entreprise",
  saved: "Règle de décision de l'entreprise enregistrée",
  typeSaved: "Règle et tolérance du type « {type} » enregistrées",
  saveFailed: "La règle de décision n'a pas été enregistrée.",
  loadFailed: "Les règles de décision n'ont pas pu être chargées.",
  instrumentCount: "{n} instrument(s)",
  noTypes: "Aucun type d'instrument dans le parc pour l'instant.",
  typesLabel: "Règle et tolérance par type d'instrument",
  save: "Enregistrer",
} as const;
