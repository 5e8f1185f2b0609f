import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  text as pgText,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from "drizzle-orm/pg-core";
import { REPORT_STATUSES, REPORT_TYPES } from "../../../shared/constants";
import { campaigns } from "./campaigns";
import { bounded, bytea, companyId, createdAt, identityId, oneOf } from "./columns";
import { users } from "./users";

export const reports = pgTable(
  "reports",
  {
    id: identityId(),
    companyId: companyId(),
    campaignId: integer().notNull(),
    generatedBy: varchar({ length: 36 }).references(() => users.id, { onDelete: "set null" }),
    type: varchar({ length: 10 }).notNull().default("html"),
    fileName: bounded("fileName").notNull(),
    fileUrl: pgText(),
    status: varchar({ length: 20 }).notNull().default("generating"),
    /** A failed report's reason, or a completed one's warning. */
    comments: bounded("comments"),
    /** Pages of a PDF report; null for the other formats. */
    pageCount: integer(),
    /** The file's size in bytes, once stored. */
    fileSize: integer(),
    generatedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    /** The company's report number, `RAP-2026-0042`: its year (Paris time) and its rank in that year. */
    number: varchar({ length: 20 }),
    /** The stored file's SHA-256 (hex), once completed: a downloaded copy is checked against it. */
    sha256: varchar({ length: 64 }),
    /** The trail's checkpoint when the report was asked for, printed in its closing block. */
    checkpointSeq: bigint({ mode: "number" }),
    checkpointHash: varchar({ length: 64 }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    foreignKey({
      columns: [t.companyId, t.campaignId],
      foreignColumns: [campaigns.companyId, campaigns.id],
    }).onDelete("cascade"),
    check("reports_type_check", oneOf(t.type, REPORT_TYPES)),
    check("reports_status_check", oneOf(t.status, REPORT_STATUSES)),
    index("reports_company_created_idx").on(t.companyId, t.createdAt),
    /** Whether a campaign holds reports (it is then archived, never deleted: decision 021). */
    index("reports_campaign_idx").on(t.companyId, t.campaignId),
    uniqueIndex("reports_number_idx").on(t.companyId, t.number),
  ],
);

/**
 * A report's bytes, in the database so that any server process can serve them (DESIGN.md §8), in
 * parts of at most REPORT_FILE_PART_BYTES: each part is written, and read back, in a short
 * transaction of its own (decision 017). Stored uncompressed (migration 0010): the formats compress
 * themselves, and compressing megabytes held the embedded database for a second.
 */
export const reportFiles = pgTable(
  "report_files",
  {
    companyId: companyId(),
    reportId: integer().notNull(),
    /** 0, 1, 2… in the file's order. */
    part: integer().notNull().default(0),
    contentType: varchar({ length: 100 }).notNull(),
    content: bytea().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.reportId, t.part] }),
    foreignKey({
      columns: [t.companyId, t.reportId],
      foreignColumns: [reports.companyId, reports.id],
    }).onDelete("cascade"),
  ],
);
