/** Business constants of spec §9 and DESIGN.md, in one place. */

export const CAMPAIGN_STATUSES = ["active", "completed", "paused", "draft", "cancelled", "closed"] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

/** How a campaign's status reads, on screens and in reports. */
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, string> = {
  active: "Active",
  completed: "Terminée",
  paused: "En pause",
  draft: "Brouillon",
  cancelled: "Annulée",
  closed: "Clôturée",
};

export const REPORT_TYPES = ["html", "pdf", "xlsx"] as const;

/** A report format's name, as screens, e-mails and the audit trail say it. */
export const REPORT_TYPE_LABELS: Record<(typeof REPORT_TYPES)[number], string> = {
  html: "HTML",
  pdf: "PDF",
  xlsx: "Excel",
};
/** A report waits for its turn (one generated at a time per server process), is generated, then done or failed. */
export const REPORT_STATUSES = ["queued", "generating", "completed", "failed"] as const;
/** A calculation run is written while running, then becomes the campaign's current run, or failed. */
export const CALCULATION_RUN_STATUSES = ["running", "completed", "failed"] as const;

export const USER_STATUSES = ["active", "inactive"] as const;

export const CALIBRATION_EVENT_RESULTS = ["conforme", "non_conforme", "ajuste"] as const;
export type CalibrationEventResult = (typeof CALIBRATION_EVENT_RESULTS)[number];

/**
 * How an instrument stands (the Parc's colours), most pressing first: in quarantine while an impact
 * review of a non-conforming calibration is open (a status of its own, whatever its due date, issue
 * 22), otherwise against its next due date.
 */
export const INSTRUMENT_STATUSES = ["quarantined", "overdue", "due_soon", "ok", "unknown"] as const;
export type InstrumentStatus = (typeof INSTRUMENT_STATUSES)[number];

/** The statuses as the Parc names them in French (export, labels, screens). */
export const INSTRUMENT_STATUS_LABELS: Record<InstrumentStatus, string> = {
  quarantined: "En quarantaine",
  overdue: "En retard",
  due_soon: "Échéance proche",
  ok: "À jour",
  unknown: "Jamais étalonné",
};

/** Days before its due date an instrument turns amber, unless the company says otherwise. */
export const DEFAULT_WARNING_DAYS = 30;

/** The decision taken on each measurement or campaign an out-of-tolerance instrument may have spoiled. */
export const IMPACT_DECISIONS = ["sans_impact", "a_reprendre", "client_informe"] as const;
export type ImpactDecision = (typeof IMPACT_DECISIONS)[number];

/**
 * The units a measurement may be entered in: those of spec §9 and the wider list of issue 21
 * (length, mass, force, pressure, temperature, electricity, time, humidity…), grouped by quantity in
 * the order the unit selects show them (measurement-units.ts). A company narrows them per instrument
 * type; a type it has not set offers them all.
 */
export const MEASUREMENT_UNITS = [
  "µm",
  "mm",
  "cm",
  "m",
  "mg",
  "g",
  "kg",
  "t",
  "N",
  "kN",
  "N·m",
  "Pa",
  "kPa",
  "MPa",
  "mbar",
  "bar",
  "psi",
  "°C",
  "°F",
  "K",
  "mV",
  "V",
  "mA",
  "A",
  "Ω",
  "kΩ",
  "Hz",
  "kHz",
  "rpm",
  "ms",
  "s",
  "%HR",
  "pH",
  "mL",
  "L",
  "%",
  "lux",
  "dB",
] as const;
export type MeasurementUnit = (typeof MEASUREMENT_UNITS)[number];

/** Where a public entry came from: the campaign's shared link, or a technician's personal link. */
export const LINK_KINDS = ["campaign", "personal"] as const;

/** A public entry's review state (DESIGN.md §5): counted only once accepted. */
export const SUBMISSION_STATUSES = ["pending", "accepted", "rejected"] as const;

export const GLOBAL_PARAMETER_DEFAULTS = { k1: 1, k2: 0, pmax: 60 } as const;

/** Redirect to the sign-in page this long after an unauthorised answer (spec §9). */
export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThreshold: 50,
  hotkey: ["F8"],
  viewportMaxWidthPx: 420,
  removeDelayMs: 1_000_000,
} as const;

export const TOOLTIP = { delayDurationMs: 700, skipDelayDurationMs: 300 } as const;
