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

/**
 * Error toast for a failed call: nothing more when the session has expired (the sign-in redirect
 * has its own toast), 'Accès refusé' when the role does not allow it, the screen's message followed by
 * the business rule for a refused change (409), else the screen's message.
 */
export function toastApiError(error: unknown, fallback: string): void {
  if (isUnauthorizedError(error)) return;
  const parsed = parseApiError(error);
  let description = fallback;
  if (parsed.status === 403) description = GENERIC_MESSAGES.forbidden;
  // A refused change (409) says which business rule refused it: the user needs that sentence.
  else if (parsed.status === 409 && parsed.code === "CONFLICT")
    description = `${fallback.replace(/\.$/, "")}. ${parsed.message}`;
  else if (parsed.status === null && error instanceof TypeError) description = GENERIC_MESSAGES.network;
  toast({ title: "Erreur", description, variant: "destructive" });
}
