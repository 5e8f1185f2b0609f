DROP INDEX "equipment_ratings_campaign_idx";--> statement-breakpoint
ALTER TABLE "rating_criteria" ADD COLUMN "weight_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD COLUMN "parameters" jsonb;--> statement-breakpoint
ALTER TABLE "calibration_results" ADD COLUMN "details" jsonb;--> statement-breakpoint
CREATE INDEX "period_changes_campaign_idx" ON "period_changes" USING btree ("company_id","campaign_id");--> statement-breakpoint
CREATE INDEX "equipment_ratings_campaign_idx" ON "equipment_ratings" USING btree ("company_id","campaign_id","updated_at");