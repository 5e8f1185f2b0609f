ALTER TABLE "campaigns" ADD COLUMN "equipment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "campaigns" ADD COLUMN "rated_equipment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "campaigns_created_idx" ON "campaigns" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "measurements_date_idx" ON "measurements" USING btree ("company_id","measurement_date");--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_instrument_unique" UNIQUE("company_id","campaign_id","instrument_id");--> statement-breakpoint
-- Campaign progress counters (decision 007): kept true by the database whatever writes the rows.
CREATE FUNCTION calibra_equipment_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE campaigns SET equipment_count = equipment_count + 1,
                         rated_equipment_count = rated_equipment_count + (CASE WHEN NEW.rating_count > 0 THEN 1 ELSE 0 END)
     WHERE company_id = NEW.company_id AND id = NEW.campaign_id;
    RETURN NEW;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE campaigns SET equipment_count = equipment_count - 1,
                         rated_equipment_count = rated_equipment_count - (CASE WHEN OLD.rating_count > 0 THEN 1 ELSE 0 END)
     WHERE company_id = OLD.company_id AND id = OLD.campaign_id;
    RETURN OLD;
  ELSE
    IF (OLD.rating_count > 0) <> (NEW.rating_count > 0) THEN
      UPDATE campaigns SET rated_equipment_count = rated_equipment_count + (CASE WHEN NEW.rating_count > 0 THEN 1 ELSE -1 END)
       WHERE company_id = NEW.company_id AND id = NEW.campaign_id;
    END IF;
    RETURN NEW;
  END IF;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_counts AFTER INSERT OR DELETE OR UPDATE OF rating_count ON equipment
  FOR EACH ROW EXECUTE FUNCTION calibra_equipment_counts();
--> statement-breakpoint
CREATE FUNCTION calibra_rating_counts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE equipment SET rating_count = rating_count + 1 WHERE company_id = NEW.company_id AND id = NEW.equipment_id;
    RETURN NEW;
  ELSE
    UPDATE equipment SET rating_count = rating_count - 1 WHERE company_id = OLD.company_id AND id = OLD.equipment_id;
    RETURN OLD;
  END IF;
END $$;
--> statement-breakpoint
CREATE TRIGGER equipment_rating_counts AFTER INSERT OR DELETE ON equipment_ratings
  FOR EACH ROW EXECUTE FUNCTION calibra_rating_counts();
