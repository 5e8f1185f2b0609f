/**
 * The one report model of a campaign (spec §2: "campaign info and creation date, participants by
 * profile, equipment with grades and verbatims, new and forced periods, evolution and status"), plus
 * each result's explanation per criterion. Plain data, read from the database once by
 * `domain/reports/read-campaign-report.ts`; the HTML, PDF and Excel renderers only lay it out, so the
 * three formats always say the same thing. Structured-cloneable (it crosses to the render worker).
 *
 * Texts typed by people (names, descriptions, verbatims, operators) are kept as typed: each renderer
 * makes them safe for its format (HTML escaping, Excel text cells).
 */
import type { EvolutionStatus } from "../../shared/opperet";

export interface CampaignReport {
  /** When the report was produced (ISO 8601) and by whom (display name). */
  generatedAt: string;
  generatedBy: string;
  company: { name: string };
  campaign: ReportCampaign;
  /** The OPPERET parameters of the calculation (those of the first result), else the current ones. */
  parameters: { k1: number; k2: number; pmax: number };
  /**
   * The people of the campaign grouped by the criteria profile they rate (spec §6), in the profile
   * order: who rated, with their counts, and who was invited but did not.
   */
  participantGroups: ReportParticipantGroup[];
  /** The company's criteria the ratings used, in creation order. */
  criteria: ReportCriterion[];
  summary: ReportSummary;
  /** Every equipment of the campaign, in the campaign's order. */
  equipment: ReportEquipment[];
  /** Who did what and when, the calculation used, and the report's own identity (issue 23). */
  trace: ReportTrace;
  /**
   * Old → new period per instrument family (the equipment type; "Sans type" when none), over the
   * equipment that have a result, the largest families first.
   */
  families: ReportFamily[];
}

/**
 * What makes the report traceable (issue 23): its number, the calculation it shows (who ran it,
 * when, with which parameters and which criteria, weights and grade → score tables), each
 * application of periods with who applied them and their signature, the measurements received, and
 * the trail's checkpoint when it was asked for. Every time is an ISO 8601 instant, shown in
 * `timeZone`.
 */
export interface ReportTrace {
  /** The company's report number, `RAP-2026-0042`. */
  number: string;
  /** The zone every time of the report is shown in (IANA name). */
  timeZone: string;
  run: ReportRun | null;
  /** Each time the campaign's periods were applied, oldest first. */
  applications: ReportApplication[];
  /** Every measurement taken in the campaign (staff and share links), by equipment then time. */
  measurements: ReportMeasurement[];
  /** The company's audit trail when the report was asked for: its head's position and hash. */
  checkpoint: { position: number; hash: string } | null;
  /**
   * The decision rules of conformity in force (decision 032): the company's, then each instrument
   * type's own, as one French sentence.
   */
  decisionRules: string;
  /** The interval methods' proposals for each equipment's instrument (decision 034). */
  intervalProposals: ReportIntervalProposals[];
  /**
   * SHA-256 of the report's content (this model as JSON, this field empty): the same content gives
   * the same fingerprint in the three formats. The file's own SHA-256 is recorded apart.
   */
  contentSha256: string;
}

export interface ReportRun {
  number: number;
  calculatedByName: string | null;
  startedAt: string;
  completedAt: string | null;
  parameters: { k1: number; k2: number; pmax: number; adjustmentFactor: number };
  /** The criteria as the calculation used them: weight and grade → score table. */
  criteria: {
    id: number;
    name: string;
    profileLabel: string;
    weight: number;
    scales: { grade: number; score: number; description: string }[];
  }[];
}

export interface ReportApplication {
  appliedAt: string;
  appliedByName: string | null;
  /** The calculation whose periods were applied. */
  runNumber: number | null;
  instrumentCount: number;
  /** The approver's electronic signature, null when applied without one. */
  signature: { signerName: string; signedAt: string; meaning: string } | null;
}

export interface ReportMeasurement {
  equipmentName: string;
  serialNumber: string;
  /** The value as it reads now (after any correction), and its unit. */
  value: number;
  unit: string;
  operatorName: string;
  /** staff: in the app; campaign: the campaign's measurement link; personal: a personal link. */
  source: "staff" | "campaign" | "personal";
  takenAt: string;
  /** entered as is, corrected since, or withdrawn (kept, not counted). */
  state: "entered" | "corrected" | "withdrawn";
}

export interface ReportCampaign {
  id: number;
  name: string;
  description: string | null;
  /** Stored status (active, closed…) and its French label. */
  status: string;
  statusLabel: string;
  createdAt: string;
  createdBy: string | null;
  deadline: string | null;
  closedAt: string | null;
  /** When the periods were last applied, null if never. */
  appliedAt: string | null;
}

export interface ReportParticipantGroup {
  /** utilisateur_equipement | gestionnaire_parc | initiateur_campagne | general */
  profile: string;
  /** "Utilisateur", "Gestionnaire", "Initiateur", "Général" (spec §6). */
  profileLabel: string;
  /**
   * Everyone whose ratings count in the campaign (those waiting for review do not), invited or not,
   * with or without an account, by name.
   */
  raters: ReportRater[];
  /** The campaign's invited participants who gave no rating that counts, by name. */
  invitedWithoutRating: ReportParticipant[];
}

export interface ReportParticipant {
  name: string;
  /** Null for a rater without an account. */
  email: string | null;
  /** French role labels of spec §6 ("Admin", "Technicien/Utilisateur d'Équipement"…). */
  roles: string[];
}

export interface ReportRater extends ReportParticipant {
  /**
   * account: a user of the company (in the app or through their personal link); link: a visitor of
   * the campaign's rating link, named as staff see them ("Jean Dupont (2)"); former: an account
   * deleted since it rated.
   */
  identity: "account" | "link" | "former";
  /** Whether the rater is one of the campaign's invited participants. */
  invited: boolean;
  /** Ratings given (one per equipment and criterion), and on how many equipment. */
  ratingCount: number;
  equipmentCount: number;
}

export interface ReportCriterion {
  id: number;
  name: string;
  profile: string;
  profileLabel: string;
  weight: number;
}

export interface ReportSummary {
  equipmentCount: number;
  /** Equipment with a calculation result. */
  withResult: number;
  withoutResult: number;
  extended: number;
  maintained: number;
  reduced: number;
  /** Results whose period was forced by hand. */
  forced: number;
  /** Ratings in the report (every rater, every criterion). */
  ratingCount: number;
}

/** One equipment's instrument and the period each interval method proposes (null: too little history). */
export interface ReportIntervalProposals {
  name: string;
  serialNumber: string;
  currentPeriod: number;
  periods: Record<"opperet" | "staircase" | "rp1A3" | "drift", number | null>;
}

export interface ReportEquipment {
  id: number;
  name: string;
  serialNumber: string;
  type: string | null;
  currentPeriod: number;
  /** Null when the equipment has no result; then `withoutResultReason` says why. */
  result: ReportResult | null;
  withoutResultReason: "unrated" | "unknown-period" | "rated-since" | "not-calculated" | null;
  /** Every rating given on it, by criterion then rater. */
  ratings: ReportRating[];
  /** Each criterion's part in the result (empty without a result): DESIGN.md §6. */
  explanation: ReportContribution[];
}

export interface ReportResult {
  newPeriod: number;
  forcedPeriod: number | null;
  /** Why it was forced (« motif non renseigné » when no reason was given), by whom and when. */
  forcedReason: string | null;
  forcedByName: string | null;
  forcedAt: string | null;
  /** The forced period if any, else the new one. */
  effectivePeriod: number;
  /** G in [−2, +2], 3 decimals. */
  globalScore: number;
  /** (G + 2) / 4 × 100, one decimal. */
  opperetScore: number;
  /** (effective − current) / current × 100, unrounded. */
  evolutionPercent: number;
  status: EvolutionStatus;
  /** "Période Étendue", "Période Maintenue", "Période Réduite". */
  statusLabel: string;
  /** The period written by apply-periods, null until applied. */
  appliedPeriod: number | null;
  /** The result no longer matches the ratings or parameters (recalculate). */
  outdated: boolean;
}

export interface ReportRating {
  criterionId: number;
  criterionName: string;
  /** Who rated: the staff member's name, or the operator of a share link. */
  raterName: string;
  /** staff: in the app; campaign: the campaign's share link; personal: a technician's own link. */
  source: "staff" | "campaign" | "personal";
  grade: number;
  score: number;
  /** The description of the chosen grade, shown verbatim (spec §3). */
  verbatim: string;
  /** When the rating was last saved. */
  ratedAt: string;
}

export interface ReportContribution {
  criterionId: number;
  name: string;
  weight: number;
  raterCount: number;
  /** m_j, d_j, g_j (DESIGN.md §6). */
  mean: number;
  dispersion: number;
  grade: number;
  /**
   * w_j·g_j / Σw rounded to the thousandth so that the equipment's contributions add up to its
   * global score G as shown (roundToTotal); `exactContribution` unrounded.
   */
  contribution: number;
  exactContribution: number;
}

export interface ReportFamily {
  type: string;
  count: number;
  /** Mean current and mean effective period of the family, in months (one decimal). */
  meanCurrentPeriod: number;
  meanNewPeriod: number;
  extended: number;
  maintained: number;
  reduced: number;
}

/** What a renderer produces. */
export interface RenderedReport {
  bytes: Uint8Array;
  contentType: string;
  /** Pages of a PDF; null for HTML and Excel. */
  pageCount: number | null;
}
