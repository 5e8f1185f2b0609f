import type { BulkImportInput, User } from "../../../shared/api/users";
import { parseUserImport } from "../../../shared/user-import";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import type { Tenant } from "../../db/tenant";
import { invalid } from "../../errors";
import { type Actor, recordAudit } from "../audit/record-audit";
import { takenEmails } from "./emails";
import { inviteUser } from "./invite-user";
import { listUsers } from "./user-view";

export const NO_VALID_USER_MESSAGE = "Aucun utilisateur valide - Corrigez les erreurs avant d'importer";

/**
 * The bulk import (spec §5), all or nothing: the same rules as the dialog's preview, checked again
 * against every account; imported users get no role and an invitation e-mail.
 */
export async function importUsers({
  db,
  tenant,
  actor,
  input,
  publicUrl,
}: {
  db: Database;
  tenant: Tenant;
  actor: Actor;
  input: BulkImportInput;
  publicUrl: string;
}): Promise<{ imported: number; users: User[] }> {
  const asCsv = input.users.map((u) =>
    [u.firstName, u.lastName, u.email].map((c) => `"${c.replaceAll('"', "")}"`).join(","),
  );
  const taken = await takenEmails(
    db,
    input.users.map((u) => u.email.trim().toLowerCase()),
  );
  const { users: valid, errors } = parseUserImport(asCsv.join("\n"), taken);
  if (errors.length > 0) throw invalid(errors.slice(0, 10).join(" ; "));
  if (valid.length === 0) throw invalid(NO_VALID_USER_MESSAGE);
  const created = await db
    .insert(users)
    .values(
      valid.map((u) => ({
        companyId: tenant.companyId,
        email: u.email,
        firstName: u.firstName || null,
        lastName: u.lastName || null,
        roles: ["user"],
      })),
    )
    .returning();
  for (const user of created) await inviteUser(db, tenant, actor, user, publicUrl);
  await recordAudit(db, tenant, actor, {
    action: "user.imported",
    tableName: "users",
    recordId: created.length,
    description: `${created.length} utilisateur(s) importé(s)`,
  });
  const ids = new Set(created.map((u) => u.id));
  return { imported: created.length, users: (await listUsers({ db, tenant })).filter((u) => ids.has(u.id)) };
}
