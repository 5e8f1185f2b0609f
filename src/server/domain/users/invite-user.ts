import { eq } from "drizzle-orm";
import { companies, type users } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { issueToken } from "../auth/one-time-tokens";
import { queueMail } from "../mail/outbox";
import { invitationMail } from "../mail/templates";
import { invitationUrl } from "./invitation-link";

/** An invitation e-mail with a link to choose a password, valid 7 days. */
export async function inviteUser(
  scope: TenantScope,
  user: Pick<typeof users.$inferSelect, "id" | "email" | "firstName">,
  publicUrl: string,
): Promise<void> {
  const [company] = await scope.db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const token = await issueToken(scope.db, user.id, "invitation");
  await queueMail(
    scope.db,
    invitationMail({
      to: user.email,
      firstName: user.firstName,
      companyName: company?.name ?? "votre entreprise",
      invitedBy: scope.actor.name,
      url: invitationUrl(publicUrl, token),
    }),
    scope.companyId,
  );
}
