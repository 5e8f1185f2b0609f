import type { Database } from "../../db/client";
import { users } from "../../db/schema";
import { markSignedIn } from "./sign-in";
import { findUserByEmail, type UserRow } from "./sign-up";

/**
 * A user vouched for by the company's identity provider (OpenID Connect), matched by e-mail. A new
 * address gets an account, like a sign-up; an inactive account stays closed (null).
 */
export async function signInWithIdentity({
  db,
  email,
  firstName,
  lastName,
}: {
  db: Database;
  email: string;
  firstName: string | null;
  lastName: string | null;
}): Promise<UserRow | null> {
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) return existing.status === "active" ? markSignedIn(tx, existing.id) : null;
    const [created] = await tx
      .insert(users)
      .values({ email: email.toLowerCase(), firstName, lastName, lastLogin: new Date() })
      .returning();
    return created!;
  });
}
