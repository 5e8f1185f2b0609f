CREATE TABLE "calibration_certificates" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calibration_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"unique_identifier" varchar(100) NOT NULL,
	"schema_version" varchar(20) NOT NULL,
	"laboratory" varchar(200),
	"file_name" varchar(255),
	"sha256" varchar(64) NOT NULL,
	"content" "bytea" NOT NULL,
	"statements" text DEFAULT '[]' NOT NULL,
	"imported_by" varchar(36),
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibration_certificates_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "calibration_certificates_sha256_unique" UNIQUE("company_id","sha256"),
	CONSTRAINT "calibration_certificates_identifier_unique" UNIQUE("company_id","instrument_id","unique_identifier")
);
--> statement-breakpoint
CREATE TABLE "calibration_points" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calibration_points_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"phase" varchar(10) NOT NULL,
	"position" integer NOT NULL,
	"quantity" varchar(200),
	"nominal" numeric,
	"reference" numeric,
	"indication" numeric,
	"error" numeric NOT NULL,
	"unit" varchar(60),
	"expanded_uncertainty" numeric NOT NULL,
	"coverage_factor" numeric NOT NULL,
	"tolerance_lower" numeric NOT NULL,
	"tolerance_upper" numeric NOT NULL,
	"decision" varchar(30) NOT NULL,
	"tur" double precision,
	"acceptance_lower" double precision NOT NULL,
	"acceptance_upper" double precision NOT NULL,
	"guard_band_factor" double precision NOT NULL,
	"false_accept_risk" double precision,
	CONSTRAINT "calibration_points_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "calibration_points_phase_check" CHECK ("calibration_points"."phase" in ('as_found', 'as_left')),
	CONSTRAINT "calibration_points_decision_check" CHECK ("calibration_points"."decision" in ('conforme', 'conforme_sous_condition', 'non_conforme_sous_condition', 'non_conforme')),
	CONSTRAINT "calibration_points_tolerance_check" CHECK ("calibration_points"."tolerance_upper" > "calibration_points"."tolerance_lower"),
	CONSTRAINT "calibration_points_uncertainty_check" CHECK ("calibration_points"."expanded_uncertainty" >= 0 and "calibration_points"."coverage_factor" > 0)
);
--> statement-breakpoint
CREATE TABLE "instrument_type_rules" (
	"company_id" integer NOT NULL,
	"type_key" varchar(100) NOT NULL,
	"type" varchar(100) NOT NULL,
	"decision_rule" varchar(20),
	"tolerance_lower" numeric,
	"tolerance_upper" numeric,
	"updated_by" varchar(36),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instrument_type_rules_company_id_type_key_pk" PRIMARY KEY("company_id","type_key"),
	CONSTRAINT "instrument_type_rules_rule_check" CHECK ("instrument_type_rules"."decision_rule" is null or "instrument_type_rules"."decision_rule" in ('simple', 'wEqualsU', 'rp10', 'dobbert', 'ilacNonBinary')),
	CONSTRAINT "instrument_type_rules_tolerance_check" CHECK (("instrument_type_rules"."tolerance_lower" is null) = ("instrument_type_rules"."tolerance_upper" is null) and ("instrument_type_rules"."tolerance_upper" is null or "instrument_type_rules"."tolerance_upper" > "instrument_type_rules"."tolerance_lower"))
);
--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "decision_rule" varchar(20);--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "decision" varchar(30);--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "as_left_decision" varchar(30);--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "points_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calibration_certificates" ADD CONSTRAINT "calibration_certificates_imported_by_users_id_fk" FOREIGN KEY ("imported_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_certificates" ADD CONSTRAINT "calibration_certificates_company_id_instrument_id_instruments_company_id_id_fk" FOREIGN KEY ("company_id","instrument_id") REFERENCES "public"."instruments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_certificates" ADD CONSTRAINT "calibration_certificates_company_id_event_id_calibration_events_company_id_id_fk" FOREIGN KEY ("company_id","event_id") REFERENCES "public"."calibration_events"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_points" ADD CONSTRAINT "calibration_points_company_id_event_id_calibration_events_company_id_id_fk" FOREIGN KEY ("company_id","event_id") REFERENCES "public"."calibration_events"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_type_rules" ADD CONSTRAINT "instrument_type_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_type_rules" ADD CONSTRAINT "instrument_type_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calibration_certificates_event_idx" ON "calibration_certificates" USING btree ("company_id","event_id");--> statement-breakpoint
CREATE INDEX "calibration_points_event_idx" ON "calibration_points" USING btree ("company_id","event_id","revision");--> statement-breakpoint
-- Each company's own, as every other table (decision 005). Points and certificates are written once:
-- a correction adds the next revision of the points; a certificate is never changed nor removed.
GRANT SELECT, INSERT ON "calibration_points" TO calibra_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "calibration_certificates" TO calibra_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "instrument_type_rules" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "calibration_points" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calibration_points" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "calibration_points" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "calibration_certificates" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calibration_certificates" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "calibration_certificates" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "instrument_type_rules" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "instrument_type_rules" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "instrument_type_rules" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
CREATE TRIGGER calibration_certificates_kept BEFORE DELETE ON "calibration_certificates" FOR EACH ROW EXECUTE FUNCTION calibra_records_kept();
