import { eq } from "drizzle-orm";
import { displayName } from "../../../shared/roles";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { enterCompany } from "../../db/tenant";
import { AppError } from "../../errors";
import { recordAudit } from "../audit/record-audit";
import type { UserRow } from "../auth/sign-up";
import { takenEmails } from "./emails";

/**
 * A user edits their own first name, last name and e-mail (spec §6). One transaction: the change and
 * its audit row in the user's company (an account without a company yet has no trail).
 */
export async function updateProfile({
  db,
  user,
  input,
  origin,
}: {
  db: Database;
  user: UserRow;
  input: { firstName: string; lastName: string; email: string };
  /** Where the request came from, for the audit row. */
  origin?: { ipAddress: string | null; userAgent: string | null };
}): Promise<UserRow> {
  if (input.email !== user.email.toLowerCase() && (await takenEmails(db, [input.email])).size > 0) {
    throw new AppError("EMAIL_TAKEN", { field: "email" });
  }
  const { companyId } = user;
  return db.transaction(async (tx) => {
    if (companyId !== null) await enterCompany(tx, companyId);
    const [updated] = await tx
      .update(users)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(users.id, user.id))
      .returning();
    if (companyId !== null) {
      const actor = {
        userId: user.id,
        name: displayName(user),
        ipAddress: origin?.ipAddress ?? null,
        userAgent: origin?.userAgent ?? null,
      };
      await recordAudit(
        { db: tx, companyId, actor },
        {
          action: "user.profile_updated",
          tableName: "users",
          recordId: user.id,
          description: `Profil de ${updated!.email} modifié par l'utilisateur lui-même`,
          oldValues: { email: user.email, firstName: user.firstName, lastName: user.lastName },
          newValues: { email: updated!.email, firstName: updated!.firstName, lastName: updated!.lastName },
        },
      );
    }
    return updated!;
  });
}
