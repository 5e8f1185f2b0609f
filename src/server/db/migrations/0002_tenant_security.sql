-- Tenant isolation (DESIGN.md §4, decision 005). Requests run their tenant work as calibra_app, a role
-- that owns nothing and cannot bypass row-level security, with app.company_id set for the transaction.
-- Without that setting a tenant table shows no row at all.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'calibra_app') THEN
    CREATE ROLE calibra_app NOLOGIN NOSUPERUSER NOBYPASSRLS NOCREATEDB NOCREATEROLE;
  END IF;
END
$$;
--> statement-breakpoint
GRANT calibra_app TO CURRENT_USER;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO calibra_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO calibra_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "campaigns" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "campaigns" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "campaigns" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "campaigns" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "campaign_participants" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "campaign_participants" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "campaign_participants" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "campaign_participants" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "share_links" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "share_links" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "share_links" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "share_links" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "instruments" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "instruments" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "instruments" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "instruments" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "equipment" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "equipment" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "equipment" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "equipment" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "calibration_events" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "calibration_events" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calibration_events" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "calibration_events" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "period_changes" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "period_changes" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "period_changes" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "period_changes" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "measurements" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "measurements" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "measurements" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "measurements" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "rating_criteria" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "rating_criteria" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "rating_criteria" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "rating_criteria" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "rating_scales" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "rating_scales" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "rating_scales" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "rating_scales" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "equipment_ratings" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "equipment_ratings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "equipment_ratings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "equipment_ratings" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "calibration_results" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "calibration_results" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "calibration_results" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "calibration_results" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "reports" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "reports" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "reports" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "reports" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "report_files" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "report_files" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "report_files" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "report_files" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "audit_logs" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "audit_logs" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "audit_logs" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "audit_logs" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "settings" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "settings" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "settings" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "settings" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
-- The company row itself: visible to its own members only.
--> statement-breakpoint
GRANT SELECT, UPDATE ON "companies" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE "companies" FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "companies" USING (id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (id = nullif(current_setting('app.company_id', true), '')::int);
--> statement-breakpoint
-- Users exist before their company (sign-up): sign-in works on them as the owner; as calibra_app a
--> statement-breakpoint
-- request sees its company's users and its own row.
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "users" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "users" USING (company_id = nullif(current_setting('app.company_id', true), '')::int OR id = nullif(current_setting('app.user_id', true), '')) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int OR (company_id IS NULL AND id = nullif(current_setting('app.user_id', true), '')));
--> statement-breakpoint
-- Invitations are written with the user they invite; sessions end when a user is deactivated. As
-- calibra_app, only the tokens and sessions of the company's own users are visible.
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON "login_tokens" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "login_tokens" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "login_tokens" USING (user_id IN (SELECT id FROM users)) WITH CHECK (user_id IN (SELECT id FROM users));
--> statement-breakpoint
GRANT SELECT, DELETE ON "sessions" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "sessions" USING (user_id IN (SELECT id FROM users));
--> statement-breakpoint
-- Whether a user has chosen a password yet; never the hash.
GRANT SELECT (user_id) ON "password_credentials" TO calibra_app;
--> statement-breakpoint
-- E-mail addresses are unique across companies, but a company cannot read other companies' users:
-- this function answers only which of the given addresses are taken.
CREATE FUNCTION calibra_taken_emails(candidates text[]) RETURNS text[]
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$ SELECT coalesce(array_agg(DISTINCT lower(email)), '{}') FROM users WHERE lower(email) = ANY (SELECT lower(c) FROM unnest(candidates) AS c) $$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION calibra_taken_emails(text[]) FROM PUBLIC;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION calibra_taken_emails(text[]) TO calibra_app;
--> statement-breakpoint
-- E-mails: a company's messages are its own; sign-in e-mails (no company) are written by the owner.
--> statement-breakpoint
GRANT SELECT, INSERT ON "email_outbox" TO calibra_app;
--> statement-breakpoint
ALTER TABLE "email_outbox" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON "email_outbox" USING (company_id = nullif(current_setting('app.company_id', true), '')::int) WITH CHECK (company_id = nullif(current_setting('app.company_id', true), '')::int);
