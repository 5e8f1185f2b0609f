import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { ERROR_STATUS, type ErrorCode } from "../../../shared/errors";
import { AppError } from "../../errors";

/** PostgreSQL error codes that mean "bad input", should a value ever slip past the API schemas. */
const DATABASE_INPUT_ERRORS: Record<string, AppError> = {
  "22001": new AppError("VALIDATION_FAILED", "Un texte dépasse la longueur autorisée."),
  "22003": new AppError("VALIDATION_FAILED", "Une valeur numérique est hors des limites autorisées."),
  "22P02": new AppError("VALIDATION_FAILED", "Une valeur n'a pas le format attendu."),
  "23505": new AppError("CONFLICT", "Cette valeur existe déjà."),
  "23503": new AppError(
    "CONFLICT",
    "Cette opération fait référence à des données inexistantes ou encore utilisées.",
  ),
  "23514": new AppError("VALIDATION_FAILED", "Une valeur ne respecte pas les règles autorisées."),
};

function databaseErrorCode(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; both drivers put the SQLSTATE in `code`.
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** Turns every failure into `{message, code}` with the status of its code (DESIGN.md §7). */
export function toAppError(error: FastifyError | Error): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const first = error.validation[0];
    const field = first?.instancePath.replace(/^\//, "").replaceAll("/", ".");
    const message = first?.message ?? "Les données envoyées sont invalides.";
    return new AppError("VALIDATION_FAILED", field ? `${field} : ${message}` : message);
  }
  const fastifyCode = (error as FastifyError).code;
  if (fastifyCode === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError) {
    return new AppError("VALIDATION_FAILED", "Le corps de la requête n'est pas un JSON valide.");
  }
  if (fastifyCode === "FST_ERR_CTP_BODY_TOO_LARGE") return new AppError("PAYLOAD_TOO_LARGE");
  if (fastifyCode === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
    return new AppError("VALIDATION_FAILED", "Le type de contenu de la requête n'est pas pris en charge.");
  }
  if (fastifyCode === "FST_ERR_CTP_EMPTY_JSON_BODY") {
    return new AppError("VALIDATION_FAILED", "Le corps de la requête est vide.");
  }
  const statusCode = (error as FastifyError).statusCode;
  // A client error raised by Fastify or a plugin keeps its status, with our code and French message.
  const byStatus = Object.entries(ERROR_STATUS).find(([, status]) => status === statusCode);
  if (byStatus && statusCode !== undefined && statusCode < 500) return new AppError(byStatus[0] as ErrorCode);
  const dbCode = databaseErrorCode(error);
  if (dbCode && DATABASE_INPUT_ERRORS[dbCode]) return DATABASE_INPUT_ERRORS[dbCode];
  return new AppError("INTERNAL");
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === "INTERNAL" || isResponseSerializationError(error)) {
      request.log.error({ err: error }, "unhandled error");
    } else {
      request.log.info({ code: appError.code, reason: appError.message }, "request refused");
    }
    return reply.status(appError.status).send(appError.toBody());
  });
}
