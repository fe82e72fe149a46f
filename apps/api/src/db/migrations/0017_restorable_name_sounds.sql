-- A backup must restore: pg_restore runs with an empty search_path, where the old body's
-- dmetaphone() is not found and items (whose generated column calls this) cannot be created.
-- A SQL-standard body is resolved once, here, and dumped with its names qualified.
CREATE OR REPLACE FUNCTION name_sounds(name text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
BEGIN ATOMIC
  SELECT coalesce(array_agg(DISTINCT code), '{}')
  FROM (
    SELECT dmetaphone(word) AS code
    FROM unnest(regexp_split_to_array(lower(name), '[^a-z0-9]+')) AS word
    WHERE length(word) > 1
  ) AS words
  WHERE code <> '';
END;
