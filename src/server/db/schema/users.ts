import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text as pgText,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { USER_STATUSES } from "../../../shared/constants";
import { bounded, createdAt, oneOf, updatedAt } from "./columns";
import { companies } from "./companies";

/**
 * Users are not tenant rows: a user exists before their company (company setup, spec §4).
 * The e-mail is unique whatever its case.
 */
export const users = pgTable(
  "users",
  {
    id: varchar({ length: 36 }).primaryKey().default(sql`gen_random_uuid()::text`),
    email: bounded("email").notNull(),
    firstName: bounded("name"),
    lastName: bounded("name"),
    profileImageUrl: pgText(),
    roles: bounded("role").array().notNull().default(sql`ARRAY['user']::varchar[]`),
    companyId: integer().references(() => companies.id, { onDelete: "cascade" }),
    status: varchar({ length: 10 }).notNull().default("active"),
    lastLogin: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("users_email_unique").on(sql`lower(${t.email})`),
    unique("users_company_id_unique").on(t.companyId, t.id),
    check("users_status_check", oneOf(t.status, USER_STATUSES)),
  ],
);

/** Server-side sessions: the cookie holds a random token, `sid` is its SHA-256 hash. */
export const sessions = pgTable(
  "sessions",
  {
    sid: varchar({ length: 64 }).primaryKey(),
    sess: jsonb().notNull(),
    expire: timestamp({ withTimezone: true }).notNull(),
    userId: varchar({ length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_expire_idx").on(t.expire), index("sessions_user_idx").on(t.userId)],
);

export const passwordCredentials = pgTable("password_credentials", {
  userId: varchar({ length: 36 })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  passwordHash: pgText().notNull(),
  updatedAt: updatedAt(),
});

/** One-time tokens sent by e-mail (sign-in link, invitation to set a password); only the hash is kept. */
export const loginTokens = pgTable(
  "login_tokens",
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    userId: varchar({ length: 36 })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: varchar({ length: 20 }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    /**
     * A link that died before it was used (one-time-tokens.ts): a newer one was issued
     * (`superseded`), the account was activated (`activated`) or deactivated (`deactivated`).
     */
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: varchar({ length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [
    index("login_tokens_user_idx").on(t.userId),
    check("login_tokens_purpose_check", sql`${t.purpose} in ('login_link', 'invitation')`),
    check(
      "login_tokens_revoked_check",
      sql`(${t.revokedAt} is null) = (${t.revokedReason} is null) and (${t.revokedReason} is null or ${t.revokedReason} in ('superseded', 'activated', 'deactivated'))`,
    ),
  ],
);

/** Every sign-in attempt, kept 15 minutes' worth at least: the lock-out counts failures per account and address. */
export const signInAttempts = pgTable(
  "sign_in_attempts",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: bounded("email").notNull(),
    ipAddress: bounded("ipAddress").notNull(),
    succeeded: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("sign_in_attempts_email_idx").on(t.email, t.createdAt),
    index("sign_in_attempts_ip_idx").on(t.ipAddress, t.createdAt),
  ],
);
