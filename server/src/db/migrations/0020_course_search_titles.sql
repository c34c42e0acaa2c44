CREATE TABLE "course_search_titles" (
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"title" text NOT NULL,
	"title_ml" text,
	"search_text" text GENERATED ALWAYS AS (' ' || regexp_replace(lower(title || coalesce(' ' || title_ml, '')), '[[:space:]]+', ' ', 'g')) STORED,
	CONSTRAINT "course_search_titles_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "course_search_titles_kind" CHECK ("course_search_titles"."kind" in ('unit', 'class', 'live', 'test', 'document'))
);
--> statement-breakpoint
CREATE INDEX "course_search_titles_trgm_idx" ON "course_search_titles" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Course search finds a course by the titles of what is inside it: its syllabus units, and its
-- published recorded classes, live classes, tests and documents. course_search_titles holds
-- those titles (English and Malayalam), kept by the triggers below whichever writer changes them;
-- an unpublished item has no row, and search reads only rows of published courses (the rule of
-- server/src/lib/visible.ts: published, in a published course).
CREATE OR REPLACE FUNCTION course_search_titles_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  item jsonb;
  course integer;
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM course_search_titles WHERE kind = TG_ARGV[0] AND item_id = OLD.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN NULL;
  END IF;
  -- The five tables differ in their columns: read them by name (units have no published flag,
  -- tests no Malayalam title, a recorded class reaches its course through its unit).
  item := to_jsonb(NEW);
  IF NOT coalesce((item->>'published')::boolean, true) THEN
    RETURN NULL;
  END IF;
  course := (item->>'course_id')::integer;
  IF course IS NULL THEN
    SELECT u.course_id INTO course FROM syllabus_units u
    WHERE u.id = (item->>'syllabus_unit_id')::integer;
  END IF;
  INSERT INTO course_search_titles (kind, item_id, course_id, title, title_ml)
  VALUES (TG_ARGV[0], NEW.id, course, item->>'title', item->>'title_ml');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER syllabus_units_search_titles
AFTER INSERT OR DELETE OR UPDATE OF title, title_ml, course_id ON syllabus_units
FOR EACH ROW EXECUTE FUNCTION course_search_titles_sync('unit');
--> statement-breakpoint
CREATE TRIGGER recorded_classes_search_titles
AFTER INSERT OR DELETE OR UPDATE OF title, title_ml, published, syllabus_unit_id ON recorded_classes
FOR EACH ROW EXECUTE FUNCTION course_search_titles_sync('class');
--> statement-breakpoint
CREATE TRIGGER live_classes_search_titles
AFTER INSERT OR DELETE OR UPDATE OF title, title_ml, published, course_id ON live_classes
FOR EACH ROW EXECUTE FUNCTION course_search_titles_sync('live');
--> statement-breakpoint
CREATE TRIGGER exams_search_titles
AFTER INSERT OR DELETE OR UPDATE OF title, published, course_id ON exams
FOR EACH ROW EXECUTE FUNCTION course_search_titles_sync('test');
--> statement-breakpoint
CREATE TRIGGER materials_search_titles
AFTER INSERT OR DELETE OR UPDATE OF title, title_ml, published, course_id ON materials
FOR EACH ROW EXECUTE FUNCTION course_search_titles_sync('document');
--> statement-breakpoint
INSERT INTO course_search_titles (kind, item_id, course_id, title, title_ml)
SELECT 'unit', id, course_id, title, title_ml FROM syllabus_units
UNION ALL
SELECT 'class', rc.id, u.course_id, rc.title, rc.title_ml
FROM recorded_classes rc JOIN syllabus_units u ON u.id = rc.syllabus_unit_id WHERE rc.published
UNION ALL
SELECT 'live', id, course_id, title, title_ml FROM live_classes WHERE published
UNION ALL
SELECT 'test', id, course_id, title, NULL FROM exams WHERE published
UNION ALL
SELECT 'document', id, course_id, title, title_ml FROM materials WHERE published;
--> statement-breakpoint
-- Every node keeps recent search answers (SearchCache): tell them when what search reads
-- changes, so none answers from before a rename, a publication or a removal.
CREATE OR REPLACE FUNCTION course_search_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('course_search', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER course_search_titles_changed
AFTER INSERT OR UPDATE OR DELETE ON course_search_titles
FOR EACH STATEMENT EXECUTE FUNCTION course_search_changed();
--> statement-breakpoint
CREATE TRIGGER courses_search_changed
AFTER INSERT OR DELETE OR UPDATE OF name, image, published, aliases, category_id, level_id, search_terms
ON courses
FOR EACH STATEMENT EXECUTE FUNCTION course_search_changed();
--> statement-breakpoint
CREATE TRIGGER categories_search_changed
AFTER DELETE OR UPDATE OF name, name_ml, aliases ON categories
FOR EACH STATEMENT EXECUTE FUNCTION course_search_changed();
--> statement-breakpoint
CREATE TRIGGER levels_search_changed
AFTER DELETE OR UPDATE OF name, name_ml, aliases ON levels
FOR EACH STATEMENT EXECUTE FUNCTION course_search_changed();
