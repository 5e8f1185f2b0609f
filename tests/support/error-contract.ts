import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import { ERROR_STATUS, isErrorCode } from "../../src/shared/errors";
import {
  CERTIFICATE_MESSAGES,
  DCC_MESSAGES,
  DETAIL_MESSAGES,
  ERROR_MESSAGES,
  FIELD_MESSAGES,
  INSTRUMENT_IMPORT_MESSAGES,
  REQUEST_MESSAGES,
  SCHEMA_MESSAGES,
} from "../../src/shared/messages";

/** A sentence of the catalogue as a pattern: its placeholders (`{n}`) stand for any text. */
function patterns(value: unknown): RegExp[] {
  if (typeof value === "string") {
    const escaped = value.replace(/[.*+?^$()|[\]\\]/g, "\\$&");
    return [new RegExp(`^${escaped.replace(/\{\w+\}/g, ".+?")}$`, "s")];
  }
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(patterns);
  return [];
}
/** The catalogue's sections the server answers with (not the screens' toasts, some of which are English). */
const CATALOGUE = patterns([
  ERROR_MESSAGES,
  DETAIL_MESSAGES,
  REQUEST_MESSAGES,
  FIELD_MESSAGES,
  SCHEMA_MESSAGES,
  // The refusals of an instrument import and of a certificate's import (its reader's included).
  INSTRUMENT_IMPORT_MESSAGES,
  CERTIFICATE_MESSAGES,
  DCC_MESSAGES,
]);

export function inCatalogue(message: string): boolean {
  return CATALOGUE.some((pattern) => pattern.test(message));
}

/**
 * DESIGN.md §7: an error answer is `{message, code}` (and `field` on a validation failure), with the
 * status of its code, a French message from the catalogue, and none of what the client sent.
 */
export function expectErrorContract(
  response: LightMyRequestResponse,
  options: { sent?: readonly string[]; field?: boolean; what?: string } = {},
): { message: string; code: string; field?: string } {
  const what = options.what ?? "";
  expect(response.statusCode, `${what} ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.headers["content-type"], what).toMatch(/^application\/json/);
  const body = response.json();
  expect(isErrorCode(body.code), `${what} code ${body.code}`).toBe(true);
  expect(response.statusCode, `${what} status of ${body.code}`).toBe(
    ERROR_STATUS[body.code as keyof typeof ERROR_STATUS],
  );
  const keys = Object.keys(body).sort();
  if (options.field === true) expect(keys, what).toEqual(["code", "field", "message"]);
  else if (options.field === false) expect(keys, what).toEqual(["code", "message"]);
  else expect(["code,message", "code,field,message"], what).toContain(keys.join(","));
  if (body.field !== undefined) expect(body.field, what).toMatch(/^[\w]+(\.[\w]+)*$/);
  expect(typeof body.message, what).toBe("string");
  expect(inCatalogue(body.message), `${what}: « ${body.message} » is not in the catalogue`).toBe(true);
  for (const text of options.sent ?? []) expect(response.body, what).not.toContain(text);
  return body;
}
