-- Keeps course_name_words (the lexicon of typo-tolerant search) in step with course names.
-- Words: lower-cased runs of letters and digits; Indic combining signs (U+0900–U+0DFF: Devanagari
-- to Sinhala, Malayalam included) count as letters. Words that disappear from names stay: a
-- stale word only finds nothing.
CREATE OR REPLACE FUNCTION course_name_words_of(name text) RETURNS SETOF text
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT w
  FROM regexp_split_to_table(lower(name), '[^[:alnum:]\u0900-\u0DFF]+') AS w
  WHERE char_length(w) >= 3
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courses_sync_name_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_name_words (word)
  SELECT course_name_words_of(NEW.name)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_name_words
AFTER INSERT OR UPDATE OF name ON courses
FOR EACH ROW EXECUTE FUNCTION courses_sync_name_words();
--> statement-breakpoint
INSERT INTO course_name_words (word)
SELECT course_name_words_of(name) FROM courses
ON CONFLICT DO NOTHING;
