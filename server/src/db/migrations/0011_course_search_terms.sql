-- Course search also finds a course by the names of its category and level and by the other
-- names learners type ("kpsc", "ldc", "sslc"). courses.search_terms holds all of them, lower-case,
-- whitespace collapsed and each word after a space (so LIKE '% psc%' finds a word's start); the
-- triggers below keep it in step with the course, its category and its level. The lexicon of
-- typo-tolerant search (course_name_words) now takes its words from it.

-- The demo catalogue's other names (new installs get them from the seed).
UPDATE categories SET aliases = ARRAY['kpsc', 'kerala public service commission', 'കേരള പി.എസ്.സി']
WHERE slug = 'kerala-psc' AND aliases = '{}';
--> statement-breakpoint
UPDATE categories SET aliases = ARRAY['union public service commission', 'civil services', 'ias']
WHERE slug = 'upsc' AND aliases = '{}';
--> statement-breakpoint
UPDATE categories SET aliases = ARRAY['staff selection commission']
WHERE slug = 'ssc' AND aliases = '{}';
--> statement-breakpoint
UPDATE levels SET aliases = ARRAY['sslc level', 'tenth level']
WHERE slug = '10th-level' AND aliases = '{}';
--> statement-breakpoint
UPDATE levels SET aliases = ARRAY['plus two level', 'plus 2 level', '12th level']
WHERE slug = 'plus-two-level' AND aliases = '{}';
--> statement-breakpoint
UPDATE levels SET aliases = ARRAY['graduate level', 'graduation level']
WHERE slug = 'degree-level' AND aliases = '{}';
--> statement-breakpoint
UPDATE courses SET aliases = c.aliases
FROM (VALUES
  ('kpsc-ldc-complete', ARRAY['lower division clerk', 'clerk']),
  ('kpsc-lgs-foundation', ARRAY['lgs', 'peon', 'office attendant']),
  ('kpsc-vfa-crash', ARRAY['vfa']),
  ('kpsc-kas-foundation', ARRAY['kerala administrative service']),
  ('upsc-gs-prelims', ARRAY['gs paper i', 'civil services prelims']),
  ('upsc-csat', ARRAY['gs paper ii', 'civil services aptitude test']),
  ('ssc-cgl-quant', ARRAY['combined graduate level', 'maths']),
  ('ssc-chsl-complete', ARRAY['combined higher secondary level', 'ldc', 'lower division clerk', 'data entry operator']),
  ('ssc-mts-gk', ARRAY['multi tasking staff', 'havaldar', 'gk'])
) AS c(slug, aliases)
WHERE courses.slug = c.slug AND courses.is_demo AND courses.aliases = '{}';
--> statement-breakpoint
CREATE OR REPLACE FUNCTION course_search_terms(
  course_name text, course_aliases text[], category integer, level integer
) RETURNS text
LANGUAGE sql STABLE AS $$
  SELECT ' ' || regexp_replace(lower(concat_ws(' ',
    course_name,
    array_to_string(course_aliases, ' '),
    (SELECT concat_ws(' ', name, array_to_string(aliases, ' ')) FROM categories WHERE id = category),
    (SELECT concat_ws(' ', name, array_to_string(aliases, ' ')) FROM levels WHERE id = level)
  )), '\s+', ' ', 'g')
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION courses_set_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_terms := course_search_terms(NEW.name, NEW.aliases, NEW.category_id, NEW.level_id);
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_terms
BEFORE INSERT OR UPDATE OF name, aliases, category_id, level_id ON courses
FOR EACH ROW EXECUTE FUNCTION courses_set_search_terms();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION categories_refresh_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET search_terms = course_search_terms(name, aliases, category_id, level_id)
  WHERE category_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER categories_search_terms
AFTER UPDATE OF name, aliases ON categories
FOR EACH ROW EXECUTE FUNCTION categories_refresh_search_terms();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION levels_refresh_search_terms() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE courses SET search_terms = course_search_terms(name, aliases, category_id, level_id)
  WHERE level_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER levels_search_terms
AFTER UPDATE OF name, aliases ON levels
FOR EACH ROW EXECUTE FUNCTION levels_refresh_search_terms();
--> statement-breakpoint
-- The lexicon: words of the search terms (the name's words among them).
CREATE OR REPLACE FUNCTION courses_sync_name_words() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_name_words (word)
  SELECT course_name_words_of(NEW.search_terms)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER courses_name_words ON courses;
--> statement-breakpoint
CREATE TRIGGER courses_name_words
AFTER INSERT OR UPDATE OF name, aliases, category_id, level_id, search_terms ON courses
FOR EACH ROW EXECUTE FUNCTION courses_sync_name_words();
--> statement-breakpoint
UPDATE courses SET search_terms = course_search_terms(name, aliases, category_id, level_id);
