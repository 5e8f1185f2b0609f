import type { InvitationLink } from "../../../shared/api/users";
import type { TenantScope } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import { issueToken, TOKEN_TTL_MS } from "../auth/one-time-tokens";
import { getUser } from "./user-view";

/** The address an invitation token opens: the sign-in page, where the user chooses a password. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/login?invitation=${token}`;
}

/**
 * A new invitation link for a user who has not activated their account: an administrator passes it
 * on by other means when e-mail is not delivered. Earlier links die: only the newest opens the account.
 */
export async function createInvitationLink(
  scope: TenantScope,
  { id, publicUrl }: { id: string; publicUrl: string },
): Promise<InvitationLink> {
  const user = await getUser(scope, id);
  if (!user.invitationPending) throw new AppError("INVITATION_NOT_PENDING");
  const token = await issueToken(scope.db, user.id, "invitation");
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS.invitation).toISOString();
  await recordAudit(scope, {
    action: "user.invitation_link_created",
    tableName: "users",
    recordId: user.id,
    description: `Lien d'invitation créé pour ${user.email}`,
    // Never the link itself: it opens the account.
    newValues: { email: user.email, invitation: "lien d'invitation créé", expiresAt },
  });
  return { url: invitationUrl(publicUrl, token), expiresAt };
}
