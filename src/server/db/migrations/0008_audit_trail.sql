-- The audit trail becomes append-only and chained (decision 015). A user's deletion no longer sets
-- their audit rows' user_id to null (the rows keep it, with the actor's name), and a company with
-- audit rows cannot be deleted.
ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "actor_kind" varchar(10) DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "actor_name" varchar(200);--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "actor_link" varchar(40);--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "old_values" jsonb;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "new_values" jsonb;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "outcome" varchar(10) DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "prev_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "audit_logs" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
-- The hash of a row: SHA-256 of a JSON array of every column but the hash itself (JSON, so that no
-- text can pass for a separator), the previous row's hash included. The trigger below and the
-- verification (domain/audit/verify-audit-trail.ts) both use it.
CREATE FUNCTION calibra_audit_hash(a audit_logs) RETURNS varchar LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    a.company_id, a.seq, a.prev_hash, a.id, a.user_id, a.actor_kind, a.actor_name, a.actor_link,
    a.action, a.table_name, a.record_id, a.campaign_id, a.old_values, a.new_values, a.details,
    a.description, a.outcome, a.ip_address, a.user_agent,
    (extract(epoch FROM a.created_at) * 1000000)::bigint
  )::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The rows written so far, chained company by company in the order they were written.
ALTER TABLE "audit_logs" NO FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
DO $$
DECLARE
  r audit_logs%ROWTYPE;
  company integer := NULL;
  previous varchar := NULL;
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM audit_logs ORDER BY company_id, id LOOP
    IF company IS DISTINCT FROM r.company_id THEN
      company := r.company_id;
      previous := repeat('0', 64);
      n := 0;
    END IF;
    n := n + 1;
    r.seq := n;
    r.prev_hash := previous;
    r.hash := calibra_audit_hash(r);
    UPDATE audit_logs SET seq = r.seq, prev_hash = r.prev_hash, hash = r.hash
     WHERE company_id = r.company_id AND id = r.id;
    previous := r.hash;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "audit_logs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_logs" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_logs_chain_idx" ON "audit_logs" USING btree ("company_id","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_action_idx" ON "audit_logs" USING btree ("company_id","action","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_user_idx" ON "audit_logs" USING btree ("company_id","user_id","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_campaign_idx" ON "audit_logs" USING btree ("company_id","campaign_id","seq");--> statement-breakpoint
CREATE INDEX "audit_logs_table_idx" ON "audit_logs" USING btree ("company_id","table_name","seq");--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_actor_kind_check" CHECK ("audit_logs"."actor_kind" in ('user', 'public', 'system'));--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_outcome_check" CHECK ("audit_logs"."outcome" in ('success', 'refused', 'failed'));--> statement-breakpoint
-- Each new row takes the next place in its company's chain. One writer per company at a time (an
-- advisory lock held until the transaction ends), so that positions follow the commit order and a
-- rolled-back row leaves no gap.
CREATE FUNCTION calibra_audit_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash varchar;
BEGIN
  PERFORM pg_advisory_xact_lock(1630811, NEW.company_id);
  SELECT seq, hash INTO last_seq, last_hash FROM audit_logs
   WHERE company_id = NEW.company_id ORDER BY seq DESC LIMIT 1;
  NEW.seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := coalesce(last_hash, repeat('0', 64));
  NEW.hash := calibra_audit_hash(NEW);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_chain BEFORE INSERT ON audit_logs FOR EACH ROW EXECUTE FUNCTION calibra_audit_chain();
--> statement-breakpoint
-- Nothing rewrites or removes the trail, whoever asks: the owner included (ALTER TABLE … DISABLE
-- TRIGGER would be needed, and the verification then finds the altered row).
CREATE FUNCTION calibra_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_logs_append_only BEFORE UPDATE OR DELETE ON audit_logs FOR EACH ROW EXECUTE FUNCTION calibra_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON audit_logs FOR EACH STATEMENT EXECUTE FUNCTION calibra_audit_append_only();
--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "audit_logs" FROM calibra_app;
--> statement-breakpoint
-- `npm run audit:verify` walks every company's chain as the database owner (who owns the tables
-- and is subject to their row-level security): for the owner alone, and only in a transaction that
-- asks for it, every company's trail is readable.
CREATE POLICY audit_verification ON "audit_logs" FOR SELECT TO CURRENT_USER USING (current_setting('app.audit_verification', true) = 'on');
