import { type AnyColumn, type SQL, sql } from "drizzle-orm";
import { customType, integer, numeric, timestamp, varchar } from "drizzle-orm/pg-core";
import { DECIMALS, TEXT_LIMITS } from "../../../shared/limits";

/** Column helpers shared by every table, so that a bound or a precision is declared once. */

export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

/** Identity primary key part of every tenant table: the key is (company_id, id). */
export const identityId = () => integer().generatedAlwaysAsIdentity();

/** The tenant column: every tenant-owned row carries its company. */
export const companyId = () => integer().notNull();

export const bounded = (limit: keyof typeof TEXT_LIMITS) => varchar({ length: TEXT_LIMITS[limit] });

export const decimal = (kind: keyof typeof DECIMALS) =>
  numeric({ precision: DECIMALS[kind].precision, scale: DECIMALS[kind].scale });

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** A check that a column holds one of the product's known values (the constants are the one source). */
export function oneOf(column: AnyColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "))})`;
}

/**
 * A JSON document the database stores as written and never looks into: read whole by the server
 * only. Kept as text, it costs no conversion to jsonb on write (decision 031: 200 ms of the 5,000
 * results a calculation writes).
 */
export const jsonText = <T>() =>
  customType<{ data: T; driverData: string }>({
    dataType: () => "text",
    toDriver: (value) => JSON.stringify(value),
    fromDriver: (value) => JSON.parse(value) as T,
  })();
