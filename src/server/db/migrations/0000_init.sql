CREATE TABLE "audit_logs" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "audit_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" varchar(36),
	"action" varchar(50) NOT NULL,
	"table_name" varchar(63),
	"record_id" varchar(100),
	"campaign_id" integer,
	"details" jsonb,
	"description" text NOT NULL,
	"ip_address" varchar(45),
	"user_agent" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_logs_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "campaign_participants" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "campaign_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"role" varchar(40),
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"assigned_by" varchar(36),
	CONSTRAINT "campaign_participants_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "campaign_participants_unique" UNIQUE("company_id","campaign_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"deadline" timestamp with time zone,
	"status" varchar(20) DEFAULT 'active' NOT NULL,
	"created_by" varchar(36),
	"closed_at" timestamp with time zone,
	"share_token" varchar(64) DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "campaigns_shareToken_unique" UNIQUE("share_token"),
	CONSTRAINT "campaigns_status_check" CHECK ("campaigns"."status" in ('active', 'completed', 'paused', 'draft', 'cancelled', 'closed')),
	CONSTRAINT "campaigns_name_not_blank" CHECK (length(trim("campaigns"."name")) > 0)
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"token" varchar(64) DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"recipient_email" varchar(254),
	"recipient_name" varchar(200),
	"created_by" varchar(36),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "share_links_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "share_links_token_unique" UNIQUE("token"),
	CONSTRAINT "share_links_purpose_check" CHECK ("share_links"."purpose" in ('measurement', 'rating'))
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(200) NOT NULL,
	"address" varchar(500),
	"phone" varchar(50),
	"email" varchar(254),
	"website" varchar(255),
	"description" text,
	"subscription_plan" varchar(20) DEFAULT 'basic' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "settings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"key" varchar(100) NOT NULL,
	"value" varchar(2000) NOT NULL,
	"description" varchar(2000),
	CONSTRAINT "settings_company_key_unique" UNIQUE("company_id","key"),
	CONSTRAINT "settings_key_not_blank" CHECK (length(trim("settings"."key")) > 0)
);
--> statement-breakpoint
CREATE TABLE "rating_criteria" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "rating_criteria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"description" text,
	"weight" numeric(3, 1) DEFAULT '1.0' NOT NULL,
	"profile" varchar(30) DEFAULT 'general' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_criteria_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "rating_criteria_profile_check" CHECK ("rating_criteria"."profile" in ('utilisateur_equipement', 'gestionnaire_parc', 'initiateur_campagne', 'general')),
	CONSTRAINT "rating_criteria_weight_check" CHECK ("rating_criteria"."weight" > 0)
);
--> statement-breakpoint
CREATE TABLE "rating_scales" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "rating_scales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"criteria_id" integer NOT NULL,
	"grade" smallint NOT NULL,
	"score" numeric(3, 1) NOT NULL,
	"description" varchar(500) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_scales_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "rating_scales_grade_unique" UNIQUE("company_id","criteria_id","grade"),
	CONSTRAINT "rating_scales_grade_check" CHECK ("rating_scales"."grade" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "calibration_events" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calibration_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"calibrated_on" date NOT NULL,
	"provider" varchar(200),
	"certificate_reference" varchar(100),
	"result" varchar(20) NOT NULL,
	"notes" text,
	"created_by" varchar(36),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calibration_events_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "calibration_events_result_check" CHECK ("calibration_events"."result" in ('conforme', 'non_conforme', 'ajuste'))
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "equipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"serial_number" varchar(100) NOT NULL,
	"type" varchar(100),
	"current_period" integer DEFAULT 0 NOT NULL,
	"new_period" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "equipment_periods_check" CHECK ("equipment"."current_period" >= 0 and ("equipment"."new_period" is null or "equipment"."new_period" >= 0))
);
--> statement-breakpoint
CREATE TABLE "instruments" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "instruments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"reference" varchar(100) NOT NULL,
	"name" varchar(200) NOT NULL,
	"type" varchar(100),
	"location" varchar(200),
	"current_period" integer DEFAULT 0 NOT NULL,
	"last_calibration_date" date,
	"next_due_date" date GENERATED ALWAYS AS ((last_calibration_date + make_interval(months => current_period))::date) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instruments_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "instruments_reference_unique" UNIQUE("company_id","reference"),
	CONSTRAINT "instruments_period_check" CHECK ("instruments"."current_period" >= 0)
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "measurements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"operator_name" varchar(200) NOT NULL,
	"operator_id" varchar(36),
	"value" numeric(10, 4) NOT NULL,
	"unit" varchar(10) NOT NULL,
	"notes" text,
	"measurement_date" timestamp with time zone DEFAULT now() NOT NULL,
	"client_submission_id" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "measurements_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "measurements_submission_unique" UNIQUE("company_id","client_submission_id")
);
--> statement-breakpoint
CREATE TABLE "period_changes" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "period_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"instrument_id" integer NOT NULL,
	"campaign_id" integer,
	"campaign_name" varchar(200),
	"old_period" integer NOT NULL,
	"computed_period" integer,
	"forced_period" integer,
	"applied_period" integer NOT NULL,
	"applied_by" varchar(36),
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "period_changes_company_id_id_pk" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer,
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" varchar(10) DEFAULT 'stored' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('stored', 'sent', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "calibration_results" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "calibration_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"current_period" integer NOT NULL,
	"new_period" integer NOT NULL,
	"forced_period" integer,
	"global_score" numeric(5, 3),
	"adjustment_factor" numeric(5, 3),
	"calculated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"calculated_by" varchar(36),
	CONSTRAINT "calibration_results_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "calibration_results_equipment_unique" UNIQUE("company_id","campaign_id","equipment_id"),
	CONSTRAINT "calibration_results_forced_check" CHECK ("calibration_results"."forced_period" is null or "calibration_results"."forced_period" between 1 and 120)
);
--> statement-breakpoint
CREATE TABLE "equipment_ratings" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "equipment_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"equipment_id" integer NOT NULL,
	"criteria_id" integer NOT NULL,
	"user_id" varchar(36),
	"rater_key" varchar(300) NOT NULL,
	"rater_name" varchar(200),
	"grade" smallint NOT NULL,
	"score" numeric(3, 1) NOT NULL,
	"verbatim" varchar(500) NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "equipment_ratings_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "equipment_ratings_rater_unique" UNIQUE("company_id","equipment_id","criteria_id","rater_key"),
	CONSTRAINT "equipment_ratings_grade_check" CHECK ("equipment_ratings"."grade" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "report_files" (
	"company_id" integer NOT NULL,
	"report_id" integer NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_files_company_id_report_id_pk" PRIMARY KEY("company_id","report_id")
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"generated_by" varchar(36),
	"type" varchar(10) DEFAULT 'html' NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_url" text,
	"status" varchar(20) DEFAULT 'generating' NOT NULL,
	"comments" varchar(2000),
	"generated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "reports_type_check" CHECK ("reports"."type" in ('html', 'pdf', 'xlsx')),
	CONSTRAINT "reports_status_check" CHECK ("reports"."status" in ('generating', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_tokens_purpose_check" CHECK ("login_tokens"."purpose" in ('login_link', 'invitation'))
);
--> statement-breakpoint
CREATE TABLE "password_credentials" (
	"user_id" varchar(36) PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"sid" varchar(64) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" varchar(36) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" varchar(36) PRIMARY KEY DEFAULT gen_random_uuid()::text NOT NULL,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(200),
	"last_name" varchar(200),
	"profile_image_url" text,
	"roles" varchar(40)[] DEFAULT ARRAY['user']::varchar[] NOT NULL,
	"company_id" integer,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"last_login" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_company_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "users_status_check" CHECK ("users"."status" in ('active', 'inactive'))
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_company_id_campaign_id_campaigns_company_id_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_participants" ADD CONSTRAINT "campaign_participants_company_id_user_id_users_company_id_id_fk" FOREIGN KEY ("company_id","user_id") REFERENCES "public"."users"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_company_id_campaign_id_campaigns_company_id_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settings" ADD CONSTRAINT "settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_criteria" ADD CONSTRAINT "rating_criteria_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_scales" ADD CONSTRAINT "rating_scales_company_id_criteria_id_rating_criteria_company_id_id_fk" FOREIGN KEY ("company_id","criteria_id") REFERENCES "public"."rating_criteria"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_events" ADD CONSTRAINT "calibration_events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_events" ADD CONSTRAINT "calibration_events_company_id_instrument_id_instruments_company_id_id_fk" FOREIGN KEY ("company_id","instrument_id") REFERENCES "public"."instruments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_company_id_campaign_id_campaigns_company_id_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_company_id_instrument_id_instruments_company_id_id_fk" FOREIGN KEY ("company_id","instrument_id") REFERENCES "public"."instruments"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instruments" ADD CONSTRAINT "instruments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_company_id_campaign_id_campaigns_company_id_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "measurements" ADD CONSTRAINT "measurements_company_id_equipment_id_equipment_company_id_id_fk" FOREIGN KEY ("company_id","equipment_id") REFERENCES "public"."equipment"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_changes" ADD CONSTRAINT "period_changes_applied_by_users_id_fk" FOREIGN KEY ("applied_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "period_changes" ADD CONSTRAINT "period_changes_company_id_instrument_id_instruments_company_id_id_fk" FOREIGN KEY ("company_id","instrument_id") REFERENCES "public"."instruments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD CONSTRAINT "calibration_results_calculated_by_users_id_fk" FOREIGN KEY ("calculated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD CONSTRAINT "calibration_results_company_id_campaign_id_campaigns_company_id_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD CONSTRAINT "calibration_results_company_id_equipment_id_equipment_company_id_id_fk" FOREIGN KEY ("company_id","equipment_id") REFERENCES "public"."equipment"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_ratings" ADD CONSTRAINT "equipment_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_ratings" ADD CONSTRAINT "equipment_ratings_company_id_campaign_id_campaigns_company_id_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_ratings" ADD CONSTRAINT "equipment_ratings_company_id_equipment_id_equipment_company_id_id_fk" FOREIGN KEY ("company_id","equipment_id") REFERENCES "public"."equipment"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "equipment_ratings" ADD CONSTRAINT "equipment_ratings_company_id_criteria_id_rating_criteria_company_id_id_fk" FOREIGN KEY ("company_id","criteria_id") REFERENCES "public"."rating_criteria"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_files" ADD CONSTRAINT "report_files_company_id_report_id_reports_company_id_id_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."reports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_generated_by_users_id_fk" FOREIGN KEY ("generated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_company_id_campaign_id_campaigns_company_id_id_fk" FOREIGN KEY ("company_id","campaign_id") REFERENCES "public"."campaigns"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_credentials" ADD CONSTRAINT "password_credentials_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "share_links_campaign_idx" ON "share_links" USING btree ("company_id","campaign_id");--> statement-breakpoint
CREATE INDEX "calibration_events_instrument_idx" ON "calibration_events" USING btree ("company_id","instrument_id");--> statement-breakpoint
CREATE INDEX "equipment_campaign_idx" ON "equipment" USING btree ("company_id","campaign_id");--> statement-breakpoint
CREATE INDEX "equipment_instrument_idx" ON "equipment" USING btree ("company_id","instrument_id");--> statement-breakpoint
CREATE INDEX "measurements_campaign_idx" ON "measurements" USING btree ("company_id","campaign_id");--> statement-breakpoint
CREATE INDEX "period_changes_instrument_idx" ON "period_changes" USING btree ("company_id","instrument_id");--> statement-breakpoint
CREATE INDEX "email_outbox_company_idx" ON "email_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "equipment_ratings_campaign_idx" ON "equipment_ratings" USING btree ("company_id","campaign_id");--> statement-breakpoint
CREATE INDEX "login_tokens_user_idx" ON "login_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expire_idx" ON "sessions" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));