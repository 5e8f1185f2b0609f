import type { FastifyInstance, FastifyRequest } from "fastify";
import { fieldPath } from "../../../shared/errors";
import { REQUEST_MESSAGES } from "../../../shared/messages";
import { AppError } from "../../errors";
import { SESSION_COOKIE } from "./session";

/**
 * One guard for every text a request brings: the JSON body, the query string, the path parameters
 * and Calibra's own cookies. A NUL character (PostgreSQL text cannot hold one) or half of a UTF-16
 * surrogate pair (no UTF-8 text can encode it: the database would fail on it or store a
 * replacement character) is refused with a French 400 before any route reads the request.
 */

/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isInvalidText(text: string): boolean {
  return text.includes("\u0000") || LONE_SURROGATE.test(text);
}

/**
 * The path of the first invalid text in a parsed value (an object key counts as text too): `[]`
 * for the value itself, undefined when every text is valid.
 */
export function invalidTextPath(value: unknown): PropertyKey[] | undefined {
  if (typeof value === "string") return isInvalidText(value) ? [] : undefined;
  if (typeof value !== "object" || value === null) return undefined;
  const entries: [PropertyKey, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === "string" && isInvalidText(key)) return [];
    const inner = invalidTextPath(item);
    if (inner) return [key, ...inner];
  }
  return undefined;
}

const UTF8 = new TextDecoder("utf-8", { fatal: true });

/**
 * Whether a raw URL's percent-escapes encode a NUL or bytes that are not UTF-8 (`%ED%A0%80`, a lone
 * surrogate). Fastify's query parser keeps such a value undecoded and its router refuses it in a
 * path, so it is looked for in the URL as the client sent it. A URL whose escapes are malformed
 * (`%ZZ`, a cut `%E0%A4%A`) is not invalid text but a malformed URL: false.
 */
export function urlHasInvalidText(url: string): boolean {
  if (!url.includes("%")) return false;
  for (const run of url.match(/(?:%[0-9A-Fa-f]{2})+/g) ?? []) {
    const bytes = Buffer.from(run.replaceAll("%", ""), "hex");
    if (bytes.includes(0)) return true;
    try {
      UTF8.decode(bytes);
    } catch {
      // A run that ends where the URL's escapes stop being well formed is a malformed URL instead.
      const end = url.indexOf(run) + run.length;
      if (url[end] !== "%") return true;
    }
  }
  return false;
}

/** The cookies Calibra reads itself; others (set for other apps on the same host) are not its input. */
const OWN_COOKIE = /^calibra_/;

export function invalidCharacter(field?: string): AppError {
  return new AppError("VALIDATION_FAILED", { message: REQUEST_MESSAGES.invalidCharacter, field });
}

/** A field name the error contract can name (`name`, `equipment.3.name`), else none. */
function nameOf(path: PropertyKey[]): string | undefined {
  const field = fieldPath(path);
  return field !== undefined && /^\w+(\.\w+)*$/.test(field) ? field : undefined;
}

/** The refusal for this request's input, if any of it holds invalid text. */
export function checkRequestInput(request: FastifyRequest): AppError | undefined {
  for (const part of [request.params, request.query, request.body]) {
    const path = invalidTextPath(part);
    if (path) return invalidCharacter(nameOf(path));
  }
  // A query value whose escapes are not UTF-8 stays undecoded in request.query: read the raw URL.
  const query = request.url.split("?").slice(1).join("?");
  if (urlHasInvalidText(query)) {
    const pair = query.split("&").find((part) => urlHasInvalidText(part));
    const name = pair?.split("=")[0] ?? "";
    return invalidCharacter(/^\w+$/.test(name) ? name : undefined);
  }
  for (const [name, value] of Object.entries(request.cookies ?? {}))
    if (OWN_COOKIE.test(name) && typeof value === "string" && isInvalidText(value)) return invalidCharacter();
  return undefined;
}

/**
 * Every route, before its schemas validate the input: the JSON body is parsed by then, the path
 * and query are decoded, the cookies read. A refused session cookie is also cleared, so that a
 * browser holding one is not refused again at its next request.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook("preValidation", async (request, reply) => {
    const refusal = checkRequestInput(request);
    if (!refusal) {
      dropBlankQueryValues(request.query);
      return;
    }
    const session = request.cookies?.[SESSION_COOKIE];
    if (session !== undefined && isInvalidText(session)) reply.clearCookie(SESSION_COOKIE, { path: "/" });
    throw refusal;
  });
}

/**
 * A query parameter left empty (`?search=&status=&page=`, as a form sends its blank fields) is the
 * same as one left out: the route's defaults apply, never a refusal of an empty value.
 */
export function dropBlankQueryValues(query: unknown): void {
  if (typeof query !== "object" || query === null) return;
  const values = query as Record<string, unknown>;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" && value.trim() === "") delete values[name];
    else if (Array.isArray(value) && value.every((item) => typeof item === "string" && item.trim() === ""))
      delete values[name];
  }
}
