import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text as pgText, primaryKey, varchar } from "drizzle-orm/pg-core";
import { companyId, createdAt, identityId } from "./columns";
import { companies } from "./companies";

/**
 * An electronic signature (21 CFR 11.50, 11.200; ISO 10012 §7.1.4): who signed (their name at the
 * time), when, what it means, and what it approved — a campaign's calculation run applied, or an
 * impact review closed. The signer typed their password again to sign. Written once, never changed.
 */
export const signatures = pgTable(
  "signatures",
  {
    id: identityId(),
    companyId: companyId().references(() => companies.id, { onDelete: "cascade" }),
    /** The signer's account; no foreign key, so that a user's deletion rewrites nothing here. */
    userId: varchar({ length: 36 }).notNull(),
    signerName: varchar({ length: 200 }).notNull(),
    signerEmail: varchar({ length: 254 }).notNull(),
    /** « J'approuve les nouvelles périodes de calibration », as signed. */
    meaning: pgText().notNull(),
    /** periods: a campaign's periods applied; impact_review: an impact review closed. */
    subject: varchar({ length: 20 }).notNull(),
    campaignId: integer(),
    runId: integer(),
    impactReviewId: integer(),
    signedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.id] }),
    index("signatures_campaign_idx").on(t.companyId, t.campaignId),
    check("signatures_subject_check", sql`${t.subject} in ('periods', 'impact_review')`),
  ],
);
