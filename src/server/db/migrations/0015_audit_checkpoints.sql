CREATE TABLE "audit_checkpoints" (
	"id" integer GENERATED ALWAYS AS IDENTITY (sequence name "audit_checkpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"hash" varchar(64) NOT NULL,
	"reason" varchar(20) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_checkpoints_company_id_id_pk" PRIMARY KEY("company_id","id"),
	CONSTRAINT "audit_checkpoints_reason_check" CHECK ("audit_checkpoints"."reason" in ('report', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "audit_checkpoints" ADD CONSTRAINT "audit_checkpoints_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_checkpoints_seq_idx" ON "audit_checkpoints" USING btree ("company_id","seq");--> statement-breakpoint
-- A checkpoint is written once: the application reads and adds them, never changes nor removes one.
GRANT SELECT, INSERT ON "audit_checkpoints" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "audit_checkpoints" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_checkpoints" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "audit_checkpoints" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
