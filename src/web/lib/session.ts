import { useQuery } from "@tanstack/react-query";
import type { CurrentUser } from "../../shared/api/auth";
import { UNAUTHORIZED_REDIRECT_DELAY_MS } from "../../shared/constants";
import { GENERIC_MESSAGES, UNAUTHORIZED_TOASTS, type UnauthorizedScreen } from "../../shared/messages";
import { getQueryFn, isUnauthorizedError, parseApiError } from "./api";
import { toast } from "./toast";

export const CURRENT_USER_KEY = ["/api/auth/user"] as const;

/** Authentication is derived from whether the current-user call returns data (spec §4). */
export function useCurrentUser() {
  const query = useQuery<CurrentUser | null>({
    queryKey: CURRENT_USER_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: "returnNull" }),
    retry: false,
  });
  return { user: query.data ?? null, isLoading: query.isLoading, error: query.error };
}

export const LOGIN_PATH = "/api/login";
export const LOGOUT_PATH = "/api/logout";

/** Which unauthorised toast a path gets (spec §8). */
export function unauthorizedScreenOf(pathname: string): UnauthorizedScreen {
  if (pathname === "/" || pathname === "/campaigns") return "campaigns";
  if (pathname === "/company-setup") return "companySetup";
  return "other";
}

let redirecting = false;

/** Toast for the screen, then a full-page navigation to the sign-in page after 500 ms (spec §2, §8). */
export function redirectToLogin(screen: UnauthorizedScreen = unauthorizedScreenOf(window.location.pathname)) {
  if (redirecting) return;
  redirecting = true;
  const text = UNAUTHORIZED_TOASTS[screen];
  toast({ title: text.title, description: text.description, variant: "destructive" });
  setTimeout(() => {
    window.location.href = LOGIN_PATH;
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
}

/** Global handler of failed reads and mutations: an unauthorised answer always leads to sign-in. */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin();
  return true;
}

/** Statuses whose French message says which rule refused the call (closed campaign, not a participant…). */
const EXPLAINED_STATUSES = new Set([400, 403, 404, 409]);

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/**
 * The text of a failed call's toast: nothing when the session has expired (the sign-in redirect has
 * its own toast); 'Accès refusé' when the role does not allow it; the screen's message of spec §8,
 * followed by the server's reason when a business rule refused the call; else the screen's message.
 */
export function apiErrorText(error: unknown, fallback: string): string | null {
  if (isUnauthorizedError(error)) return null;
  const parsed = parseApiError(error);
  if (parsed.status === null && error instanceof TypeError) return GENERIC_MESSAGES.network;
  if (parsed.status === 403 && (parsed.code === null || parsed.message === GENERIC_MESSAGES.forbidden))
    return GENERIC_MESSAGES.forbidden;
  if (
    parsed.status !== null &&
    EXPLAINED_STATUSES.has(parsed.status) &&
    parsed.code !== null &&
    parsed.message
  )
    return `${sentence(fallback)} ${sentence(parsed.message)}`;
  return fallback;
}

export function toastApiError(error: unknown, fallback: string): void {
  const description = apiErrorText(error, fallback);
  if (description) toast({ title: "Erreur", description, variant: "destructive" });
}
