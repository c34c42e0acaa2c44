import type { Material, MaterialOfCourse } from '@pariksha/contracts/material';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/app-error';
import * as repo from './material.repository';
import { groupByUnit, presentDocument } from './material.presenter';
import { publishedCourseName } from '../../lib/visible';

export async function materialOfCourse(
  db: Db,
  userId: string,
  courseId: number,
): Promise<MaterialOfCourse> {
  const [name, rows] = await Promise.all([
    publishedCourseName(db, courseId),
    repo.documentsOfCourse(db, userId, courseId),
  ]);
  if (name === null) throw AppError.notFound('Course');
  return { course: { id: courseId, course_name: name }, groups: groupByUnit(rows) };
}

export async function documentById(db: Db, userId: string, id: number): Promise<Material> {
  const row = await repo.findDocument(db, userId, id);
  if (!row) throw AppError.notFound('Document');
  return presentDocument(row);
}

export async function saveLastPage(db: Db, clock: Clock, userId: string, id: number, page: number) {
  const pages = await repo.pagesOf(db, id);
  if (pages === null) throw AppError.notFound('Document');
  if (page > pages) throw AppError.validation('page', `The document has ${pages} pages`);
  const saved = await repo.saveLastPage(db, userId, id, page, clock.now());
  return { lastPage: saved.lastPage, updatedAt: saved.updatedAt.toISOString() };
}
