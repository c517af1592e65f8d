-- Search only ever used this index to hash every plan inside the asked ranges, half a million for
-- a range of years, against the candidate units: several times slower than looking up each
-- candidate's plans in payment_plans_unit_idx, which search does instead once this one is gone.
DROP INDEX IF EXISTS "payment_plans_years_deposit_idx";
