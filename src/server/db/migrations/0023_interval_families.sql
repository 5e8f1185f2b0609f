-- The family an instrument type is tested in by NCSL RP-1 A3 (decision 034): types named alike are one family.
ALTER TABLE "instrument_type_rules" ADD COLUMN "family" varchar(100);