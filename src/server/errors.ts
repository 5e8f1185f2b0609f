import { DEFAULT_ERROR_MESSAGES, ERROR_STATUS, type ErrorBody, type ErrorCode } from "../shared/errors";

/** The one error type of the server: a stable code (→ HTTP status) and a French message. */
export class AppError extends Error {
  override name = "AppError";
  readonly code: ErrorCode;

  constructor(code: ErrorCode, message: string = DEFAULT_ERROR_MESSAGES[code]) {
    super(message);
    this.code = code;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return { message: this.message, code: this.code };
  }
}

export const notFound = (message?: string) => new AppError("NOT_FOUND", message);
export const forbidden = (message?: string) => new AppError("FORBIDDEN", message);
export const unauthorized = () => new AppError("UNAUTHORIZED");
export const invalid = (message: string) => new AppError("VALIDATION_FAILED", message);
export const conflict = (message?: string) => new AppError("CONFLICT", message);
