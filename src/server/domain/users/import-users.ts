import type { BulkImportInput, User } from "../../../shared/api/users";
import { FIELD_MESSAGES } from "../../../shared/messages";
import { checkImportRows, cleanEmail } from "../../../shared/user-import";
import { users } from "../../db/schema";
import type { TenantScope } from "../../db/tenant";
import { AppError, invalidField } from "../../errors";
import { recordBulkAudit, someOf } from "../audit/record-audit";
import { takenEmails } from "./emails";
import { inviteUsers } from "./invite-user";
import { toUser, userValue } from "./user-view";

/**
 * The bulk import (spec §5), all or nothing: the rules of the dialog's preview, checked again
 * against every account; imported users get no role and an invitation e-mail. A refused row is
 * named by its field and, in the message, by the line of the pasted text it came from.
 */
export async function importUsers(
  scope: TenantScope,
  { input, publicUrl }: { input: BulkImportInput; publicUrl: string },
): Promise<{ imported: number; users: User[] }> {
  const rows = input.users.map((u, index) => ({ ...u, line: u.line ?? index + 1 }));
  const taken = await takenEmails(
    scope.db,
    rows.map((u) => cleanEmail(u.email)),
  );
  const { users: valid, problems } = checkImportRows(rows, taken);
  const [problem] = problems;
  if (problem) throw invalidField(`users.${problem.index}.email`, problem.message);
  if (valid.length === 0)
    throw new AppError("VALIDATION_FAILED", { message: FIELD_MESSAGES.importNothingValid });
  const created = await scope.db
    .insert(users)
    .values(
      valid.map((u) => ({
        companyId: scope.companyId,
        email: u.email,
        firstName: u.firstName || null,
        lastName: u.lastName || null,
        roles: ["user"],
      })),
    )
    .returning();
  await inviteUsers(scope, created, publicUrl);
  await recordBulkAudit(scope, {
    action: "user.imported",
    tableName: "users",
    recordId: created.length,
    description: `${created.length} utilisateur(s) importé(s), invitations envoyées par e-mail`,
    newValues: { users: created.map((u) => ({ id: u.id, ...userValue(u) })) },
    rows: created.length,
    summary: { imported: created.length, emails: someOf(created.map((u) => u.email)) },
  });
  // New accounts: no password yet.
  return { imported: created.length, users: created.map((user) => toUser({ user, hasPassword: false })) };
}
