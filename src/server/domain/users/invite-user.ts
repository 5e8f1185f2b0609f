import { eq } from "drizzle-orm";
import { companies, type users } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { issueTokens, TOKEN_TTL_MS } from "../auth/one-time-tokens";
import { invitationMail } from "../mail/account-mails";
import { queueMails } from "../mail/outbox";
import { invitationUrl } from "./invitation-link";

type Invited = Pick<typeof users.$inferSelect, "id" | "email" | "firstName">;

/**
 * An invitation e-mail to each user, with a link to choose a password, valid 7 days: three
 * statements whatever the number of users (an import of thousands stays quick).
 */
export async function inviteUsers(scope: TenantScope, invited: readonly Invited[], publicUrl: string) {
  if (invited.length === 0) return;
  const [company] = await scope.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const tokens = await issueTokens(
    scope.db,
    invited.map((user) => user.id),
    "invitation",
  );
  await queueMails(
    scope.db,
    invited.map((user, i) => {
      const url = invitationUrl(publicUrl, tokens[i]!);
      return {
        ...invitationMail({
          to: user.email,
          firstName: user.firstName,
          companyName: company?.name ?? "votre entreprise",
          invitedBy: scope.actor.name,
          url,
        }),
        // Dropped if the account is activated or deactivated first, or another link replaces it.
        about: {
          purpose: "invitation" as const,
          userId: user.id,
          loginToken: tokens[i]!,
          link: url,
          expiresAt: new Date(Date.now() + TOKEN_TTL_MS.invitation),
        },
      };
    }),
    scope.companyId,
  );
}
