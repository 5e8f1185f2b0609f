import { ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { AUDIT_TEXTS } from "../../../shared/texts/audit";
import { Button } from "../../components/ui/button";
import { Card } from "../../components/ui/card";

/** What a member whose role does not read the journal sees instead of it, and why. */
export function AccessDenied() {
  return (
    <Card className="mx-auto w-full max-w-2xl">
      <div className="flex flex-col items-center px-6 py-12 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-destructive/10 text-destructive">
          <ShieldAlert className="size-6" aria-hidden="true" />
        </span>
        <h2 className="mt-4 text-lg font-semibold">{AUDIT_TEXTS.deniedTitle}</h2>
        <p className="mt-2 max-w-md text-sm text-muted-foreground">{AUDIT_TEXTS.deniedText}</p>
        <Button asChild variant="outline" className="mt-6">
          <Link to="/">{AUDIT_TEXTS.backToCampaigns}</Link>
        </Button>
      </div>
    </Card>
  );
}
