-- The types and locations in use are walked through these, one step per value (decision 031).
CREATE INDEX "instruments_type_idx" ON "instruments" USING btree ("company_id","type");--> statement-breakpoint
CREATE INDEX "instruments_location_idx" ON "instruments" USING btree ("company_id","location");