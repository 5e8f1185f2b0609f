import { sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { passwordCredentials, users } from "../../db/schema";
import { AppError } from "../../errors";
import { hashPassword } from "./passwords";

export type UserRow = typeof users.$inferSelect;

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return user;
}

/** A new account: role `user`, no company yet (it sets one up next, spec §4). */
export async function signUp({
  db,
  email,
  password,
  firstName,
  lastName,
}: {
  db: Database;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}): Promise<UserRow> {
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    if (await findUserByEmail(tx, email)) throw new AppError("EMAIL_TAKEN", { field: "email" });
    const [user] = await tx
      .insert(users)
      .values({ email, firstName, lastName, lastLogin: new Date() })
      .returning();
    await tx.insert(passwordCredentials).values({ userId: user!.id, passwordHash });
    return user!;
  });
}
