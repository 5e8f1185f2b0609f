import { useEffect } from "react";
import { useLocation } from "react-router";
import { redirectToLogin, unauthorizedScreenOf } from "../../lib/session";
import { LoadingScreen } from "./loading-screen";

/** A protected screen opened without a session: toast, then the sign-in page after 500 ms. */
export function RedirectToLogin() {
  const { pathname } = useLocation();
  useEffect(() => {
    redirectToLogin(unauthorizedScreenOf(pathname));
  }, [pathname]);
  return <LoadingScreen />;
}
