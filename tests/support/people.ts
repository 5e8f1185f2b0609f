import { randomBytes } from "node:crypto";
import type { Database } from "../../src/server/db/client";
import { companies, users } from "../../src/server/db/schema";
import type { Actor } from "../../src/server/db/tenant";
import { createSession } from "../../src/server/domain/sessions/create-session";
import { SESSION_COOKIE } from "../../src/server/http/plugins/session";

export interface Person {
  user: typeof users.$inferSelect;
  token: string;
  cookies: Record<string, string>;
}

/** A new company, with a name unique to the test. */
export async function createCompany(db: Database, name = `Entreprise ${randomBytes(3).toString("hex")}`) {
  const [company] = await db.insert(companies).values({ name }).returning();
  return company!;
}

/** A user with a real session (as sign-in would open it), ready to send its cookie. */
export async function signedInUser(
  db: Database,
  options: {
    companyId?: number | null;
    roles?: string[];
    firstName?: string;
    lastName?: string;
    email?: string;
  } = {},
): Promise<Person> {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `u-${randomBytes(4).toString("hex")}@exemple.fr`,
      firstName: options.firstName ?? null,
      lastName: options.lastName ?? null,
      roles: options.roles ?? ["user"],
      companyId: options.companyId ?? null,
    })
    .returning();
  const { token } = await createSession({ db, userId: user!.id });
  return { user: user!, token, cookies: { [SESSION_COOKIE]: token } };
}

/** The acting user of domain work run directly by a test (no request around it). */
export function actorOf(user: { id: string; roles?: readonly string[] }): Actor {
  return { userId: user.id, roles: user.roles ?? ["admin"], name: "Test", ipAddress: null, userAgent: null };
}
