import { ERROR_STATUS, type ErrorBody, type ErrorCode } from "../shared/errors";
import { ERROR_MESSAGES } from "../shared/messages";

/**
 * The one error type of the server: a stable code (→ HTTP status), a French message from the
 * catalogue (the code's own, or a more precise one), and for a refused value the field it names.
 */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;
  readonly field: string | undefined;

  constructor(code: ErrorCode, options: { message?: string; field?: string } = {}) {
    super(options.message ?? ERROR_MESSAGES[code]);
    this.code = code;
    this.field = options.field;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return this.field === undefined
      ? { message: this.message, code: this.code }
      : { message: this.message, code: this.code, field: this.field };
  }
}

/** Unknown here, whether it does not exist or belongs to another company. */
export const notFound = (message?: string) => new AppError("NOT_FOUND", { message });

/** A value refused by a rule of the domain, named by its field path and its French message. */
export const invalidField = (field: string, message: string) =>
  new AppError("VALIDATION_FAILED", { field, message });
