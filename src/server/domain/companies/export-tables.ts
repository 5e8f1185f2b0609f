import { type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  auditCheckpoints,
  auditDetails,
  auditLogs,
  calculationRuns,
  calibrationCertificates,
  calibrationEvents,
  calibrationPoints,
  calibrationResults,
  campaignParticipants,
  campaigns,
  companies,
  dueReminders,
  equipment,
  equipmentRatings,
  impactReviewItems,
  impactReviews,
  instruments,
  instrumentTypeRules,
  instrumentTypeUnits,
  measurementCorrections,
  measurements,
  periodChanges,
  publicSubmissions,
  ratingCriteria,
  ratingScales,
  reports,
  settings,
  shareLinks,
  signatures,
  users,
} from "../../db/schema";

/** Rows read per transaction, unless the table says fewer (large JSON values). */
export const EXPORT_SLICE = 500;

/** One table of the archive: its rows, read in key order, a slice at a time. */
export interface ExportedTable {
  table: PgTable;
  /** What the LISEZMOI says it holds. */
  holds: string;
  /** The column that says which company a row belongs to (for the company's own row: its id). */
  company: PgColumn;
  /** The order the rows are read in, and from where the next slice starts: a unique key. */
  key: readonly PgColumn[];
  /** Columns left out: secrets, never data (the LISEZMOI says which and why). */
  omit?: readonly string[];
  /** Rows per transaction when they can be large. */
  slice?: number;
  /** A further condition: the trail is read up to the export's own entry. */
  upTo?: (head: AuditHead) => SQL;
}

/** What the trail was when the export began: its last position and hash (the export's own entry). */
export interface AuditHead {
  seq: number;
  hash: string;
}

/**
 * The company's tables, in the archive's order: the company, its people and settings, the Parc and
 * its history, campaigns and what was done in them, calculations and results, reports, signatures,
 * and the audit trail last.
 */
export const EXPORTED_TABLES: readonly ExportedTable[] = [
  { table: companies, holds: "l'entreprise", company: companies.id, key: [companies.id] },
  {
    table: settings,
    holds: "ses réglages (paramètres OPPERET k1, k2 et pmax, délai d'alerte…)",
    company: settings.companyId,
    key: [settings.id],
  },
  {
    table: users,
    holds: "ses utilisateurs et leurs rôles, sans aucun secret",
    company: users.companyId,
    key: [users.id],
  },
  {
    table: ratingCriteria,
    holds: "les critères de notation tels qu'ils sont aujourd'hui",
    company: ratingCriteria.companyId,
    key: [ratingCriteria.id],
  },
  {
    table: ratingScales,
    holds: "leurs échelles (note 1 à 5, score, description)",
    company: ratingScales.companyId,
    key: [ratingScales.id],
  },
  {
    table: instruments,
    holds: "le parc d'instruments",
    company: instruments.companyId,
    key: [instruments.id],
  },
  {
    table: instrumentTypeUnits,
    holds: "les unités de mesure de chaque type d'instrument",
    company: instrumentTypeUnits.companyId,
    key: [instrumentTypeUnits.typeKey],
  },
  {
    table: instrumentTypeRules,
    holds: "la règle de décision et la tolérance de chaque type d'instrument",
    company: instrumentTypeRules.companyId,
    key: [instrumentTypeRules.typeKey],
  },
  {
    table: calibrationEvents,
    holds: "les étalonnages enregistrés de chaque instrument",
    company: calibrationEvents.companyId,
    key: [calibrationEvents.id],
  },
  {
    table: calibrationPoints,
    holds:
      "les points de chaque étalonnage (tel que trouvé, tel que laissé), leur incertitude, leur tolérance et leur décision, révisions comprises",
    company: calibrationPoints.companyId,
    key: [calibrationPoints.id],
  },
  {
    table: calibrationCertificates,
    holds:
      "les certificats d'étalonnage numériques (DCC) importés, tels que reçus, avec leur empreinte SHA-256",
    company: calibrationCertificates.companyId,
    key: [calibrationCertificates.id],
    slice: 10,
  },
  {
    table: periodChanges,
    holds: "l'historique des périodes appliquées à chaque instrument",
    company: periodChanges.companyId,
    key: [periodChanges.id],
  },
  {
    table: impactReviews,
    holds: "les revues d'impact ouvertes par un étalonnage non conforme",
    company: impactReviews.companyId,
    key: [impactReviews.id],
  },
  {
    table: impactReviewItems,
    holds: "les mesures et campagnes examinées par chaque revue, et les décisions prises",
    company: impactReviewItems.companyId,
    key: [impactReviewItems.id],
  },
  {
    table: dueReminders,
    holds: "les rappels d'échéance envoyés",
    company: dueReminders.companyId,
    key: [dueReminders.instrumentId, dueReminders.dueDate],
  },
  {
    table: campaigns,
    holds: "les campagnes, archivées comprises (sans les jetons de leurs liens de partage)",
    company: campaigns.companyId,
    key: [campaigns.id],
    omit: ["shareToken", "ratingToken", "raterSecret"],
  },
  {
    table: campaignParticipants,
    holds: "les participants de chaque campagne",
    company: campaignParticipants.companyId,
    key: [campaignParticipants.id],
  },
  {
    table: shareLinks,
    holds: "les liens personnels de notation envoyés (sans leur jeton)",
    company: shareLinks.companyId,
    key: [shareLinks.id],
    omit: ["token"],
  },
  {
    table: equipment,
    holds: "les équipements de chaque campagne",
    company: equipment.companyId,
    key: [equipment.id],
  },
  {
    table: equipmentRatings,
    holds: "les notations (note, score et verbatim par équipement, critère et évaluateur)",
    company: equipmentRatings.companyId,
    key: [equipmentRatings.id],
  },
  {
    table: measurements,
    holds: "les mesures telles qu'elles ont été saisies",
    company: measurements.companyId,
    key: [measurements.id],
  },
  {
    table: measurementCorrections,
    holds: "leurs corrections et retraits, chacun avec son motif",
    company: measurementCorrections.companyId,
    key: [measurementCorrections.id],
  },
  {
    table: publicSubmissions,
    holds: "les saisies reçues par les liens publics, telles qu'envoyées, et leur validation",
    company: publicSubmissions.companyId,
    key: [publicSubmissions.id],
    slice: 200,
  },
  {
    table: calculationRuns,
    holds:
      "les calculs OPPERET : paramètres, et critères avec leurs poids et échelles tels que chaque calcul les a utilisés",
    company: calculationRuns.companyId,
    key: [calculationRuns.id],
    slice: 100,
  },
  {
    table: calibrationResults,
    holds: "les résultats de chaque calcul, avec leur explication critère par critère",
    company: calibrationResults.companyId,
    key: [calibrationResults.id],
  },
  {
    table: reports,
    holds: "les rapports générés (leur fichier est dans rapports/)",
    company: reports.companyId,
    key: [reports.id],
  },
  {
    table: signatures,
    holds: "les signatures électroniques",
    company: signatures.companyId,
    key: [signatures.id],
  },
  {
    table: auditLogs,
    holds: "le journal d'audit, chaîné (seq, prev_hash, hash)",
    company: auditLogs.companyId,
    key: [auditLogs.seq],
    upTo: (head) => sql`${auditLogs.seq} <= ${head.seq}`,
  },
  {
    table: auditCheckpoints,
    holds: "les points de contrôle du journal",
    company: auditCheckpoints.companyId,
    key: [auditCheckpoints.id],
  },
  {
    table: auditDetails,
    holds: "le détail ligne à ligne des changements en masse, que le journal désigne par son empreinte",
    company: auditDetails.companyId,
    key: [auditDetails.id],
    // One detail may list thousands of equipment.
    slice: 10,
  },
];

/** Where the archive's files go. */
export const CSV_FOLDER = "csv";
export const JSON_FOLDER = "json";
export const REPORTS_FOLDER = "rapports";
