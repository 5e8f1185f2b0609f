-- Public entries you can trust (decision 020): units per instrument type, and corrections and
-- withdrawals of measurements kept beside the measurement as entered, which never changes again.
CREATE TABLE "instrument_type_units" (
	"company_id" integer NOT NULL,
	"type_key" varchar(100) NOT NULL,
	"type" varchar(100) NOT NULL,
	"units" varchar(10)[] NOT NULL,
	"updated_by" varchar(36),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instrument_type_units_company_id_type_key_pk" PRIMARY KEY("company_id","type_key")
);
--> statement-breakpoint
CREATE TABLE "measurement_corrections" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "measurement_corrections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"measurement_id" integer NOT NULL,
	"action" varchar(10) NOT NULL,
	"value" numeric(10, 4) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"notes" text,
	"reason" text NOT NULL,
	"corrected_by" varchar(36),
	"corrected_by_name" varchar(200),
	"corrected_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurement_corrections_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "measurement_corrections_action_check" CHECK ("measurement_corrections"."action" in ('corrected', 'withdrawn')),
	CONSTRAINT "measurement_corrections_reason_check" CHECK (length(trim("measurement_corrections"."reason")) > 0)
);
--> statement-breakpoint
ALTER TABLE "instrument_type_units" ADD CONSTRAINT "instrument_type_units_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_type_units" ADD CONSTRAINT "instrument_type_units_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_corrections" ADD CONSTRAINT "measurement_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurement_corrections" ADD CONSTRAINT "measurement_corrections_company_id_measurement_id_measurements_company_id_id_fk" FOREIGN KEY ("company_id","measurement_id") REFERENCES "public"."measurements"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "measurement_corrections_measurement_idx" ON "measurement_corrections" USING btree ("company_id","measurement_id","id");--> statement-breakpoint
-- Both tables are each company's own, as every other (decision 005).
GRANT SELECT, INSERT, UPDATE, DELETE ON "instrument_type_units" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "instrument_type_units" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "instrument_type_units" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "instrument_type_units" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
-- A correction is written once: the application reads and adds them, never changes nor removes one
-- (they go only with their measurement, by the foreign key's cascade).
GRANT SELECT, INSERT ON "measurement_corrections" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "measurement_corrections" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "measurement_corrections" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "measurement_corrections" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
-- The measurement as entered is the original: nothing of it changes any more (corrections are rows
-- of their own) but the moment it last changed, which also lets a correction lock it. It is still
-- deleted with its campaign or equipment.
REVOKE UPDATE ON "measurements" FROM calibra_app;
--> statement-breakpoint
GRANT UPDATE ("updated_at") ON "measurements" TO calibra_app;
