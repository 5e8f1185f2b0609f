import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companies, type users } from "../../db/schema";
import type { Tenant } from "../../db/tenant";
import type { Actor } from "../audit/record-audit";
import { issueToken } from "../auth/one-time-tokens";
import { queueMail } from "../mail/outbox";
import { invitationMail } from "../mail/templates";

/** An invitation e-mail with a link to choose a password, valid 7 days. */
export async function inviteUser(
  db: Database,
  tenant: Tenant,
  actor: Actor,
  user: Pick<typeof users.$inferSelect, "id" | "email" | "firstName">,
  publicUrl: string,
): Promise<void> {
  const [company] = await db
    .select({ name: companies.name })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  const token = await issueToken(db, user.id, "invitation");
  await queueMail(
    db,
    invitationMail({
      to: user.email,
      firstName: user.firstName,
      companyName: company?.name ?? "votre entreprise",
      invitedBy: actor.name,
      url: `${publicUrl}/api/login?invitation=${token}`,
    }),
    tenant.companyId,
  );
}
