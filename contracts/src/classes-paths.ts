/*
 * The recorded-classes API's paths, free of zod: the class screens and home import them without
 * bundling the schema library. `classes.ts` re-exports them.
 */

export const ClassPaths = {
  /** The classes of a course by syllabus unit; `?syllabus_id=` keeps one unit. */
  ofCourse: '/api/recordedclass/:courseId',
  byId: '/api/recordedclassById/:id',
  /** PUT {positionSeconds}: where the learner is in the class. */
  progress: '/api/recordedclassById/:id/progress',
  /** The learner's classes in progress, most recent first (home's "continue learning"). */
  inProgress: '/api/recordedclasses/continue',
} as const;

/** Ids arrive as numbers from responses and as strings from route parameters. */
type Id = number | string;

export const classUrl = {
  ofCourse: (courseId: Id, syllabusId?: Id) =>
    `/api/recordedclass/${courseId}${syllabusId === undefined ? '' : `?syllabus_id=${syllabusId}`}`,
  byId: (id: Id) => `/api/recordedclassById/${id}`,
  progress: (id: Id) => `/api/recordedclassById/${id}/progress`,
  inProgress: () => ClassPaths.inProgress,
};

/** A class counts as watched once the learner has reached this share of it. */
export const WATCHED_SHARE = 0.9;
/** The player saves the position this often while playing (and on pause, seek and leaving). */
export const PROGRESS_SAVE_SECONDS = 10;
