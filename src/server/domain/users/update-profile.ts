import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { AppError } from "../../errors";
import type { UserRow } from "../auth/sign-up";
import { takenEmails } from "./emails";

/** A user edits their own first name, last name and e-mail (spec §6). */
export async function updateProfile({
  db,
  user,
  input,
}: {
  db: Database;
  user: UserRow;
  input: { firstName: string; lastName: string; email: string };
}): Promise<UserRow> {
  if (input.email !== user.email.toLowerCase() && (await takenEmails(db, [input.email])).size > 0) {
    throw new AppError("EMAIL_TAKEN", { field: "email" });
  }
  const [updated] = await db
    .update(users)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning();
  return updated!;
}
