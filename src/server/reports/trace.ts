/**
 * What makes a report traceable (issue 23), as the three renderers lay it out: its identity, the
 * calculation it shows with the criteria version (weights, grade → score tables), the forced
 * periods with who, when and why, each application of the periods with its signature, the
 * measurements received, and the closing block (the content's SHA-256 and the trail's checkpoint).
 * Plain texts and numbers: HTML escapes them, the PDF draws them, Excel writes them as cells, so the
 * three formats say the same thing in the same words.
 */
import {
  frenchDateTime,
  frenchNumber,
  frenchSigned,
  months,
  RATING_SOURCE_LABELS,
  timeZoneNote,
} from "./format";
import type { CampaignReport, ReportMeasurement } from "./report-model";

export type Fact = readonly [label: string, value: string];

export interface TraceColumn {
  title: string;
  numeric?: boolean;
}

/** A table of the trace: its columns, its rows of texts, and what it says when it has none. */
export interface TraceTable {
  title: string;
  note?: string;
  columns: readonly TraceColumn[];
  rows: string[][];
  empty: string;
}

export const TRACE_TITLES = {
  identity: "Identification du rapport",
  run: "Calcul utilisé",
  scales: "Version des critères : poids et barème note → score",
  forced: "Périodes forcées",
  applications: "Application des périodes",
  measurements: "Mesures reçues",
  intervals: "Méthodes d'intervalle : les périodes proposées",
  closing: "Clôture du rapport",
} as const;

/** How the contributions are rounded (issue 23: they add up to the G shown). */
export const ROUNDING_NOTE =
  "Contributions arrondies au millième de sorte que leur somme soit exactement le score global G affiché (méthode du plus fort reste) ; chacune diffère de sa valeur exacte de moins d'un millième.";

export const CLOSING_NOTE =
  "L'empreinte SHA-256 du fichier de ce rapport est enregistrée dans Calibra (écran Rapports) ; « npm run report:verify FICHIER » vérifie qu'un fichier téléchargé n'a pas été modifié. Le point de contrôle de la piste d'audit permet de prouver qu'elle n'a pas été réécrite depuis (npm run audit:verify -- --company N --checkpoint POSITION:EMPREINTE).";

export function identityFacts(report: CampaignReport): Fact[] {
  return [
    ["Numéro du rapport", report.trace.number],
    ["Entreprise", report.company.name],
    ["Campagne", report.campaign.name],
    ["Généré le", frenchDateTime(report.generatedAt, report.trace.timeZone)],
    ["Généré par", report.generatedBy],
    ["Fuseau horaire", timeZoneNote(report.trace.timeZone)],
    ["Règle de décision de la conformité", report.trace.decisionRules],
  ];
}

export function runFacts(report: CampaignReport): Fact[] {
  const { run } = report.trace;
  if (!run) return [["Calcul", "Aucun calcul lancé : les paramètres affichés sont ceux en vigueur."]];
  return [
    ["Calcul", `n° ${frenchNumber(run.number)}`],
    ["Lancé par", run.calculatedByName ?? "—"],
    ["Lancé le", frenchDateTime(run.startedAt, report.trace.timeZone)],
    ["Terminé le", frenchDateTime(run.completedAt, report.trace.timeZone)],
    ["k1 (sensibilité)", frenchNumber(run.parameters.k1)],
    ["k2 (dispersion)", frenchNumber(run.parameters.k2)],
    ["Période maximale (pmax)", months(run.parameters.pmax)],
    ["Facteur d'ajustement a", frenchNumber(run.parameters.adjustmentFactor)],
  ];
}

/** The grades of every scale, in order (1 to 5 in the product, whatever a scale holds). */
function gradesOf(report: CampaignReport): number[] {
  const grades = new Set(report.trace.run?.criteria.flatMap((c) => c.scales.map((s) => s.grade)) ?? []);
  return [...grades].sort((a, b) => a - b);
}

/** The criteria as the calculation used them: profile, weight, and each grade's score. */
export function scalesTable(report: CampaignReport): TraceTable {
  const grades = gradesOf(report);
  return {
    title: TRACE_TITLES.scales,
    note: "Chaque note (1 à 5) vaut le score indiqué (−2 à +2) ; les textes des notes sont ceux cités au détail par équipement.",
    columns: [
      { title: "Critère" },
      { title: "Profil" },
      { title: "Poids", numeric: true },
      ...grades.map((grade) => ({ title: `Note ${grade}`, numeric: true })),
    ],
    rows: (report.trace.run?.criteria ?? []).map((criterion) => [
      criterion.name,
      criterion.profileLabel,
      frenchNumber(criterion.weight, 1),
      ...grades.map((grade) => {
        const scale = criterion.scales.find((s) => s.grade === grade);
        return scale ? frenchSigned(scale.score, 1) : "—";
      }),
    ]),
    empty: "Aucun calcul lancé.",
  };
}

export function forcedTable(report: CampaignReport): TraceTable {
  return {
    title: TRACE_TITLES.forced,
    columns: [
      { title: "Équipement" },
      { title: "Référence" },
      { title: "Calculée (mois)", numeric: true },
      { title: "Forcée (mois)", numeric: true },
      { title: "Motif" },
      { title: "Par" },
      { title: "Le" },
    ],
    rows: report.equipment.flatMap((item) => {
      const result = item.result;
      if (!result || result.forcedPeriod === null) return [];
      return [
        [
          item.name,
          item.serialNumber,
          frenchNumber(result.newPeriod),
          frenchNumber(result.forcedPeriod),
          // The reader writes « motif non renseigné » for a period forced without one.
          result.forcedReason ?? "—",
          result.forcedByName ?? "—",
          frenchDateTime(result.forcedAt, report.trace.timeZone),
        ],
      ];
    }),
    empty: "Aucune période forcée.",
  };
}

export function applicationsTable(report: CampaignReport): TraceTable {
  return {
    title: TRACE_TITLES.applications,
    columns: [
      { title: "Appliquées le" },
      { title: "Par" },
      { title: "Calcul", numeric: true },
      { title: "Instruments", numeric: true },
      { title: "Approbation signée" },
    ],
    rows: report.trace.applications.map((application) => [
      frenchDateTime(application.appliedAt, report.trace.timeZone),
      application.appliedByName ?? "—",
      application.runNumber === null ? "—" : `n° ${frenchNumber(application.runNumber)}`,
      frenchNumber(application.instrumentCount),
      application.signature
        ? `Signé par ${application.signature.signerName} le ${frenchDateTime(application.signature.signedAt, report.trace.timeZone)} : « ${application.signature.meaning} »`
        : "Sans signature",
    ]),
    empty: "Les périodes n'ont pas encore été appliquées.",
  };
}

/** A measured value as stored (up to 4 decimals, spec §9). */
const MEASURED = new Intl.NumberFormat("fr-FR", { maximumFractionDigits: 4 });

const MEASUREMENT_STATES: Record<ReportMeasurement["state"], string> = {
  entered: "Saisie",
  corrected: "Corrigée",
  withdrawn: "Retirée",
};

const MEASUREMENT_SOURCES: Record<ReportMeasurement["source"], string> = {
  staff: RATING_SOURCE_LABELS.staff,
  campaign: "Lien de saisie",
  personal: RATING_SOURCE_LABELS.personal,
};

export function measurementsTable(report: CampaignReport): TraceTable {
  return {
    title: TRACE_TITLES.measurements,
    note: "Chaque mesure telle qu'elle se lit aujourd'hui (après correction) ; une mesure retirée reste listée.",
    columns: [
      { title: "Équipement" },
      { title: "Référence" },
      { title: "Valeur", numeric: true },
      { title: "Unité" },
      { title: "Opérateur" },
      { title: "Source" },
      { title: "Saisie le" },
      { title: "État" },
    ],
    rows: report.trace.measurements.map((m) => [
      m.equipmentName,
      m.serialNumber,
      MEASURED.format(m.value),
      m.unit,
      m.operatorName,
      MEASUREMENT_SOURCES[m.source],
      frenchDateTime(m.takenAt, report.trace.timeZone),
      MEASUREMENT_STATES[m.state],
    ]),
    empty: "Aucune mesure reçue pour cette campagne.",
  };
}

/** Each equipment's instrument, and the period each interval method proposes (decision 034). */
export function intervalsTable(report: CampaignReport): TraceTable {
  return {
    title: TRACE_TITLES.intervals,
    note: "OPPERET (cette campagne), l'escalier (ILAC-G24 méthode 1), le test de l'intervalle sur la famille (NCSL RP-1 A3) et la dérive (FD X 07-014) ; « — » : historique insuffisant. Leurs raisons figurent sur la fiche de vie de chaque instrument.",
    columns: [
      { title: "Équipement" },
      { title: "Référence" },
      { title: "Période actuelle", numeric: true },
      { title: "OPPERET", numeric: true },
      { title: "Escalier", numeric: true },
      { title: "RP-1 A3", numeric: true },
      { title: "Dérive", numeric: true },
    ],
    rows: report.trace.intervalProposals.map((row) => [
      row.name,
      row.serialNumber,
      months(row.currentPeriod),
      months(row.periods.opperet),
      months(row.periods.staircase),
      months(row.periods.rp1A3),
      months(row.periods.drift),
    ]),
    empty: "Aucun équipement dans cette campagne.",
  };
}

export function closingFacts(report: CampaignReport): Fact[] {
  const { trace } = report;
  return [
    ["Numéro du rapport", trace.number],
    ["Généré le", frenchDateTime(report.generatedAt, report.trace.timeZone)],
    ["Empreinte SHA-256 du contenu", trace.contentSha256],
    [
      "Point de contrôle de la piste d'audit",
      trace.checkpoint
        ? `position ${trace.checkpoint.position}, empreinte ${trace.checkpoint.hash}`
        : "piste d'audit vide",
    ],
  ];
}

export function measurementSourceLabel(source: ReportMeasurement["source"]): string {
  return MEASUREMENT_SOURCES[source];
}
