/** The errors of the DCC reader: a file that cannot be read as a certificate, and why. */
import { DCC_MESSAGES, format } from "../../../../shared/messages";

export type DccErrorCode = "malformed" | "foreign" | "entities" | "unsupportedVersion" | "incomplete";

/** A file that cannot be read as a DCC; `message` is in French, meant for the person who uploaded it. */
export class DccError extends Error {
  readonly code: DccErrorCode;

  constructor(code: DccErrorCode, message: string) {
    super(message);
    this.name = "DccError";
    this.code = code;
  }
}

export function malformed(detail: string): DccError {
  return new DccError("malformed", format(DCC_MESSAGES.malformed, { detail }));
}

export function incomplete(message: string): DccError {
  return new DccError("incomplete", message);
}
