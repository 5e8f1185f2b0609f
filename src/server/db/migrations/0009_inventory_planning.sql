CREATE TABLE "calendar_feeds" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calendar_feeds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"token" varchar(64) NOT NULL,
	"created_by" varchar(36),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "calendar_feeds_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "due_reminders" (
	"company_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "due_reminders_company_id_instrument_id_due_date_pk" PRIMARY KEY("company_id","instrument_id","due_date")
);
--> statement-breakpoint
CREATE TABLE "impact_review_items" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "impact_review_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"review_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"measurement_id" integer,
	"campaign_id" integer,
	"label" text NOT NULL,
	"occurred_at" timestamp with time zone,
	"decision" varchar(20),
	"note" text,
	"decided_by" varchar(36),
	"decided_at" timestamp with time zone,
	CONSTRAINT "impact_review_items_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "impact_review_items_kind_check" CHECK ("impact_review_items"."kind" in ('measurement', 'campaign')),
	CONSTRAINT "impact_review_items_decision_check" CHECK ("impact_review_items"."decision" is null or "impact_review_items"."decision" in ('sans_impact', 'a_reprendre', 'client_informe'))
);
--> statement-breakpoint
CREATE TABLE "impact_reviews" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "impact_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"since_date" date,
	"until_date" date NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"conclusion" text,
	"opened_by" varchar(36),
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" varchar(36),
	"closed_at" timestamp with time zone,
	CONSTRAINT "impact_reviews_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "impact_reviews_status_check" CHECK ("impact_reviews"."status" in ('open', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "as_found_error" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "as_left_error" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "mpe" numeric(12, 6);--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "correction_reason" text;--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "corrected_by" varchar(36);--> statement-breakpoint
ALTER TABLE "calibration_events" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "instruments" ADD COLUMN "quarantined" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "due_reminders" ADD CONSTRAINT "due_reminders_company_id_instrument_id_instruments_company_id_id_fk" FOREIGN KEY ("company_id","instrument_id") REFERENCES "public"."instruments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_review_items" ADD CONSTRAINT "impact_review_items_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_review_items" ADD CONSTRAINT "impact_review_items_company_id_review_id_impact_reviews_company_id_id_fk" FOREIGN KEY ("company_id","review_id") REFERENCES "public"."impact_reviews"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_reviews" ADD CONSTRAINT "impact_reviews_opened_by_users_id_fk" FOREIGN KEY ("opened_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_reviews" ADD CONSTRAINT "impact_reviews_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_reviews" ADD CONSTRAINT "impact_reviews_company_id_instrument_id_instruments_company_id_id_fk" FOREIGN KEY ("company_id","instrument_id") REFERENCES "public"."instruments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impact_reviews" ADD CONSTRAINT "impact_reviews_company_id_event_id_calibration_events_company_id_id_fk" FOREIGN KEY ("company_id","event_id") REFERENCES "public"."calibration_events"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impact_review_items_review_idx" ON "impact_review_items" USING btree ("company_id","review_id");--> statement-breakpoint
CREATE INDEX "impact_reviews_instrument_idx" ON "impact_reviews" USING btree ("company_id","instrument_id");--> statement-breakpoint
ALTER TABLE "calibration_events" ADD CONSTRAINT "calibration_events_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instruments_due_idx" ON "instruments" USING btree ("company_id","next_due_date");--> statement-breakpoint
CREATE INDEX "instruments_name_idx" ON "instruments" USING btree ("company_id","name");--> statement-breakpoint
-- The new tables are each company's own, as every other (decision 005).
GRANT SELECT, INSERT, UPDATE, DELETE ON "impact_reviews", "impact_review_items", "calendar_feeds" TO calibra_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON "due_reminders" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "impact_reviews" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "impact_reviews" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "impact_reviews" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "impact_review_items" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "impact_review_items" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "impact_review_items" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "due_reminders" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "due_reminders" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "due_reminders" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calendar_feeds" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "calendar_feeds" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
-- A calendar application holds the feed's token and nothing else: with app.calendar_token set for
-- its transaction, the one feed holding that token becomes readable (as share links, migration 0006).
CREATE POLICY calendar_feed_lookup ON "calendar_feeds" FOR SELECT USING (token = nullif(current_setting('app.calendar_token', true), ''));
--> statement-breakpoint
-- The daily reminders run for every company as the database owner (subject to the tables' row-level
-- security): for the owner alone, and only in a transaction that asks for it, the companies are listed.
CREATE POLICY reminder_scheduler ON "companies" FOR SELECT TO CURRENT_USER USING (current_setting('app.all_companies', true) = 'on');
