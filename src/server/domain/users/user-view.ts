import { and, asc, eq, sql } from "drizzle-orm";
import type { User } from "../../../shared/api/users";
import type { Database } from "../../db/client";
import { passwordCredentials, users } from "../../db/schema";
import { ofTenant, type Tenant } from "../../db/tenant";
import { notFound } from "../../errors";

export const USER_NOT_FOUND = "Utilisateur introuvable";

const columns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  roles: users.roles,
  status: users.status,
  lastLogin: users.lastLogin,
  createdAt: users.createdAt,
  hasPassword: sql<boolean>`${passwordCredentials.userId} is not null`,
};

type Row = { [K in keyof typeof columns]: unknown } & {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  roles: string[];
  status: string;
  lastLogin: Date | null;
  createdAt: Date;
  hasPassword: boolean;
};

function toUser(row: Row): User {
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    roles: row.roles,
    status: row.status === "inactive" ? "inactive" : "active",
    lastLogin: row.lastLogin?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    hasPassword: Boolean(row.hasPassword),
  };
}

function select(db: Database) {
  return db
    .select(columns)
    .from(users)
    .leftJoin(passwordCredentials, eq(passwordCredentials.userId, users.id));
}

/** The company's users, by name. */
export async function listUsers({ db, tenant }: { db: Database; tenant: Tenant }): Promise<User[]> {
  const rows = await select(db)
    .where(ofTenant(users, tenant))
    .orderBy(asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(sql`lower(${users.email})`));
  return rows.map((r) => toUser(r as Row));
}

export async function getUser({
  db,
  tenant,
  id,
}: {
  db: Database;
  tenant: Tenant;
  id: string;
}): Promise<User> {
  const [row] = await select(db).where(and(ofTenant(users, tenant), eq(users.id, id)));
  if (!row) throw notFound(USER_NOT_FOUND);
  return toUser(row as Row);
}
