import type { LucideIcon } from "lucide-react";
import { Loader2, Send } from "lucide-react";
import type { FormEvent, ReactNode } from "react";
import { EMAIL_TEST_TEXTS } from "../../../shared/texts/email-test";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { Notice } from "../../components/ui/notice";

/**
 * One e-mail test: its fields, and a send button that stays disabled until the required fields are
 * filled (spec §5). A role that may not send it sees why instead.
 */
export function TestCard({
  id,
  icon: Icon,
  title,
  description,
  allowed,
  notAllowed,
  ready,
  pending,
  sendLabel,
  onSubmit,
  children,
}: {
  id: string;
  icon: LucideIcon;
  title: string;
  description: string;
  allowed: boolean;
  notAllowed: string;
  ready: boolean;
  pending: boolean;
  sendLabel: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (allowed && ready && !pending) onSubmit();
  };
  return (
    <Card className="flex flex-col" aria-labelledby={`${id}-title`} role="region">
      <CardHeader>
        <CardTitle id={`${id}-title`} className="flex items-center gap-2">
          <Icon className="size-5 text-primary" aria-hidden="true" />
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-1 flex-col">
        <form noValidate onSubmit={submit} className="flex flex-1 flex-col gap-4">
          {!allowed && (
            <div id={`${id}-hint`}>
              <Notice>{notAllowed}</Notice>
            </div>
          )}
          <fieldset disabled={!allowed || pending} className="grid gap-4">
            {children}
          </fieldset>
          <div className="mt-auto grid gap-2 pt-2">
            <Button
              type="submit"
              className="w-full sm:w-fit max-sm:h-11"
              disabled={!allowed || !ready || pending}
              aria-busy={pending || undefined}
              aria-describedby={`${id}-hint`}
            >
              {pending ? (
                <Loader2 className="animate-spin" aria-hidden="true" />
              ) : (
                <Send aria-hidden="true" />
              )}
              {pending ? EMAIL_TEST_TEXTS.sending : sendLabel}
            </Button>
            {allowed && (
              <p id={`${id}-hint`} className="text-xs text-muted-foreground">
                {EMAIL_TEST_TEXTS.requiredHint}
              </p>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
