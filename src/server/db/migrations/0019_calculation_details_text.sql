-- A result's per-criterion figures are read whole by the server only, never queried inside by SQL:
-- stored as the JSON text the calculation wrote, they cost no jsonb conversion on write (decision
-- 031: about 200 ms of the 5,000 results of a calculation on PostgreSQL). The content is unchanged.
ALTER TABLE "calibration_results" ALTER COLUMN "details" SET DATA TYPE text USING "details"::text;
