ALTER TABLE "campaigns" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "archived_by" varchar(36);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reopened_by" varchar(36);--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "reopen_reason" text;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "removed_by" varchar(36);--> statement-breakpoint
ALTER TABLE "period_changes" ADD COLUMN "forced_reason" text;--> statement-breakpoint
ALTER TABLE "period_changes" ADD COLUMN "parc_period" integer;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD COLUMN "forced_reason" text;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD COLUMN "forced_by" varchar(36);--> statement-breakpoint
ALTER TABLE "calibration_results" ADD COLUMN "forced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_reopened_by_users_id_fk" FOREIGN KEY ("reopened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_removed_by_users_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD CONSTRAINT "calibration_results_forced_by_users_id_fk" FOREIGN KEY ("forced_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_campaign_idx" ON "reports" USING btree ("company_id","campaign_id");--> statement-breakpoint
-- Records are kept (decision 021): a report, its stored file and a calculation run are never deleted,
-- whoever tries, directly or through a cascade. The application refuses first, in French (a campaign
-- holding them is archived, not deleted); these triggers hold should anything else try.
CREATE FUNCTION calibra_records_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'calibra: % is a record and is never deleted (decision 021)', TG_TABLE_NAME
    USING ERRCODE = 'integrity_constraint_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER reports_kept BEFORE DELETE ON "reports" FOR EACH ROW EXECUTE FUNCTION calibra_records_kept();
--> statement-breakpoint
CREATE TRIGGER report_files_kept BEFORE DELETE ON "report_files" FOR EACH ROW EXECUTE FUNCTION calibra_records_kept();
--> statement-breakpoint
CREATE TRIGGER calculation_runs_kept BEFORE DELETE ON "calculation_runs" FOR EACH ROW EXECUTE FUNCTION calibra_records_kept();
--> statement-breakpoint
-- A removed equipment (removed_at set) no longer counts in its campaign's progress.
CREATE OR REPLACE FUNCTION calibra_equipment_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE $sql$
      UPDATE campaigns c SET equipment_count = c.equipment_count + d.total,
                             rated_equipment_count = c.rated_equipment_count + d.rated
        FROM (SELECT company_id, campaign_id, count(*)::int AS total,
                     count(*) FILTER (WHERE rating_count > 0)::int AS rated
                FROM new_rows WHERE removed_at IS NULL GROUP BY company_id, campaign_id) d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id $sql$;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE $sql$
      UPDATE campaigns c SET equipment_count = c.equipment_count - d.total,
                             rated_equipment_count = c.rated_equipment_count - d.rated
        FROM (SELECT company_id, campaign_id, count(*)::int AS total,
                     count(*) FILTER (WHERE rating_count > 0)::int AS rated
                FROM old_rows WHERE removed_at IS NULL GROUP BY company_id, campaign_id) d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id $sql$;
  ELSE
    -- What each changed row counted before and counts now (nothing once removed), per campaign.
    EXECUTE $sql$
      WITH changed AS (
        SELECT o.company_id, o.campaign_id AS old_campaign, n.campaign_id AS new_campaign,
               (o.removed_at IS NULL)::int AS was_in, (o.removed_at IS NULL AND o.rating_count > 0)::int AS was_rated,
               (n.removed_at IS NULL)::int AS is_in, (n.removed_at IS NULL AND n.rating_count > 0)::int AS is_rated
          FROM old_rows o JOIN new_rows n ON n.company_id = o.company_id AND n.id = o.id
         WHERE n.campaign_id <> o.campaign_id OR (n.rating_count > 0) <> (o.rating_count > 0)
            OR (n.removed_at IS NULL) <> (o.removed_at IS NULL)
      ), counted AS (
        SELECT company_id, new_campaign AS campaign_id, is_in AS total, is_rated AS rated FROM changed
        UNION ALL
        SELECT company_id, old_campaign, -was_in, -was_rated FROM changed
      ), delta AS (
        SELECT company_id, campaign_id, sum(total)::int AS total, sum(rated)::int AS rated
          FROM counted GROUP BY company_id, campaign_id
      )
      UPDATE campaigns c SET equipment_count = c.equipment_count + d.total,
                             rated_equipment_count = c.rated_equipment_count + d.rated
        FROM delta d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id AND (d.total <> 0 OR d.rated <> 0) $sql$;
  END IF;
  RETURN NULL;
END $$;
