import type {
  ClassInProgress,
  ClassProgress,
  ClassesOfCourse,
  RecordedClass,
  SaveClassProgressBody,
} from '@pariksha/contracts/classes';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import * as repo from './classes.repository';
import { classProgress, readAt, storedPosition, watchedFrom } from './classes.rules';
import { presentClass, presentClassInProgress, presentClassSummary } from './classes.presenter';
import { publishedCourseName } from '../../lib/visible';
import { accessOfCourses, accessState, assertMayOpen } from '../enrolment/enrolment.service';

/** Most classes home's "continue learning" lists. */
const IN_PROGRESS_LIMIT = 6;

export async function classesOfCourse(
  db: Db,
  userId: string,
  courseId: number,
  now: Date,
  unitId?: number,
): Promise<ClassesOfCourse> {
  const [name, units, rows, access] = await Promise.all([
    publishedCourseName(db, courseId),
    repo.unitsOfCourse(db, courseId, unitId),
    repo.classesOfCourse(db, userId, courseId, unitId),
    accessOfCourses(db, [courseId], userId, now),
  ]);
  if (name === null) throw AppError.notFound('Course');
  if (unitId !== undefined && units.length === 0) throw AppError.notFound('Syllabus unit');
  const classes = rows.map((r) => presentClassSummary(r, access.item(courseId, 'class', r.id)));
  // By the instant, milliseconds included: two saves within a second still come in order.
  const at = (r: (typeof rows)[number]) => r.updatedAt!.getTime();
  const latest = rows
    .filter((r) => r.updatedAt !== null && r.watchedAt === null)
    .filter((r) => !access.item(courseId, 'class', r.id).locked)
    .sort((a, b) => at(b) - at(a))[0];
  return {
    course: { id: courseId, course_name: name, access: access.state(courseId) },
    units: units.map((u) => ({
      syllabus_id: u.id,
      position: u.position,
      title: u.title,
      titleMl: u.titleMl,
      classes: classes.filter((c) => c.syllabus_id === u.id),
    })),
    continue: classes.find((c) => c.id === latest?.id) ?? null,
  };
}

export async function classById(
  db: Db,
  userId: string,
  id: number,
  now: Date,
): Promise<RecordedClass> {
  const row = await repo.findClass(db, userId, id);
  if (!row) throw AppError.notFound('Class');
  const e = await assertMayOpen(db, 'class', id, userId, now);
  return presentClass(row, await repo.neighbours(db, row.unitId, row.position), {
    access: accessState(e),
    preview: e.preview,
  });
}

export async function saveProgress(
  db: Db,
  clock: Clock,
  userId: string,
  id: number,
  body: SaveClassProgressBody,
): Promise<ClassProgress> {
  const duration = await repo.durationOf(db, id);
  if (duration === null) throw AppError.notFound('Class');
  const now = clock.now();
  await assertMayOpen(db, 'class', id, userId, now);
  const position = storedPosition(body.positionSeconds, duration);
  if (position === null) {
    throw AppError.validation('positionSeconds', `Past the end of the class (${duration} s)`);
  }
  const saved = await repo.saveProgress(db, userId, id, {
    positionSeconds: position,
    positionAt: readAt(body.clientTime, now),
    watchedFrom: watchedFrom(duration),
    now,
  });
  return classProgress(saved, duration);
}

/** Classes the learner is watching and may still open (a course whose access ended drops out). */
export async function classesInProgress(
  db: Db,
  userId: string,
  now: Date,
): Promise<ClassInProgress[]> {
  const rows = await repo.classesInProgress(db, userId, IN_PROGRESS_LIMIT * 5);
  const access = await accessOfCourses(
    db,
    rows.map((r) => r.courseId),
    userId,
    now,
  );
  return rows
    .map((r) => presentClassInProgress(r, access.item(r.courseId, 'class', r.id)))
    .filter((c) => !c.locked)
    .slice(0, IN_PROGRESS_LIMIT);
}

/** Per course: its published classes and how many of them the learner has watched. */
export function classProgressByCourse(db: Db, userId: string, courseIds: number[]) {
  return repo.classCountsByCourse(db, userId, courseIds);
}
