-- Each outbox message says what it is for and until when it applies (decision 019).
ALTER TABLE "email_outbox" DROP CONSTRAINT "email_outbox_status_check";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "purpose" varchar(30) DEFAULT 'notice' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "expires_at" timestamp with time zone DEFAULT now() + interval '7 days' NOT NULL;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "user_id" varchar(36);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "campaign_id" integer;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "share_token" varchar(64);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "token_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "link" text;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "dropped_reason" varchar(30);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "dropped_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_outbox_waiting_idx" ON "email_outbox" USING btree ("id") WHERE "email_outbox"."status" = 'stored';--> statement-breakpoint
CREATE INDEX "email_outbox_user_idx" ON "email_outbox" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_status_check" CHECK ("email_outbox"."status" in ('stored', 'sending', 'sent', 'failed', 'dropped'));--> statement-breakpoint
-- Messages already queued apply seven days from when they were written, as new ones do.
UPDATE "email_outbox" SET "expires_at" = "created_at" + interval '7 days';
--> statement-breakpoint
-- A company's screens drop its own messages that no longer apply, under the policy that already
-- limits it to them; nothing else of a message changes.
GRANT UPDATE ("status", "dropped_reason", "dropped_at") ON "email_outbox" TO calibra_app;
