CREATE TABLE "audit_details" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "audit_details_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"content" jsonb NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_details_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "security_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "security_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" varchar(40) NOT NULL,
	"email_hash" varchar(64) NOT NULL,
	"ip_address" varchar(45),
	"user_agent" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"signer_name" varchar(200) NOT NULL,
	"signer_email" varchar(254) NOT NULL,
	"meaning" text NOT NULL,
	"subject" varchar(20) NOT NULL,
	"campaign_id" integer,
	"run_id" integer,
	"impact_review_id" integer,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signatures_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "signatures_subject_check" CHECK ("signatures"."subject" in ('periods', 'impact_review'))
);
--> statement-breakpoint
ALTER TABLE "audit_checkpoints" DROP CONSTRAINT "audit_checkpoints_reason_check";--> statement-breakpoint
ALTER TABLE "impact_reviews" ADD COLUMN "signature_id" integer;--> statement-breakpoint
ALTER TABLE "period_changes" ADD COLUMN "signature_id" integer;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "number" varchar(20);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "sha256" varchar(64);--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "checkpoint_seq" bigint;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "checkpoint_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "audit_details" ADD CONSTRAINT "audit_details_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_events_email_idx" ON "security_events" USING btree ("email_hash","created_at");--> statement-breakpoint
CREATE INDEX "signatures_campaign_idx" ON "signatures" USING btree ("company_id","campaign_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_number_idx" ON "reports" USING btree ("company_id","number");--> statement-breakpoint
ALTER TABLE "audit_checkpoints" ADD CONSTRAINT "audit_checkpoints_reason_check" CHECK ("audit_checkpoints"."reason" in ('report', 'daily', 'manual'));--> statement-breakpoint
-- Written once: the application reads and adds signatures and bulk details, never changes nor removes one.
GRANT SELECT, INSERT ON "signatures" TO calibra_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "audit_details" TO calibra_app;
--> statement-breakpoint
-- The security log belongs to no company: the application adds to it and counts it.
GRANT SELECT, INSERT ON "security_events" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "signatures" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "signatures" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "signatures" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "audit_details" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_details" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "audit_details" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
CREATE FUNCTION calibra_written_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'calibra: % is written once: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER signatures_written_once BEFORE UPDATE OR DELETE ON "signatures" FOR EACH ROW EXECUTE FUNCTION calibra_written_once();
--> statement-breakpoint
CREATE TRIGGER audit_details_written_once BEFORE UPDATE OR DELETE ON "audit_details" FOR EACH ROW EXECUTE FUNCTION calibra_written_once();
--> statement-breakpoint
CREATE TRIGGER audit_checkpoints_written_once BEFORE UPDATE OR DELETE ON "audit_checkpoints" FOR EACH ROW EXECUTE FUNCTION calibra_written_once();
--> statement-breakpoint
CREATE TRIGGER security_events_written_once BEFORE UPDATE OR DELETE ON "security_events" FOR EACH ROW EXECUTE FUNCTION calibra_written_once();
--> statement-breakpoint
-- npm run report:verify, run as the owner, finds a file's report by its hash in every company.
CREATE POLICY report_verification ON "reports" FOR SELECT TO CURRENT_USER USING (current_setting('app.report_verification', true) = 'on');
