import { fill, withQuery, type Id } from './paths';

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

export const classUrl = {
  ofCourse: (courseId: Id, syllabusId?: Id) =>
    withQuery(fill(ClassPaths.ofCourse, { courseId }), { syllabus_id: syllabusId }),
  byId: (id: Id) => fill(ClassPaths.byId, { id }),
  progress: (id: Id) => fill(ClassPaths.progress, { id }),
  inProgress: () => ClassPaths.inProgress,
};

/** The console's paths (staff): a unit's recorded classes (GET, POST); one class (PUT, DELETE). */
export const ClassStaffPaths = {
  recordedClasses: '/api/admin/units/:id/classes',
  recordedClass: '/api/admin/classes/:id',
} as const;

export const classStaffUrl = {
  recordedClasses: (unitId: Id) => fill(ClassStaffPaths.recordedClasses, { id: unitId }),
  recordedClass: (id: Id) => fill(ClassStaffPaths.recordedClass, { id }),
};

/** A class counts as watched once the learner has reached this share of it. */
export const WATCHED_SHARE = 0.9;
/** The player saves the position this often while playing (and on pause, seek and leaving). */
export const PROGRESS_SAVE_SECONDS = 10;
