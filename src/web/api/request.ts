import type { z } from "zod";
import { type ErrorCode, isErrorCode } from "../../shared/errors";

/**
 * The one error of a failed call (spec §8): its `message` is `"<status>: <body text>"` (or the status
 * text when the body is empty), and it carries what the server said: the stable `code` screens
 * branch on, the `field` a refused value is named by, and the French `detail` to show.
 */
export class ApiError extends Error {
  override name = "ApiError";
  readonly status: number;
  readonly code: ErrorCode | null;
  readonly field: string | null;
  /** The server's French message, when it sent one. */
  readonly detail: string | null;

  constructor(status: number, bodyText: string, statusText = "") {
    super(`${status}: ${bodyText || statusText}`);
    this.status = status;
    const body = parseBody(bodyText);
    this.code = isErrorCode(body?.code) ? body.code : null;
    this.field = typeof body?.field === "string" ? body.field : null;
    this.detail = typeof body?.message === "string" ? body.message : null;
  }
}

function parseBody(text: string): { code?: unknown; field?: unknown; message?: unknown } | null {
  try {
    const body: unknown = JSON.parse(text);
    return typeof body === "object" && body !== null ? body : null;
  } catch {
    return null;
  }
}

/**
 * Spec §8: an error whose message starts with '401: ' and contains 'Unauthorized' means the
 * session is gone, except a sign-in refused for its credentials (its own code), which the sign-in
 * page explains on the spot.
 */
export function isUnauthorizedError(error: unknown): boolean {
  if (!(error instanceof Error) || !/^401: .*Unauthorized/s.test(error.message)) return false;
  return !(error instanceof ApiError) || error.code === null || error.code === "UNAUTHORIZED";
}

/** A read refused for the user's role (`FORBIDDEN`): the screen says so, with no "retry". */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.code === "FORBIDDEN";
}

export interface CallOptions {
  body?: unknown;
  /** A file sent as it is, with its own type, instead of a JSON body (a certificate's XML). */
  file?: Blob;
  signal?: AbortSignal;
  /** Headers of this call (a public rater's key). */
  headers?: Record<string, string>;
}

/** Sends a call with the cookies; a non-OK answer throws an ApiError. */
export async function send(method: string, url: string, options: CallOptions = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: {
      ...options.headers,
      ...(options.body === undefined ? {} : { "Content-Type": "application/json" }),
      ...(options.file && { "Content-Type": options.file.type || "application/xml" }),
    },
    body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    credentials: "include",
    signal: options.signal,
  });
  if (!response.ok) throw new ApiError(response.status, await response.text(), response.statusText);
  return response;
}

/**
 * Sends a call and reads its answer through the shared schema of that answer: the type of what a
 * screen receives is the schema's, checked at run time, never assumed.
 */
export async function call<S extends z.ZodType>(
  method: string,
  url: string,
  answer: S,
  options: CallOptions = {},
): Promise<z.output<S>> {
  const response = await send(method, url, options);
  return answer.parse(response.status === 204 ? null : await response.json());
}
