import { sql } from "drizzle-orm";
import { check, integer, pgTable, text as pgText, unique, varchar } from "drizzle-orm/pg-core";
import { DEFAULT_TIME_ZONE } from "../../../shared/clock";
import { bounded, companyId, createdAt, updatedAt } from "./columns";

export const companies = pgTable("companies", {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: bounded("name").notNull(),
  address: bounded("address"),
  phone: bounded("phone"),
  email: bounded("email"),
  website: bounded("website"),
  description: pgText(),
  subscriptionPlan: varchar({ length: 20 }).notNull().default("basic"),
  /** The company's time zone (IANA name): what "today" and "this month" mean for it (decision 026). */
  timeZone: varchar({ length: 64 }).notNull().default(DEFAULT_TIME_ZONE),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Company settings, one value per key (the global OPPERET parameters k1, k2, pmax live here). */
export const settings = pgTable(
  "settings",
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    companyId: companyId().references(() => companies.id, { onDelete: "cascade" }),
    key: bounded("settingKey").notNull(),
    value: bounded("settingValue").notNull(),
    description: bounded("description"),
  },
  (t) => [
    unique("settings_company_key_unique").on(t.companyId, t.key),
    check("settings_key_not_blank", sql`length(trim(${t.key})) > 0`),
  ],
);
