CREATE TABLE "public_submissions" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "public_submissions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"client_submission_id" varchar(64) NOT NULL,
	"link_kind" varchar(10) NOT NULL,
	"share_link_id" integer,
	"rater_key" varchar(300),
	"user_id" varchar(36),
	"operator_name" varchar(200) NOT NULL,
	"operator_email" varchar(254),
	"payload" jsonb NOT NULL,
	"status" varchar(10) NOT NULL,
	"ip_address" varchar(45),
	"user_agent" varchar(500),
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_by" varchar(36),
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "public_submissions_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "public_submissions_client_unique" UNIQUE("company_id","campaign_id","client_submission_id"),
	CONSTRAINT "public_submissions_kind_check" CHECK ("public_submissions"."kind" in ('measurement', 'ratings')),
	CONSTRAINT "public_submissions_status_check" CHECK ("public_submissions"."status" in ('pending', 'accepted', 'rejected')),
	CONSTRAINT "public_submissions_link_check" CHECK ("public_submissions"."link_kind" in ('campaign', 'personal'))
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hits" (
	"key" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limit_hits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_check";--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "rating_token" varchar(64) DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD COLUMN "user_id" varchar(36);--> statement-breakpoint
ALTER TABLE "measurements" ADD COLUMN "operator_email" varchar(254);--> statement-breakpoint
ALTER TABLE "measurements" ADD COLUMN "submission_id" integer;--> statement-breakpoint
ALTER TABLE "measurements" ADD COLUMN "link_kind" varchar(10);--> statement-breakpoint
ALTER TABLE "equipment_ratings" ADD COLUMN "link_kind" varchar(10);--> statement-breakpoint
ALTER TABLE "public_submissions" ADD CONSTRAINT "public_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_submissions" ADD CONSTRAINT "public_submissions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_submissions" ADD CONSTRAINT "public_submissions_company_id_campaign_id_campaigns_company_id_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "public_submissions_campaign_idx" ON "public_submissions" USING btree ("company_id","campaign_id","status","submitted_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_idx" ON "rate_limit_hits" USING btree ("window_start");--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurements_campaign_date_idx" ON "measurements" USING btree ("company_id","campaign_id","measurement_date");--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_ratingToken_unique" UNIQUE("rating_token");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('stored', 'sending', 'sent', 'failed'));--> statement-breakpoint
-- Public entries are the company's rows like any other (decision 005).
GRANT SELECT, INSERT, UPDATE ON "public_submissions" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "public_submissions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "public_submissions" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "public_submissions" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
-- A share link's visitor has no company yet: with app.share_token set for its transaction, the one
-- campaign (or personal link) holding that token becomes readable, and nothing else (decision 013).
CREATE POLICY share_link_lookup ON "campaigns" FOR SELECT USING (share_token = nullif(current_setting('app.share_token', true), '') OR rating_token = nullif(current_setting('app.share_token', true), ''));
--> statement-breakpoint
CREATE POLICY share_link_lookup ON "share_links" FOR SELECT USING (token = nullif(current_setting('app.share_token', true), ''));
