-- Whether a campaign holds records that are never deleted (decision 021), kept on the campaign by
-- triggers instead of four EXISTS per campaign on every read (decision 031: half of the campaigns
-- list's time in PostgreSQL, its planning included). Set by the first record written, never unset:
-- records are kept. A first rating is seen where its equipment's count leaves zero, in the update of
-- the campaign's counters that follows anyway (each campaign row is still updated once per
-- statement, decision 007); runs, reports and impact review items set it as they are written (an
-- item's decision is all that changes afterwards), per statement, and not at all once it is set.
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
CREATE TRIGGER campaign_holds_runs AFTER INSERT ON calculation_runs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_campaign_holds_records();
--> statement-breakpoint
CREATE TRIGGER campaign_holds_reports AFTER INSERT ON reports
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_campaign_holds_records();
--> statement-breakpoint
CREATE TRIGGER campaign_holds_review_items AFTER INSERT ON impact_review_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_campaign_holds_records();
--> statement-breakpoint
-- The counters of 0014, and a campaign holds records from its first rating: an equipment's count
-- leaving zero (ratings are counted per statement by calibra_rating_counts, 0005).
CREATE OR REPLACE FUNCTION calibra_equipment_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE $sql$
      UPDATE campaigns c SET equipment_count = c.equipment_count + d.total,
                             rated_equipment_count = c.rated_equipment_count + d.rated,
                             holds_records = c.holds_records OR d.ratings
        FROM (SELECT company_id, campaign_id, count(*)::int AS total,
                     count(*) FILTER (WHERE rating_count > 0)::int AS rated,
                     bool_or(rating_count > 0) AS ratings
                FROM new_rows WHERE removed_at IS NULL GROUP BY company_id, campaign_id) d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id $sql$;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE $sql$
      UPDATE campaigns c SET equipment_count = c.equipment_count - d.total,
                             rated_equipment_count = c.rated_equipment_count - d.rated
        FROM (SELECT company_id, campaign_id, count(*)::int AS total,
                     count(*) FILTER (WHERE rating_count > 0)::int AS rated
                FROM old_rows WHERE removed_at IS NULL GROUP BY company_id, campaign_id) d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id $sql$;
  ELSE
    -- What each changed row counted before and counts now (nothing once removed), per campaign,
    -- and whether it got its first rating.
    EXECUTE $sql$
      WITH changed AS (
        SELECT o.company_id, o.campaign_id AS old_campaign, n.campaign_id AS new_campaign,
               (o.removed_at IS NULL)::int AS was_in, (o.removed_at IS NULL AND o.rating_count > 0)::int AS was_rated,
               (n.removed_at IS NULL)::int AS is_in, (n.removed_at IS NULL AND n.rating_count > 0)::int AS is_rated,
               (o.rating_count = 0 AND n.rating_count > 0) AS first_rating
          FROM old_rows o JOIN new_rows n ON n.company_id = o.company_id AND n.id = o.id
         WHERE n.campaign_id <> o.campaign_id OR (n.rating_count > 0) <> (o.rating_count > 0)
            OR (n.removed_at IS NULL) <> (o.removed_at IS NULL)
      ), counted AS (
        SELECT company_id, new_campaign AS campaign_id, is_in AS total, is_rated AS rated, first_rating FROM changed
        UNION ALL
        SELECT company_id, old_campaign, -was_in, -was_rated, false FROM changed
      ), delta AS (
        SELECT company_id, campaign_id, sum(total)::int AS total, sum(rated)::int AS rated,
               bool_or(first_rating) AS first_rating
          FROM counted GROUP BY company_id, campaign_id
      )
      UPDATE campaigns c SET equipment_count = c.equipment_count + d.total,
                             rated_equipment_count = c.rated_equipment_count + d.rated,
                             holds_records = c.holds_records OR d.first_rating
        FROM delta d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id
         AND (d.total <> 0 OR d.rated <> 0 OR (d.first_rating AND NOT c.holds_records)) $sql$;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The campaigns that already hold records, company by company: the owner running the migrations is
-- subject to the forced row-level security of these tables (0002), which show it one company's rows
-- once that company is set (the scheduler's policy lists the companies, 0009).
DO $$
DECLARE
  company integer;
BEGIN
  PERFORM set_config('app.all_companies', 'on', true);
  FOR company IN SELECT id FROM companies LOOP
    PERFORM set_config('app.company_id', company::text, true);
    UPDATE campaigns c SET holds_records = true
     WHERE c.company_id = company
       AND (exists (SELECT 1 FROM equipment_ratings x WHERE x.company_id = c.company_id AND x.campaign_id = c.id)
         OR exists (SELECT 1 FROM calculation_runs x WHERE x.company_id = c.company_id AND x.campaign_id = c.id)
         OR exists (SELECT 1 FROM reports x WHERE x.company_id = c.company_id AND x.campaign_id = c.id)
         OR exists (SELECT 1 FROM impact_review_items i
                     WHERE i.company_id = c.company_id
                       AND (i.campaign_id = c.id
                            OR i.measurement_id IN (SELECT m.id FROM measurements m
                                                     WHERE m.company_id = c.company_id AND m.campaign_id = c.id))));
  END LOOP;
  PERFORM set_config('app.company_id', '', true);
  PERFORM set_config('app.all_companies', '', true);
END $$;
