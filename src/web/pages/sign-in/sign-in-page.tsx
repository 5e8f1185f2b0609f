import { useState } from "react";
import { Navigate, useSearchParams } from "react-router";
import { LINK_REFUSAL_MESSAGES, LINK_REFUSALS } from "../../../shared/api/auth";
import { SIGN_IN_TEXTS, SIGN_IN_TITLES } from "../../../shared/texts/sign-in";
import { useSignInOptions } from "../../api/hooks";
import { fill } from "../../lib/format";
import { useCurrentUser } from "../../lib/session";
import { cn } from "../../lib/utils";
import { LoadingScreen } from "../system/loading-screen";
import { InvitationForm, LoginLinkForm, SignInForm, SignUpForm } from "./auth-forms";
import { AuthShell, FormAlert } from "./auth-shell";

type Mode = "signin" | "signup" | "link";

/** /api/login (spec §2): sign in, create an account, receive a link, or accept an invitation. */
export function SignInPage() {
  const [params] = useSearchParams();
  const invitation = params.get("invitation");
  const linkError = params.get("erreur") === "lien-invalide";
  // Why the sign-in link was refused, said from the catalogue (an unknown reason: the link is invalid).
  const reason = LINK_REFUSALS.find((refusal) => refusal === params.get("raison")) ?? "unknown";
  const [mode, setMode] = useState<Mode>("signin");
  const { user, isLoading } = useCurrentUser();
  // Links by e-mail are offered only where e-mails leave the server.
  const emailDelivery = useSignInOptions().data?.emailDelivery !== false;

  if (isLoading) return <LoadingScreen />;
  if (user && !invitation) return <Navigate to="/" replace />;

  if (invitation) {
    return (
      <AuthShell title={SIGN_IN_TEXTS.welcome} subtitle={SIGN_IN_TEXTS.invitationSubtitle}>
        <InvitationForm token={invitation} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={SIGN_IN_TITLES[mode].title} subtitle={SIGN_IN_TITLES[mode].subtitle}>
      {linkError && mode === "signin" && (
        <div className="mb-5">
          <FormAlert>
            {fill(SIGN_IN_TEXTS.linkExpired, { reason: LINK_REFUSAL_MESSAGES[reason] })}
            {reason !== "deactivated" && SIGN_IN_TEXTS.linkRetry}
          </FormAlert>
        </div>
      )}
      {mode !== "link" && (
        <div
          role="tablist"
          aria-label={SIGN_IN_TEXTS.authChoice}
          className="mb-6 grid grid-cols-2 rounded-lg bg-muted p-1"
        >
          {(["signin", "signup"] as const).map((tab) => (
            <button
              key={tab}
              type="button"
              role="tab"
              aria-selected={mode === tab}
              onClick={() => setMode(tab)}
              className={cn(
                "rounded-md px-3 py-2 text-sm font-medium transition-colors",
                mode === tab ? "bg-card shadow-sm" : "text-muted-foreground hover:text-foreground",
              )}
            >
              {tab === "signin" ? SIGN_IN_TEXTS.signInTab : SIGN_IN_TEXTS.signUpTab}
            </button>
          ))}
        </div>
      )}
      {mode === "signin" && <SignInForm onUseLink={emailDelivery ? () => setMode("link") : undefined} />}
      {mode === "signin" && !emailDelivery && (
        <p role="note" className="mt-6 rounded-md border bg-muted/60 px-3 py-2 text-sm text-muted-foreground">
          {SIGN_IN_TEXTS.noEmailDelivery}
        </p>
      )}
      {mode === "signup" && <SignUpForm />}
      {mode === "link" && <LoginLinkForm onBack={() => setMode("signin")} />}
    </AuthShell>
  );
}
