ALTER TABLE "calibration_results" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "period_changes_campaign_idx" ON "period_changes" USING btree ("company_id","campaign_id");