import type { Material, MaterialOfCourse } from '@pariksha/contracts/material';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import * as repo from './material.repository';
import { groupByUnit, presentDocument } from './material.presenter';
import { publishedCourseName } from '../../lib/visible';
import { accessOfCourses, accessState, assertMayOpen } from '../enrolment/enrolment.service';

export async function materialOfCourse(
  db: Db,
  userId: string,
  courseId: number,
  now: Date,
): Promise<MaterialOfCourse> {
  const [name, rows, access] = await Promise.all([
    publishedCourseName(db, courseId),
    repo.documentsOfCourse(db, userId, courseId),
    accessOfCourses(db, [courseId], userId, now),
  ]);
  if (name === null) throw AppError.notFound('Course');
  return {
    course: { id: courseId, course_name: name, access: access.state(courseId) },
    groups: groupByUnit(rows, (r) => access.item(courseId, 'material', r.id)),
  };
}

export async function documentById(
  db: Db,
  userId: string,
  id: number,
  now: Date,
): Promise<Material> {
  const row = await repo.findDocument(db, userId, id);
  if (!row) throw AppError.notFound('Document');
  const e = await assertMayOpen(db, 'material', id, userId, now);
  return presentDocument(row, { access: accessState(e), preview: e.preview });
}

export async function saveLastPage(db: Db, clock: Clock, userId: string, id: number, page: number) {
  const pages = await repo.pagesOf(db, id);
  if (pages === null) throw AppError.notFound('Document');
  await assertMayOpen(db, 'material', id, userId, clock.now());
  if (page > pages) throw AppError.validation('page', `The document has ${pages} pages`);
  const saved = await repo.saveLastPage(db, userId, id, page, clock.now());
  return { lastPage: saved.lastPage, updatedAt: saved.updatedAt.toISOString() };
}
