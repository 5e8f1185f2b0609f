/**
 * Declared bounds of stored values (spec §5 "Stored text fields are bounded by declared lengths",
 * spec §9 precisions). The database schema and the API schemas both read these, so an out-of-range
 * value is refused with a French message before it ever reaches the database.
 */
export const TEXT_LIMITS = {
  name: 200,
  email: 254,
  phone: 50,
  address: 500,
  website: 255,
  reference: 100,
  type: 100,
  description: 2000,
  scaleDescription: 500,
  verbatim: 500,
  notes: 2000,
  /** Why a period was forced, a campaign reopened or archived (decision 021). */
  reason: 1000,
  fileName: 255,
  comments: 2000,
  role: 40,
  settingKey: 100,
  settingValue: 2000,
  userAgent: 500,
  ipAddress: 45,
} as const;

/** A grade's score: from −2 (shortens the period) to +2 (lengthens it), DESIGN.md §6. */
export const SCORE_BOUND = 2;

/** numeric(precision, scale) of the spec: score 3,1; weight 3,1; global score and factor 5,3; value 10,4. */
export const DECIMALS = {
  score: { precision: 3, scale: 1 },
  weight: { precision: 3, scale: 1 },
  globalScore: { precision: 5, scale: 3 },
  adjustmentFactor: { precision: 5, scale: 3 },
  measurementValue: { precision: 10, scale: 4 },
  /** An instrument's error as found / as left and its maximum permissible error (EMT). */
  calibrationError: { precision: 12, scale: 6 },
} as const;

/** Largest absolute value a numeric(precision, scale) column accepts. */
export function decimalMax({ precision, scale }: { precision: number; scale: number }): number {
  return 10 ** (precision - scale) - 10 ** -scale;
}

export const FORCED_PERIOD = { min: 1, max: 120 } as const;

/** How much one request may carry: the biggest campaign a form or a bulk action sends at once. */
export const BATCH_LIMITS = {
  /** Rating cells in one bulk rating (5,000 equipment × 10 criteria). */
  ratings: 50_000,
  /** Forced periods in one save: one per equipment of the largest campaign. */
  forcedPeriods: 5_000,
  /** New equipment in one campaign save. */
  equipment: 5_000,
  participants: 5_000,
  importedUsers: 2_000,
  /** Lines of one Parc CSV import (decision 017): a larger Parc is imported in several files. */
  importedInstruments: 20_000,
} as const;

/** The most entries GET /api/audit/complete answers with (the screen says when it may hold more). */
export const AUDIT_ENTRIES_SHOWN = 1000;
