import { SIGN_IN_TEXTS } from "../../../shared/texts/sign-in";
import { SignOutForm } from "../../components/layout/sign-out-form";
import { Button } from "../../components/ui/button";
import { fill } from "../../lib/format";
import { useCurrentUser } from "../../lib/session";
import { LoadingScreen } from "../system/loading-screen";
import { AuthShell } from "./auth-shell";

/**
 * /api/logout opened as an address (a bookmark, a link): signing out is asked, not done, since a
 * link on any site could otherwise sign the user out. The button sends the form that signs out.
 */
export function SignOutPage() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingScreen />;
  if (!user)
    return (
      <AuthShell title={SIGN_IN_TEXTS.notSignedIn} subtitle={SIGN_IN_TEXTS.noSession}>
        <Button asChild className="h-11 w-full">
          <a href="/">{SIGN_IN_TEXTS.backHome}</a>
        </Button>
      </AuthShell>
    );
  return (
    <AuthShell
      title={SIGN_IN_TEXTS.signOutTitle}
      subtitle={fill(SIGN_IN_TEXTS.signedInAs, { email: user.email })}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <SignOutForm variant="default" label={SIGN_IN_TEXTS.signOut} className="h-11 w-full" />
        <Button asChild variant="outline" className="h-11 w-full">
          <a href="/">{SIGN_IN_TEXTS.cancel}</a>
        </Button>
      </div>
    </AuthShell>
  );
}
