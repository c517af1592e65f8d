CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Folds what Arabic readers write interchangeably, so a search matches with or without them:
-- hamza forms of alef (أ إ آ ٱ) to ا, taa marbuta (ة) to ه, alef maqsura (ى) to ي, hamza on
-- waw and yaa (ؤ ئ) to و and ي; harakat, shadda, sukun and tatweel are dropped; Latin is lowered.
CREATE OR REPLACE FUNCTION search_normalize(value text) RETURNS text
LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
AS $$
  SELECT lower(translate(value, 'أإآٱةىؤئًٌٍَُِّْـ', 'ااااهيوي'))
$$;
