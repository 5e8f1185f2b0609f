-- Whether a campaign holds records that are never deleted (decision 021), kept on the campaign by
-- triggers instead of four EXISTS per campaign on every read (decision 031: half of the campaigns
-- list's time in PostgreSQL, its planning included). Set by the first record written, never unset:
-- records are kept. Per statement, each campaign row is updated at most once per statement, and not
-- at all once set.
ALTER TABLE "campaigns" ADD COLUMN "holds_records" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE FUNCTION calibra_campaign_holds_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'impact_review_items' THEN
    -- An impact review names the campaign, or one of its measurements.
    EXECUTE $sql$
      UPDATE campaigns c SET holds_records = true
        FROM (SELECT company_id, campaign_id FROM new_rows WHERE campaign_id IS NOT NULL
              UNION
              SELECT m.company_id, m.campaign_id
                FROM new_rows n JOIN measurements m ON m.company_id = n.company_id AND m.id = n.measurement_id) d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id AND NOT c.holds_records $sql$;
  ELSE
    EXECUTE $sql$
      UPDATE campaigns c SET holds_records = true
        FROM (SELECT DISTINCT company_id, campaign_id FROM new_rows) d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id AND NOT c.holds_records $sql$;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER campaign_holds_ratings AFTER INSERT ON equipment_ratings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_campaign_holds_records();
--> statement-breakpoint
CREATE TRIGGER campaign_holds_runs AFTER INSERT ON calculation_runs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_campaign_holds_records();
--> statement-breakpoint
CREATE TRIGGER campaign_holds_reports AFTER INSERT ON reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_campaign_holds_records();
--> statement-breakpoint
CREATE TRIGGER campaign_holds_review_items AFTER INSERT ON impact_review_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_campaign_holds_records();
--> statement-breakpoint
CREATE TRIGGER campaign_holds_review_items_changed AFTER UPDATE ON impact_review_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_campaign_holds_records();
--> statement-breakpoint
-- The campaigns that already hold records. The owner running the migrations is subject to the
-- forced row-level security of these tables (0002): it is lifted for this update only.
ALTER TABLE "campaigns" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "equipment_ratings" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calculation_runs" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reports" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "impact_review_items" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "measurements" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE campaigns c SET holds_records = true
 WHERE exists (SELECT 1 FROM equipment_ratings x WHERE x.company_id = c.company_id AND x.campaign_id = c.id)
    OR exists (SELECT 1 FROM calculation_runs x WHERE x.company_id = c.company_id AND x.campaign_id = c.id)
    OR exists (SELECT 1 FROM reports x WHERE x.company_id = c.company_id AND x.campaign_id = c.id)
    OR exists (SELECT 1 FROM impact_review_items i
                WHERE i.company_id = c.company_id
                  AND (i.campaign_id = c.id
                       OR i.measurement_id IN (SELECT m.id FROM measurements m
                                                WHERE m.company_id = c.company_id AND m.campaign_id = c.id)));--> statement-breakpoint
ALTER TABLE "campaigns" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "equipment_ratings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "calculation_runs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "reports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "impact_review_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "measurements" FORCE ROW LEVEL SECURITY;
