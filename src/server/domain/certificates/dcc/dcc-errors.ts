/** The errors of the DCC reader: a file that cannot be read as a certificate, and why. */

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
  return new DccError("malformed", `Le fichier n'est pas un XML lisible : ${detail}.`);
}

export function incomplete(message: string): DccError {
  return new DccError("incomplete", message);
}
