-- Calculations as runs, report files in parts, and the rating link's rater keys (decision 017).
-- A calculation writes its results in slices, as a run nobody sees until its last slice makes it
-- the campaign's current run; a report's file is written and read in parts. Either way the work is
-- cut into short transactions, and on the embedded database other requests pass in between.
CREATE TABLE "calculation_runs" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calculation_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"number" integer NOT NULL,
	"status" varchar(20) DEFAULT 'running' NOT NULL,
	"parameters" jsonb NOT NULL,
	"criteria" jsonb NOT NULL,
	"summary" jsonb,
	"calculated_by" varchar(36),
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "calculation_runs_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "calculation_runs_number_unique" UNIQUE("company_id","campaign_id","number"),
	CONSTRAINT "calculation_runs_status_check" CHECK ("calculation_runs"."status" in ('running', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "calculation_runs" ADD CONSTRAINT "calculation_runs_calculated_by_users_id_fk" FOREIGN KEY ("calculated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calculation_runs" ADD CONSTRAINT "calculation_runs_company_id_campaign_id_campaigns_company_id_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The results already calculated become each campaign's run n° 1, with the parameters they used and
-- the criteria as they are now (the figures of each result's explanation are its own, unchanged).
INSERT INTO "calculation_runs" ("company_id", "campaign_id", "number", "status", "parameters", "criteria", "summary", "calculated_by", "started_at", "completed_at")
SELECT r.company_id, r.campaign_id, 1, 'completed',
       (array_agg(r.parameters - 'weights' ORDER BY r.id))[1],
       coalesce((SELECT jsonb_agg(jsonb_build_object(
                   'id', c.id, 'name', c.name, 'profile', c.profile, 'weight', c.weight::float8,
                   'scales', (SELECT coalesce(jsonb_agg(jsonb_build_object('grade', s.grade, 'score', s.score::float8, 'description', s.description) ORDER BY s.grade), '[]'::jsonb)
                                FROM rating_scales s WHERE s.company_id = c.company_id AND s.criteria_id = c.id))
                   ORDER BY c.id)
                   FROM rating_criteria c WHERE c.company_id = r.company_id), '[]'::jsonb),
       jsonb_build_object('calculated', count(*)::int, 'unrated', 0, 'unknownPeriod', 0),
       (array_agg(r.calculated_by ORDER BY r.calculated_at DESC))[1],
       min(r.calculated_at), max(r.calculated_at)
  FROM calibration_results r
 GROUP BY r.company_id, r.campaign_id;
--> statement-breakpoint
ALTER TABLE "calibration_results" DROP CONSTRAINT "calibration_results_equipment_unique";--> statement-breakpoint
ALTER TABLE "calibration_results" ADD COLUMN "run_id" integer;--> statement-breakpoint
UPDATE "calibration_results" r SET "run_id" = x.id
  FROM "calculation_runs" x WHERE x.company_id = r.company_id AND x.campaign_id = r.campaign_id;
--> statement-breakpoint
ALTER TABLE "calibration_results" ALTER COLUMN "run_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD CONSTRAINT "calibration_results_company_id_run_id_calculation_runs_company_id_id_fk" FOREIGN KEY ("company_id","run_id") REFERENCES "public"."calculation_runs"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD CONSTRAINT "calibration_results_run_equipment_unique" UNIQUE("company_id","run_id","equipment_id");--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "current_run_id" integer;--> statement-breakpoint
UPDATE "campaigns" c SET "current_run_id" = x.id
  FROM "calculation_runs" x WHERE x.company_id = c.company_id AND x.campaign_id = c.id;
--> statement-breakpoint
-- Declared here rather than in the schema: campaigns and calculation_runs refer to each other.
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_current_run_fk" FOREIGN KEY ("company_id","current_run_id") REFERENCES "public"."calculation_runs"("company_id","id") ON DELETE no action ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
ALTER TABLE "period_changes" ADD COLUMN "run_id" integer;--> statement-breakpoint
UPDATE "period_changes" p SET "run_id" = x.id
  FROM "calculation_runs" x WHERE x.company_id = p.company_id AND x.campaign_id = p.campaign_id;
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_status_check";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('queued', 'generating', 'completed', 'failed'));--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "file_size" integer;--> statement-breakpoint
UPDATE "reports" r SET "file_size" = octet_length(f.content)
  FROM "report_files" f WHERE f.company_id = r.company_id AND f.report_id = r.id;
--> statement-breakpoint
ALTER TABLE "report_files" DROP CONSTRAINT "report_files_company_id_report_id_pk";--> statement-breakpoint
ALTER TABLE "report_files" ADD COLUMN "part" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_company_id_report_id_part_pk" PRIMARY KEY("company_id","report_id","part");--> statement-breakpoint
-- The secret rater keys of the rating link's visitors are derived from (never sent anywhere).
ALTER TABLE "campaigns" ADD COLUMN "rater_secret" varchar(64) DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
-- PDF and Excel compress themselves; compressing each part again cost more than it saved.
ALTER TABLE "report_files" ALTER COLUMN "content" SET STORAGE EXTERNAL;--> statement-breakpoint
-- The new table is each company's own, as every other (decision 005).
GRANT SELECT, INSERT, UPDATE, DELETE ON "calculation_runs" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "calculation_runs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calculation_runs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "calculation_runs" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
