-- Campaign progress counters kept per statement rather than per row (decision 007, amended).
-- Per row, a bulk rating of n first ratings updated its campaign row n times in one transaction:
-- every update left a version of that row that no one can prune before the commit, and each next
-- update, and each foreign-key check of a rating on its campaign, walked all of them: quadratic.
-- Per statement, the rows a statement wrote (its transition table) are counted once: each equipment
-- row and each campaign row is updated at most once per statement, whatever the number of rows.
-- The statements run through EXECUTE so that each is planned for the size of its transition table
-- (a plan cached for one rating would not suit twenty thousand, nor the reverse).
DROP TRIGGER equipment_rating_counts ON equipment_ratings;
--> statement-breakpoint
DROP TRIGGER equipment_counts ON equipment;
--> statement-breakpoint
DROP FUNCTION calibra_rating_counts();
--> statement-breakpoint
DROP FUNCTION calibra_equipment_counts();
--> statement-breakpoint
CREATE FUNCTION calibra_rating_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE $sql$
      UPDATE equipment e SET rating_count = e.rating_count + d.n
        FROM (SELECT company_id, equipment_id, count(*)::int AS n FROM new_rows GROUP BY company_id, equipment_id) d
       WHERE e.company_id = d.company_id AND e.id = d.equipment_id $sql$;
  ELSE
    EXECUTE $sql$
      UPDATE equipment e SET rating_count = e.rating_count - d.n
        FROM (SELECT company_id, equipment_id, count(*)::int AS n FROM old_rows GROUP BY company_id, equipment_id) d
       WHERE e.company_id = d.company_id AND e.id = d.equipment_id $sql$;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER rating_counts_on_insert AFTER INSERT ON equipment_ratings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_rating_counts();
--> statement-breakpoint
CREATE TRIGGER rating_counts_on_delete AFTER DELETE ON equipment_ratings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_rating_counts();
--> statement-breakpoint
CREATE FUNCTION calibra_equipment_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    EXECUTE $sql$
      UPDATE campaigns c SET equipment_count = c.equipment_count + d.total,
                             rated_equipment_count = c.rated_equipment_count + d.rated
        FROM (SELECT company_id, campaign_id, count(*)::int AS total,
                     count(*) FILTER (WHERE rating_count > 0)::int AS rated
                FROM new_rows GROUP BY company_id, campaign_id) d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id $sql$;
  ELSIF TG_OP = 'DELETE' THEN
    EXECUTE $sql$
      UPDATE campaigns c SET equipment_count = c.equipment_count - d.total,
                             rated_equipment_count = c.rated_equipment_count - d.rated
        FROM (SELECT company_id, campaign_id, count(*)::int AS total,
                     count(*) FILTER (WHERE rating_count > 0)::int AS rated
                FROM old_rows GROUP BY company_id, campaign_id) d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id $sql$;
  ELSE
    -- Equipment that crossed zero ratings, or moved to another campaign, moves its campaigns' counts.
    EXECUTE $sql$
      WITH moved AS (
        SELECT n.company_id, o.campaign_id AS old_campaign, (o.rating_count > 0)::int AS was_rated,
               n.campaign_id AS new_campaign, (n.rating_count > 0)::int AS is_rated
          FROM old_rows o JOIN new_rows n ON n.company_id = o.company_id AND n.id = o.id
         WHERE n.campaign_id <> o.campaign_id OR (n.rating_count > 0) <> (o.rating_count > 0)
      ), delta AS (
        SELECT company_id, campaign_id, sum(total)::int AS total, sum(rated)::int AS rated
          FROM (SELECT company_id, new_campaign AS campaign_id, 1 AS total, is_rated AS rated FROM moved
                UNION ALL
                SELECT company_id, old_campaign, -1, -was_rated FROM moved) x
         GROUP BY company_id, campaign_id
      )
      UPDATE campaigns c SET equipment_count = c.equipment_count + d.total,
                             rated_equipment_count = c.rated_equipment_count + d.rated
        FROM delta d
       WHERE c.company_id = d.company_id AND c.id = d.campaign_id AND (d.total <> 0 OR d.rated <> 0) $sql$;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_counts_on_insert AFTER INSERT ON equipment
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_equipment_counts();
--> statement-breakpoint
CREATE TRIGGER equipment_counts_on_delete AFTER DELETE ON equipment
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_equipment_counts();
--> statement-breakpoint
CREATE TRIGGER equipment_counts_on_update AFTER UPDATE ON equipment
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION calibra_equipment_counts();
