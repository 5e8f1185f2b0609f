import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { fieldPath } from "../../../shared/errors";
import { format, REQUEST_MESSAGES } from "../../../shared/messages";
import { AppError } from "../../errors";
import { invalidCharacter, urlHasInvalidText } from "./input-guard";
import { jsonDepth, MAX_JSON_DEPTH } from "./json-depth";
import { errorChain, propertyOf, sqlStateOf } from "./logging";

const badRequest = (message: string) => new AppError("VALIDATION_FAILED", { message });

/** PostgreSQL error codes that mean "bad input", should a value ever slip past the API schemas. */
const DATABASE_INPUT_ERRORS: Record<string, AppError> = {
  "22001": badRequest(REQUEST_MESSAGES.textTooLong),
  "22003": badRequest(REQUEST_MESSAGES.numberOutOfRange),
  "22007": badRequest(REQUEST_MESSAGES.dateOutOfRange),
  "22008": badRequest(REQUEST_MESSAGES.dateOutOfRange),
  "22009": badRequest(REQUEST_MESSAGES.dateOutOfRange),
  "22021": invalidCharacter(),
  "22P05": invalidCharacter(),
  "22P02": badRequest(REQUEST_MESSAGES.badFormat),
  "23505": new AppError("CONFLICT", { message: REQUEST_MESSAGES.duplicateValue }),
  "23503": new AppError("CONFLICT", { message: REQUEST_MESSAGES.missingReference }),
  "23514": badRequest(REQUEST_MESSAGES.ruleViolated),
};

/** PostgreSQL's disk_full, which the embedded database raises too when its folder's disk is full. */
const DISK_FULL = "53100";

/** Errors of the request itself, raised by Fastify or its parsers before any route runs. */
const REQUEST_ERRORS: Record<string, AppError> = {
  FST_ERR_CTP_INVALID_JSON_BODY: badRequest(REQUEST_MESSAGES.invalidJson),
  FST_ERR_CTP_BODY_TOO_LARGE: new AppError("PAYLOAD_TOO_LARGE"),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: badRequest(REQUEST_MESSAGES.unsupportedMediaType),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: badRequest(REQUEST_MESSAGES.invalidJson),
  FST_ERR_CTP_EMPTY_JSON_BODY: badRequest(REQUEST_MESSAGES.emptyBody),
  FST_ERR_BAD_URL: badRequest(REQUEST_MESSAGES.malformedUrl),
  FST_ERR_MAX_PARAM_LENGTH: badRequest(REQUEST_MESSAGES.parameterTooLong),
  FST_ERR_ASYNC_CONSTRAINT: badRequest(REQUEST_MESSAGES.malformedUrl),
};

/**
 * The database (or another service a request needs) cannot be reached, or closed the connection
 * under a request (a restart, an administrator ending the backend, the network): the request may
 * succeed again shortly, 503.
 */
const CONNECTION_STATES = new Set([
  "57P01",
  "57P02",
  "57P03",
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
  "53300",
]);
const CONNECTION_CODES = new Set(["ECONNRESET", "ECONNREFUSED", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);
const CONNECTION_MESSAGES =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/i;

export function isConnectionError(error: unknown): boolean {
  return errorChain(error).some((e) => {
    // PostgreSQL ends the session with every FATAL error (a database refusing connections, 55000,
    // among them): whatever its code, the connection is gone, not the request at fault.
    const severity = propertyOf(e, "severity");
    if (severity === "FATAL" || severity === "PANIC") return true;
    const code = propertyOf(e, "code");
    if (typeof code === "string" && (CONNECTION_STATES.has(code) || CONNECTION_CODES.has(code))) return true;
    const message = propertyOf(e, "message");
    return typeof message === "string" && CONNECTION_MESSAGES.test(message);
  });
}

/**
 * A refused value of the request: its field path and that field's French message. A body that is
 * missing or not an object has no field: the message says what is wrong with the body.
 */
function validationError(error: FastifyError, request: FastifyRequest): AppError {
  const first = error.validation?.[0];
  const field = fieldPath((first?.instancePath ?? "").split("/"));
  if (field === undefined && error.validationContext === "body")
    return badRequest(
      request.body === undefined ? REQUEST_MESSAGES.emptyBody : REQUEST_MESSAGES.bodyNotObject,
    );
  const message = first?.message ?? "";
  return new AppError("VALIDATION_FAILED", { field, message: message || undefined });
}

/** Turns every failure into `{message, code, field?}` with the status of its code (DESIGN.md §7). */
export function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) return validationError(error, request);
  const fastifyCode = propertyOf(error, "code");
  // A path whose escapes are well formed but not UTF-8 (%ED%A0%80) holds an invalid character.
  if (fastifyCode === "FST_ERR_BAD_URL" && urlHasInvalidText(request.url.split("?")[0] ?? ""))
    return invalidCharacter();
  if (typeof fastifyCode === "string" && REQUEST_ERRORS[fastifyCode]) return REQUEST_ERRORS[fastifyCode];
  if (error instanceof SyntaxError) return badRequest(REQUEST_MESSAGES.invalidJson);
  // The database's disk is full (decision 035): nothing was saved, whichever engine and severity.
  const dbCode = sqlStateOf(error);
  if (dbCode === DISK_FULL) return new AppError("STORAGE_FULL");
  if (isConnectionError(error)) return new AppError("SERVICE_UNAVAILABLE");
  if (dbCode && DATABASE_INPUT_ERRORS[dbCode]) return DATABASE_INPUT_ERRORS[dbCode];
  // Any other client error raised by Fastify or a plugin: its status, our code and French message.
  const statusCode = propertyOf(error, "statusCode");
  if (statusCode === 404) return new AppError("NOT_FOUND");
  if (statusCode === 413) return new AppError("PAYLOAD_TOO_LARGE");
  if (statusCode === 429) return new AppError("RATE_LIMITED");
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500)
    return badRequest(REQUEST_MESSAGES.badFormat);
  return new AppError("INTERNAL");
}

/**
 * Every error answer of the server, those Fastify raises before a route runs (`frameworkErrors`: a
 * malformed URL, a parameter too long) included.
 */
export function sendError(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply) {
  const appError = toAppError(error, request);
  if (appError.code === "INTERNAL" || isResponseSerializationError(error)) {
    request.log.error({ err: error }, "unhandled error");
  } else if (appError.code === "STORAGE_FULL") {
    // Whoever runs the server has to free room: an error of the log, not a refused request.
    request.log.error({ err: error }, "database disk full");
  } else if (appError.code === "SERVICE_UNAVAILABLE") {
    request.log.warn({ err: error }, "service unreachable");
    reply.header("retry-after", "5");
  } else {
    request.log.info({ code: appError.code, reason: appError.message }, "request refused");
  }
  return reply.status(appError.status).send(appError.toBody());
}

/**
 * The error answers of the whole server, those raised before a route runs included (a malformed
 * URL, a parameter too long, an unknown route): none repeats the input, none is in English.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(sendError);
  // JSON only: any other media type is refused with the French message. An empty JSON body is no
  // body at all, so a client that always sends the header can call the routes that take none. The
  // texts of the body are checked with every other input by the input guard (input-guard.ts).
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (text === "") return done(null, undefined);
    if (jsonDepth(text) > MAX_JSON_DEPTH)
      return done(badRequest(format(REQUEST_MESSAGES.tooDeep, { max: MAX_JSON_DEPTH })), undefined);
    parseJson(request, text, done);
  });
}
