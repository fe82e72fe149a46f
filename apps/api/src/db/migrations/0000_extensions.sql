-- Search: trigram matching finds terms inside words and forgives small typos; double
-- metaphone ranks the words that sound like the term first ('panner' → paneer).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
