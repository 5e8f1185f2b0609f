import { type core, z } from "zod";
import { fr } from "zod/locales";
import { format, SCHEMA_MESSAGES } from "./messages";

const EXPECTED: Record<string, string> = SCHEMA_MESSAGES.expected;

/**
 * French messages, from the catalogue, for the checks a schema does not word itself (a missing
 * field, a wrong type, a bound, an unknown choice). They never repeat the value that was sent.
 */
export const schemaMessage: core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return SCHEMA_MESSAGES.required;
      return Object.hasOwn(EXPECTED, issue.expected)
        ? format(SCHEMA_MESSAGES.wrongType, { expected: EXPECTED[issue.expected]! })
        : SCHEMA_MESSAGES.wrongTypeOther;
    case "too_small": {
      const min = String(issue.minimum);
      if (issue.origin === "string") return format(SCHEMA_MESSAGES.tooShortText, { min });
      if (issue.origin === "array" || issue.origin === "set")
        return format(SCHEMA_MESSAGES.tooFewItems, { min });
      return format(
        issue.inclusive === false ? SCHEMA_MESSAGES.notAboveNumber : SCHEMA_MESSAGES.tooSmallNumber,
        {
          min,
        },
      );
    }
    case "too_big": {
      const max = String(issue.maximum);
      if (issue.origin === "string") return format(SCHEMA_MESSAGES.tooLongText, { max });
      if (issue.origin === "array" || issue.origin === "set")
        return format(SCHEMA_MESSAGES.tooManyItems, { max });
      return format(
        issue.inclusive === false ? SCHEMA_MESSAGES.notBelowNumber : SCHEMA_MESSAGES.tooLargeNumber,
        {
          max,
        },
      );
    }
    case "invalid_value":
    case "invalid_key":
    case "unrecognized_keys":
      return SCHEMA_MESSAGES.notAllowed;
    case "invalid_format":
      return SCHEMA_MESSAGES.badFormat;
    default:
      return SCHEMA_MESSAGES.invalid;
  }
};

/** Zod speaks French everywhere: the catalogue's messages, zod's French locale as the last resort. */
export function configureFrenchSchemaMessages(): void {
  z.config(fr());
  z.config({ customError: schemaMessage });
}
