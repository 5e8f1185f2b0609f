import { z } from "zod";
import { FIELD_MESSAGES } from "../messages";

/**
 * Every date the API accepts goes through `optionalDate`: one rule, so that no date input can
 * reach the database with a value it refuses (year 275760, year 0) or one nobody means.
 */

/** Years a date may fall in: dates the database stores and a person means. */
export const DATE_YEARS = { min: 1900, max: 9999 } as const;

/**
 * ISO 8601 as forms and clients send it: a day (`2027-06-30`), optionally a time to the minute,
 * second or fraction (`T17:30`, `T17:30:00.000`), optionally an offset (`Z`, `+01:00`).
 */
const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

/** Whether a text is an ISO 8601 date of a real day, whose instant falls within DATE_YEARS. */
export function isDateInput(value: string): boolean {
  const parts = ISO_DATE.exec(value);
  if (!parts) return false;
  const [year, month, day] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  // The calendar day must exist: JavaScript would read 30 February as 2 March.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth) return false;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return false;
  const instantYear = new Date(time).getUTCFullYear();
  return instantYear >= DATE_YEARS.min && instantYear <= DATE_YEARS.max;
}

/**
 * An optional date input: empty, blank, null or absent is null; anything else must be a date of
 * `isDateInput` (else `message`), stored as an ISO instant.
 */
export const optionalDate = (message: string = FIELD_MESSAGES.dateInvalid) =>
  z
    .string({ error: message })
    .trim()
    .refine((v) => v === "" || isDateInput(v), message)
    .nullish()
    .transform((v) => (v ? new Date(v).toISOString() : null));
