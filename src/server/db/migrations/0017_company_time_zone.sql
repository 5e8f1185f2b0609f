-- The company's time zone (decision 026). No grant nor policy to add: calibra_app already reads and
-- updates "companies" (0002), and its tenant_isolation policy covers every column of the row.
ALTER TABLE "companies" ADD COLUMN "time_zone" varchar(64) DEFAULT 'Europe/Paris' NOT NULL;
