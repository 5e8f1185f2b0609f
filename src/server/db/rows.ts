import type { SQL } from "drizzle-orm";
import { z } from "zod";

/**
 * The rows of a raw SQL statement, read and typed through a zod schema of one row: both drivers
 * answer `{rows}`, and a row that does not match the schema is an error, not a silent cast.
 */
export async function sqlRows<Row extends z.ZodType>(
  db: { execute(statement: SQL): PromiseLike<unknown> },
  row: Row,
  statement: SQL,
): Promise<z.output<Row>[]> {
  const result: unknown = await db.execute(statement);
  return z.object({ rows: z.array(row) }).parse(result).rows;
}

/** A database id as either driver returns it (a number, or a bigint's text). */
export const rowId = z.coerce.number().int();
