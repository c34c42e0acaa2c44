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

/** Most classes home's "continue learning" lists. */
const IN_PROGRESS_LIMIT = 6;

export async function classesOfCourse(
  db: Db,
  userId: string,
  courseId: number,
  unitId?: number,
): Promise<ClassesOfCourse> {
  const [name, units, rows] = await Promise.all([
    publishedCourseName(db, courseId),
    repo.unitsOfCourse(db, courseId, unitId),
    repo.classesOfCourse(db, userId, courseId, unitId),
  ]);
  if (name === null) throw AppError.notFound('Course');
  if (unitId !== undefined && units.length === 0) throw AppError.notFound('Syllabus unit');
  const classes = rows.map(presentClassSummary);
  // By the instant, milliseconds included: two saves within a second still come in order.
  const at = (r: (typeof rows)[number]) => r.updatedAt!.getTime();
  const latest = rows
    .filter((r) => r.updatedAt !== null && r.watchedAt === null)
    .sort((a, b) => at(b) - at(a))[0];
  return {
    course: { id: courseId, course_name: name },
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

export async function classById(db: Db, userId: string, id: number): Promise<RecordedClass> {
  const row = await repo.findClass(db, userId, id);
  if (!row) throw AppError.notFound('Class');
  return presentClass(row, await repo.neighbours(db, row.unitId, row.position));
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
  const position = storedPosition(body.positionSeconds, duration);
  if (position === null) {
    throw AppError.validation('positionSeconds', `Past the end of the class (${duration} s)`);
  }
  const now = clock.now();
  const saved = await repo.saveProgress(db, userId, id, {
    positionSeconds: position,
    positionAt: readAt(body.clientTime, now),
    watchedFrom: watchedFrom(duration),
    now,
  });
  return classProgress(saved, duration);
}

export async function classesInProgress(db: Db, userId: string): Promise<ClassInProgress[]> {
  const rows = await repo.classesInProgress(db, userId, IN_PROGRESS_LIMIT);
  return rows.map(presentClassInProgress);
}

/** Per course: its published classes and how many of them the learner has watched. */
export function classProgressByCourse(db: Db, userId: string, courseIds: number[]) {
  return repo.classCountsByCourse(db, userId, courseIds);
}
