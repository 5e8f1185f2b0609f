-- Invitation and sign-in links are single-use and die with the account's state (decision 018).
ALTER TABLE "login_tokens" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD COLUMN "revoked_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_revoked_check" CHECK (("login_tokens"."revoked_at" is null) = ("login_tokens"."revoked_reason" is null) and ("login_tokens"."revoked_reason" is null or "login_tokens"."revoked_reason" in ('superseded', 'activated', 'deactivated')));--> statement-breakpoint
-- Links already out (decision 018): those of accounts already activated or deactivated die now,
-- and of the others only each account's newest link of each kind stays usable.
UPDATE "login_tokens" t SET "revoked_at" = now(), "revoked_reason" = 'activated'
  FROM "users" u
 WHERE u.id = t.user_id AND t.purpose = 'invitation' AND t.used_at IS NULL AND t.revoked_at IS NULL
   AND (u.last_login IS NOT NULL OR EXISTS (SELECT 1 FROM "password_credentials" p WHERE p.user_id = u.id));
--> statement-breakpoint
UPDATE "login_tokens" t SET "revoked_at" = now(), "revoked_reason" = 'deactivated'
  FROM "users" u
 WHERE u.id = t.user_id AND u.status <> 'active' AND t.used_at IS NULL AND t.revoked_at IS NULL;
--> statement-breakpoint
UPDATE "login_tokens" t SET "revoked_at" = now(), "revoked_reason" = 'superseded'
 WHERE t.used_at IS NULL AND t.revoked_at IS NULL
   AND EXISTS (SELECT 1 FROM "login_tokens" n
                WHERE n.user_id = t.user_id AND n.purpose = t.purpose AND n.used_at IS NULL
                  AND n.revoked_at IS NULL AND n.created_at > t.created_at);
--> statement-breakpoint
-- A company's work revokes the links of its own users (a deactivation, a newer invitation), under
-- the policy that already limits it to them.
GRANT UPDATE ON "login_tokens" TO calibra_app;
