import type { QueryFunction } from "@tanstack/react-query";
import { type ErrorCode, isErrorCode } from "../../shared/errors";

/**
 * The API client of spec §7–8. Every call sends the cookies; a non-OK answer throws an Error whose
 * message is `status: body text` (or the status text when the body is empty).
 */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export async function apiRequest(method: string, url: string, body?: unknown): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  await throwIfNotOk(response);
  return response;
}

/** Sends a call and reads its JSON answer (null for 204). */
export async function apiJson<T>(method: string, url: string, body?: unknown): Promise<T> {
  const response = await apiRequest(method, url, body);
  if (response.status === 204) return null as T;
  return (await response.json()) as T;
}

/** Spec §8: an error whose message starts with '401: ' and contains 'Unauthorized'. */
export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof Error && /^401: .*Unauthorized/s.test(error.message);
}

export interface ParsedApiError {
  status: number | null;
  code: ErrorCode | null;
  /** The server's French message when it sent one, else the raw error message. */
  message: string;
}

/** Reads back `{message, code}` from an error thrown by apiRequest. */
export function parseApiError(error: unknown): ParsedApiError {
  const raw = error instanceof Error ? error.message : String(error);
  const match = /^(\d{3}): ([\s\S]*)$/.exec(raw);
  if (!match) return { status: null, code: null, message: raw };
  const status = Number(match[1]);
  const bodyText = match[2] ?? "";
  try {
    const body = JSON.parse(bodyText) as { message?: unknown; code?: unknown };
    return {
      status,
      code: isErrorCode(body.code) ? body.code : null,
      message: typeof body.message === "string" ? body.message : bodyText,
    };
  } catch {
    return { status, code: null, message: bodyText };
  }
}

type UnauthorizedBehavior = "returnNull" | "throw";

/** Default query function: the query key's first element is the URL (spec §7 reads). */
export function getQueryFn<T>(options: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const response = await fetch(queryKey.join("/"), { credentials: "include", signal });
    if (options.on401 === "returnNull" && response.status === 401) return null;
    await throwIfNotOk(response);
    return (await response.json()) as T;
  };
}
