import { UNAUTHORIZED_REDIRECT_DELAY_MS } from "../../shared/constants";
import { UNAUTHORIZED_TOASTS, type UnauthorizedScreen } from "../../shared/messages";
import { useCurrentUserQuery } from "../api/current-user";
import { isUnauthorizedError } from "../api/request";
import { toast, whenToastsCanShow } from "./toast";

/** Authentication is derived from whether the current-user call returns data (spec §4). */
export function useCurrentUser() {
  const query = useCurrentUserQuery();
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

/**
 * Toast for the screen, then a full-page navigation to the sign-in page 500 ms after the toast can
 * show (spec §2, §8).
 */
export function redirectToLogin(screen: UnauthorizedScreen = unauthorizedScreenOf(window.location.pathname)) {
  if (redirecting) return;
  redirecting = true;
  const text = UNAUTHORIZED_TOASTS[screen];
  toast({ title: text.title, description: text.description, variant: "destructive" });
  // The 500 ms count from when the toast can show: on a busy machine, the toasts' code may still be
  // loading when the first call is refused, and the page would leave before anyone saw why.
  whenToastsCanShow(() =>
    setTimeout(() => {
      window.location.href = LOGIN_PATH;
    }, UNAUTHORIZED_REDIRECT_DELAY_MS),
  );
}

/**
 * Global handler of failed reads and mutations: an unauthorised answer (a session gone, spec §8)
 * leads to sign-in. A sign-in refused for its credentials has its own code and stays on its page.
 */
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  redirectToLogin();
  return true;
}
