import { index, integer, pgTable, primaryKey, timestamp, varchar } from "drizzle-orm/pg-core";

/**
 * Request counters of the public routes' rate limits, per key (an address, a token) and fixed window.
 * In the database so that every server process counts together (DESIGN.md §8).
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    key: varchar({ length: 200 }).notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    hits: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limit_hits_window_idx").on(t.windowStart),
  ],
);
