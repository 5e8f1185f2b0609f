/**
 * The API's error contract (DESIGN.md §7). Every failure answers `{message, code, field?}`:
 * - `code` is stable: one per business rule a screen may react to, each with one HTTP status (below);
 * - `message` is French text for the user, from the catalogue (`ERROR_MESSAGES` in messages.ts);
 * - `field`, on a validation failure, is the path of the refused value (`name`,
 *   `equipment.3.currentPeriod`), and `message` is that field's own message.
 * 401 bodies contain "Unauthorized" so that the web client recognises them (spec §8).
 */
export const ERROR_STATUS = {
  /** Bad input: a field (named in `field`), invalid JSON, an unsupported media type, a malformed URL. */
  VALIDATION_FAILED: 400,
  /** Spec §5: only users with a staff role may take part in a campaign. */
  PARTICIPANT_NOT_ELIGIBLE: 400,
  /** No session, or an expired one: the screens send the user to sign in (spec §8). */
  UNAUTHORIZED: 401,
  /** A sign-in refused for its e-mail and password: the sign-in page says so and keeps the form. */
  INVALID_CREDENTIALS: 401,
  /** The user's roles do not allow the action (DESIGN.md §4). */
  FORBIDDEN: 403,
  /** Signed in, but the company is not set up yet (spec §4). */
  COMPANY_REQUIRED: 403,
  /** Technicians rate only the campaigns they take part in (DESIGN.md §4). */
  NOT_A_PARTICIPANT: 403,
  /** Spec §6: a user rates the criteria of their own profile and the general ones. */
  CRITERION_NOT_IN_PROFILE: 403,
  /** Unknown, or another company's: both are simply not found. */
  NOT_FOUND: 404,
  /** A stored value would clash with another (a unique key). */
  CONFLICT: 409,
  /** A closed campaign is read-only (DESIGN.md §6). */
  CAMPAIGN_CLOSED: 409,
  CAMPAIGN_ALREADY_CLOSED: 409,
  /** A campaign that holds ratings, results or reports is a record: archived, never deleted (decision 021). */
  CAMPAIGN_HAS_RECORDS: 409,
  /** An archived campaign is read-only: a record kept for reports, the journal and life records. */
  CAMPAIGN_ARCHIVED: 409,
  /** While an impact review is open, no measurement is taken with the instrument (quarantine). */
  INSTRUMENT_QUARANTINED: 409,
  /** Spec §4: only active campaigns are rated, notified and closed. */
  CAMPAIGN_NOT_ACTIVE: 409,
  /** An instrument reference appears once per campaign. */
  DUPLICATE_REFERENCE: 409,
  /** apply-periods before any calculation. */
  NO_RESULTS: 409,
  /** Ratings, periods, weights or parameters changed since the calculation: recalculate first. */
  RESULTS_OUTDATED: 409,
  /** A criterion already used by a rating cannot be deleted. */
  CRITERION_IN_USE: 409,
  EMAIL_TAKEN: 409,
  SELF_DELETION: 409,
  SELF_DEACTIVATION: 409,
  /** A company always keeps one active administrator. */
  LAST_ADMIN: 409,
  COMPANY_ALREADY_SET_UP: 409,
  /** An invitation link is only for a user who has not activated their account yet. */
  INVITATION_NOT_PENDING: 409,
  /** An invitation or sign-in link used, expired, replaced, or of an account activated or deactivated since. */
  LINK_INVALID: 400,
  /** A share link that is unknown, regenerated since, or of a closed campaign: all look the same. */
  SHARE_LINK_INVALID: 404,
  /** A public entry already accepted or rejected cannot be reviewed again. */
  SUBMISSION_ALREADY_REVIEWED: 409,
  /** A report still generating, or failed: it has no file to read. */
  REPORT_NOT_READY: 409,
  /** An Excel report has no preview: it is downloaded. */
  REPORT_NOT_PREVIEWABLE: 409,
  /** The renderer failed: the report is kept as failed with its reason. */
  REPORT_RENDER_FAILED: 500,
  /** A bulk change's detail kept apart no longer matches the SHA-256 its audit row holds. */
  AUDIT_DETAIL_ALTERED: 409,
  /** A closed impact review is the record of its decisions: read-only. */
  IMPACT_REVIEW_CLOSED: 409,
  /** An impact review closes once every item has its decision. */
  IMPACT_REVIEW_INCOMPLETE: 409,
  /** « Approbation signée obligatoire »: applying periods or closing an impact review needs a signature. */
  SIGNATURE_REQUIRED: 400,
  /** A signature whose password is not the signer's (or a signer without a password). */
  SIGNATURE_INVALID: 400,
  /** « Double validation »: the approver is not who calculated or forced a period. */
  TWO_PERSON_RULE: 403,
  /** An unknown or regenerated calendar feed token. */
  CALENDAR_FEED_INVALID: 404,
  /** A Digital Calibration Certificate that cannot be imported: unreadable, foreign, with entities, of another version, incomplete. */
  CERTIFICATE_INVALID: 400,
  /** A certificate whose item is not the instrument it is imported on. */
  CERTIFICATE_OTHER_INSTRUMENT: 409,
  /** A certificate whose item matches no instrument of the Parc (a bulk import). */
  CERTIFICATE_UNMATCHED: 409,
  /** The request took too long to arrive (its headers or its body). */
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  /** An address longer than the server reads (its request line alone overflows the headers' room). */
  URI_TOO_LONG: 414,
  RATE_LIMITED: 429,
  /** The headers (cookies included) are larger than the server reads. */
  HEADERS_TOO_LARGE: 431,
  /** A state-changing call sent by another site's page (its Origin or Sec-Fetch-Site says so). */
  CROSS_SITE_REQUEST: 403,
  INTERNAL: 500,
  /**
   * The database's disk is full (PostgreSQL's 53100, or a write of the embedded database refused for
   * want of room): nothing was saved; reads still work (decision 035).
   */
  STORAGE_FULL: 507,
  SERVICE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** The refused field's path, on a validation failure. */
  field?: string;
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_STATUS, value);
}

// Stryker disable next-line MethodExpression: every key of ERROR_STATUS is a code, so the filter keeps them all (it only narrows the type)
export const ERROR_CODES: readonly ErrorCode[] = Object.keys(ERROR_STATUS).filter(isErrorCode);

/** A field path as the API names it: `["equipment", 3, "name"]` → `equipment.3.name`. */
export function fieldPath(path: readonly PropertyKey[]): string | undefined {
  const parts = path.map((part) => String(part)).filter((part) => part !== "");
  return parts.length > 0 ? parts.join(".") : undefined;
}
