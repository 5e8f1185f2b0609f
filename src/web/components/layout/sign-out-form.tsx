import { LogOut } from "lucide-react";
import { SHELL_TEXTS } from "../../../shared/texts/common";
import { LOGOUT_PATH } from "../../lib/session";
import { cn } from "../../lib/utils";
import { buttonVariants } from "../ui/button";

/**
 * "Déconnexion": a form that POSTs to /api/logout, a full-page navigation as spec §2 has it.
 * Signing out changes the session, so it is never a link (a link or an image on another site
 * would sign the user out); the server answers it with the home page.
 */
export function SignOutForm({
  className,
  variant,
  label = SHELL_TEXTS.signOut,
}: {
  /** The sidebar's own look; otherwise a button of the given variant. */
  className?: string;
  variant?: "ghost" | "default" | "outline";
  label?: string;
}) {
  return (
    <form method="post" action={LOGOUT_PATH} className="contents">
      <button type="submit" className={cn(variant && buttonVariants({ variant }), className)}>
        <LogOut className="size-4" aria-hidden="true" />
        {label}
      </button>
    </form>
  );
}
