-- Search keeps whether a course is restricted with its hits (SearchCache): every node forgets
-- them when a course's access changes, as it does when its name or publication changes.
DROP TRIGGER courses_search_changed ON courses;
--> statement-breakpoint
CREATE TRIGGER courses_search_changed
AFTER INSERT OR DELETE OR UPDATE OF name, image, published, aliases, category_id, level_id, search_terms, access
ON courses
FOR EACH STATEMENT EXECUTE FUNCTION course_search_changed();
