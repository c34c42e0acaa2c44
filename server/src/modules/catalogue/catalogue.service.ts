import {
  type Category,
  type CategoryLevelCourses,
  type Course,
  type CourseCounts,
  type CourseSummary,
  type SyllabusUnit,
} from '@pariksha/contracts/catalogue';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { classesOfCourse as liveClassesOfCourse } from '../live/live.service';
import { accessOfCourses } from '../enrolment/enrolment.service';
import * as repo from './catalogue.repository';
import { hasActivity, progressByCourse } from './course-progress';
import { presentCourse, presentCourseSummary, presentSyllabusUnit } from './catalogue.presenter';

/** Most courses the home page's "continue learning" lists. */
const CONTINUE_LIMIT = 6;

export async function categoriesWithLevels(db: Db): Promise<Category[]> {
  const [cats, pairs] = await Promise.all([
    repo.listCategories(db),
    repo.listLevelsWithCourses(db),
  ]);
  return cats.map((c) => ({
    ...c,
    levels: pairs
      .filter((p) => p.categoryId === c.id)
      .map((p) => ({
        id: p.id,
        name: p.name,
        nameMl: p.nameMl,
        slug: p.slug,
        courseCount: Number(p.courseCount),
      })),
  }));
}

/** Course cards with the learner's progress and access: one batched query of each. */
async function withProgress(db: Db, userId: string, rows: repo.CourseRow[], now: Date) {
  const ids = rows.map((r) => r.id);
  const [progress, access] = await Promise.all([
    progressByCourse(db, userId, ids),
    accessOfCourses(db, ids, userId, now),
  ]);
  return rows.map((r) => presentCourseSummary(r, progress.get(r.id)!, access.state(r.id)));
}

export async function coursesOfCategoryLevel(
  db: Db,
  userId: string,
  categoryId: number,
  levelId: number,
  now: Date,
): Promise<CategoryLevelCourses> {
  const [category, level] = await Promise.all([
    repo.findCategory(db, categoryId),
    repo.findLevel(db, levelId),
  ]);
  if (!category) throw AppError.notFound('Category');
  if (!level) throw AppError.notFound('Level');
  const rows = await repo.listCoursesOf(db, categoryId, levelId);
  return { category, level, courses: await withProgress(db, userId, rows, now) };
}

/** Courses the learner has started and may still open, furthest along first. */
export async function continueLearning(
  db: Db,
  userId: string,
  now: Date,
): Promise<CourseSummary[]> {
  const ids = (await repo.listAllCourseIds(db)).map((r) => r.id);
  const progress = await progressByCourse(db, userId, ids);
  const active = ids.filter((id) => hasActivity(progress.get(id)!));
  const access = await accessOfCourses(db, active, userId, now);
  const opens = (id: number) => ['free', 'enrolled'].includes(access.state(id).kind);
  const started = active
    .filter(opens)
    .sort((a, b) => progress.get(b)!.percent - progress.get(a)!.percent || a - b)
    .slice(0, CONTINUE_LIMIT);
  const rows = await repo.listCoursesByIds(db, started);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return started.map((id) =>
    presentCourseSummary(byId.get(id)!, progress.get(id)!, access.state(id)),
  );
}

export async function courseById(
  db: Db,
  clock: Clock,
  userId: string,
  id: number,
): Promise<Course> {
  const row = await repo.findCourse(db, id);
  if (!row) throw AppError.notFound('Course');
  const [progress, counts, access] = await Promise.all([
    progressByCourse(db, userId, [id]),
    countsOf(db, clock, userId, id),
    accessOfCourses(db, [id], userId, clock.now()),
  ]);
  return presentCourse(row, progress.get(id)!, counts, access.state(id));
}

/** What learners can open in a course; its live classes as its live list groups them now. */
async function countsOf(db: Db, clock: Clock, userId: string, id: number): Promise<CourseCounts> {
  const [content, live] = await Promise.all([
    repo.visibleContentCounts(db, id),
    liveClassesOfCourse(db, clock, userId, id),
  ]);
  return { ...content, liveNow: live.live.length, upcomingLive: live.upcoming.length };
}

export async function syllabusOf(db: Db, courseId: number): Promise<SyllabusUnit[]> {
  const [exists, units] = await Promise.all([
    repo.courseExists(db, courseId),
    repo.listSyllabus(db, courseId),
  ]);
  if (!exists) throw AppError.notFound('Course');
  return units.map(presentSyllabusUnit);
}
