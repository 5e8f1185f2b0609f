import { Copy, Link2, Loader2 } from "lucide-react";
import { useId, useRef } from "react";
import type { User } from "../../../shared/api/users";
import { FAILURE_MESSAGES, SUCCESS_MESSAGES } from "../../../shared/messages";
import { displayName } from "../../../shared/roles";
import { INVITATION_TEXTS } from "../../../shared/texts/users";
import { toastApiError } from "../../api/errors";
import { useSignInOptions } from "../../api/hooks";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { formatDateTime } from "../../lib/format";
import { notify } from "../../lib/toast";
import { useInvitationLink } from "./queries";

/**
 * A pending user's invitation link, for the administrator to pass on (by chat, by phone…) when the
 * server sends no e-mail, or when the e-mail was lost. Each request makes a new link.
 */
export function InvitationLinkPanel({ user }: { user: User }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const options = useSignInOptions();
  const link = useInvitationLink(user.id);
  const noEmail = options.data?.emailDelivery === false;

  const copy = async (url: string) => {
    input.current?.select();
    try {
      await navigator.clipboard.writeText(url);
      notify.success(SUCCESS_MESSAGES.invitationLinkCopied);
    } catch {
      // Without clipboard access (a plain-http address), the link stays selected for Ctrl+C.
      input.current?.focus();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3 rounded-lg border border-dashed p-4">
      <div>
        <h3 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
          <Link2 className="size-4 text-primary" aria-hidden="true" />
          {INVITATION_TEXTS.title}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          {noEmail ? INVITATION_TEXTS.notSent : ""}
          {INVITATION_TEXTS.giveBefore}
          {displayName(user)}
          {INVITATION_TEXTS.giveAfter}
        </p>
      </div>
      {link.data ? (
        <div className="grid gap-2">
          <label htmlFor={`${id}-url`} className="sr-only">
            {INVITATION_TEXTS.linkOf}
            {displayName(user)}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              ref={input}
              id={`${id}-url`}
              readOnly
              value={link.data.url}
              className="min-w-0 font-mono text-xs sm:flex-1"
              onFocus={(event) => event.currentTarget.select()}
              aria-describedby={`${id}-expiry`}
            />
            <Button type="button" variant="outline" onClick={() => copy(link.data.url)}>
              <Copy aria-hidden="true" />
              {INVITATION_TEXTS.copy}
            </Button>
          </div>
          <p id={`${id}-expiry`} className="text-xs text-muted-foreground">
            {INVITATION_TEXTS.validUntil}
            {formatDateTime(link.data.expiresAt)}
            {INVITATION_TEXTS.validOnce}
          </p>
        </div>
      ) : (
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          disabled={link.isPending}
          onClick={() =>
            link.mutate(undefined, {
              onSuccess: (answer) => copy(answer.url),
              onError: (error) => toastApiError(error, FAILURE_MESSAGES.invitationLink),
            })
          }
        >
          {link.isPending ? (
            <Loader2 className="animate-spin" aria-hidden="true" />
          ) : (
            <Copy aria-hidden="true" />
          )}
          {INVITATION_TEXTS.copyLabel}
        </Button>
      )}
    </section>
  );
}
