import { eq } from 'drizzle-orm';
import type {
  CategoryInput,
  CourseInput,
  Dependents,
  LevelInput,
  UnitInput,
} from '@pariksha/contracts/catalogue';
import { DEFAULT_COURSE_IMAGE } from '@pariksha/contracts/catalogue-paths';
import { ErrorCode } from '@pariksha/contracts/errors';
import type { Db } from '../../db/client';
import { categories, courses, levels, syllabusUnits } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isMediaKey, type MediaStore } from '../../lib/media-store';
import { mediaOfHolder, withdrawMedia } from '../media/media.service';
import { recordChange, type Actor } from '../../lib/audit';
import * as repo from './catalogue.staff.repository';
import { renumberQuestions } from '../exams/exams.staff.service';
import {
  presentCategory,
  presentCourse,
  presentLevel,
  presentUnit,
} from './catalogue.staff.presenter';
import { updateVersioned } from '../../lib/versioned';
import { courseAccess } from '../enrolment/enrolment.staff.service';

type Versioned<T> = T & { updatedAt: string };

export async function catalogue(db: Db) {
  const [cats, levs] = await Promise.all([repo.listCategories(db), repo.listLevels(db)]);
  return { categories: cats.map(presentCategory), levels: levs.map(presentLevel) };
}

/* ─── categories and levels (admins) ─── */

const ml = (v: string | null | undefined) => (v?.trim() ? v.trim() : null);

export function createCategory(db: Db, actor: Actor, input: CategoryInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(categories)
      .values({
        ...input,
        nameMl: ml(input.nameMl),
        descriptionMl: ml(input.descriptionMl),
        slug: await repo.freeSlug(tx, 'categories', input.name),
        position: await repo.nextPosition(tx, 'categories'),
      })
      .returning();
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'category',
      entityId: row!.id,
      after: row,
    });
    return presentCategory({ ...row!, courseCount: 0 });
  });
}

export function updateCategory(db: Db, actor: Actor, id: number, input: Versioned<CategoryInput>) {
  return db.transaction(async (tx) => {
    const { updatedAt, ...values } = input;
    const change = await updateVersioned(
      tx,
      categories,
      id,
      updatedAt,
      {
        ...values,
        nameMl: ml(values.nameMl),
        descriptionMl: ml(values.descriptionMl),
      },
      'Category',
    );
    await recordChange(tx, actor, {
      action: 'update',
      entity: 'category',
      entityId: id,
      ...change,
    });
    return presentCategory((await repo.listCategories(tx)).find((c) => c.id === id)!);
  });
}

export function createLevel(db: Db, actor: Actor, input: LevelInput) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(levels)
      .values({
        name: input.name,
        nameMl: ml(input.nameMl),
        slug: await repo.freeSlug(tx, 'levels', input.name),
        position: await repo.nextPosition(tx, 'levels'),
      })
      .returning();
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'level',
      entityId: row!.id,
      after: row,
    });
    return presentLevel({ ...row!, courseCount: 0 });
  });
}

export function updateLevel(db: Db, actor: Actor, id: number, input: Versioned<LevelInput>) {
  return db.transaction(async (tx) => {
    const change = await updateVersioned(
      tx,
      levels,
      id,
      input.updatedAt,
      {
        name: input.name,
        nameMl: ml(input.nameMl),
      },
      'Level',
    );
    await recordChange(tx, actor, { action: 'update', entity: 'level', entityId: id, ...change });
    return presentLevel((await repo.listLevels(tx)).find((l) => l.id === id)!);
  });
}

/**
 * A category or level goes only when no course is in it (courses are never deleted by this); a
 * category's articles and videos go with it, and then their files.
 */
export async function deleteCategoryOrLevel(
  db: Db,
  media: MediaStore,
  actor: Actor,
  entity: 'category' | 'level',
  id: number,
) {
  const table = entity === 'category' ? categories : levels;
  const files = await db.transaction(async (tx) => {
    const rows = entity === 'category' ? await repo.listCategories(tx) : await repo.listLevels(tx);
    const found = rows.find((r) => r.id === id);
    if (!found) throw AppError.notFound(entity === 'category' ? 'Category' : 'Level');
    if (found.courseCount > 0)
      throw new AppError(
        ErrorCode.CONFLICT,
        `${found.courseCount} course(s) are in this ${entity}: move or delete them first`,
        { courses: found.courseCount },
      );
    const files = entity === 'category' ? await mediaOfHolder(tx, { category: id }) : [];
    await tx.delete(table).where(eq(table.id, id));
    await recordChange(tx, actor, { action: 'delete', entity, entityId: id, before: found });
    return files;
  });
  await withdrawMedia(db, media, files);
}

/* ─── courses ─── */

/**
 * The image a course stores: the one it has, an uploaded course image (`/media/courses/…`), which
 * must exist, or, when none is given, the default cover. Anything else would show learners a
 * broken picture.
 */
async function courseImage(media: MediaStore, image: string, current?: string) {
  if (image === current) return image;
  if (image === '' || image === DEFAULT_COURSE_IMAGE) return DEFAULT_COURSE_IMAGE;
  const key = image.replace(/^\/media\//, '');
  const ok =
    image.startsWith('/media/courses/') && isMediaKey(key) && (await media.get(key)) !== null;
  if (!ok) throw AppError.validation('image', 'Upload the course image first, then choose it');
  return image;
}

async function checkTarget(db: Db, input: CourseInput) {
  const [cats, levs] = await Promise.all([repo.listCategories(db), repo.listLevels(db)]);
  if (!cats.some((c) => c.id === input.categoryId))
    throw AppError.validation('categoryId', 'There is no such exam category');
  if (!levs.some((l) => l.id === input.levelId))
    throw AppError.validation('levelId', 'There is no such level');
}

const courseValues = (input: CourseInput) => ({
  ...input,
  descriptionMl: ml(input.descriptionMl),
  highlightsMl: input.highlightsMl?.length ? input.highlightsMl : null,
});

export async function listCourses(db: Db, filter: repo.CourseFilter) {
  return (await repo.listCourses(db, filter)).map(presentCourse);
}

export async function getCourse(db: Db, id: number) {
  const row = await repo.findCourse(db, id);
  if (!row) throw AppError.notFound('Course');
  return presentCourse(row);
}

export async function createCourse(db: Db, media: MediaStore, actor: Actor, input: CourseInput) {
  await checkTarget(db, input);
  const image = await courseImage(media, input.image);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(courses)
      .values({
        ...courseValues({ ...input, image }),
        slug: await repo.freeSlug(tx, 'courses', input.name),
      })
      .returning();
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'course',
      entityId: row!.id,
      after: row,
    });
    return presentCourse((await repo.findCourse(tx, row!.id))!);
  });
}

export async function updateCourse(
  db: Db,
  media: MediaStore,
  actor: Actor,
  id: number,
  input: Versioned<CourseInput>,
) {
  const { updatedAt, ...given } = input;
  const current = await repo.findCourse(db, id);
  if (!current) throw AppError.notFound('Course');
  await checkTarget(db, given);
  const values = { ...given, image: await courseImage(media, given.image, current.image) };
  const updated = await db.transaction(async (tx) => {
    const change = await updateVersioned(
      tx,
      courses,
      id,
      updatedAt,
      courseValues(values),
      'Course',
    );
    const action =
      change.before.published === change.after.published
        ? 'update'
        : values.published
          ? 'publish'
          : 'unpublish';
    await recordChange(tx, actor, { action, entity: 'course', entityId: id, ...change });
    return presentCourse((await repo.findCourse(tx, id))!);
  });
  // An image replaced by another is withdrawn like one deleted.
  if (values.image !== current.image) await withdrawMedia(db, media, [current.image]);
  return updated;
}

const said = (d: Dependents) =>
  Object.entries(d)
    .filter(([, n]) => n > 0)
    .map(([what, n]) => `${n} ${what.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`)}`)
    .join(', ');

/**
 * Deletes a course and everything in it; when learners have anything of it, only if confirmed.
 * Then the files of all of it leave the store (those no other row names).
 */
export async function deleteCourse(
  db: Db,
  media: MediaStore,
  actor: Actor,
  id: number,
  confirmed: boolean,
) {
  const files = await db.transaction(async (tx) => {
    const row = await repo.findCourse(tx, id);
    if (!row) throw AppError.notFound('Course');
    const { dependents } = presentCourse(row);
    if (!confirmed && Object.values(dependents).some((n) => n > 0))
      throw new AppError(
        ErrorCode.CONFLICT,
        `This course has ${said(dependents)}. Deleting it deletes them too; confirm to go on.`,
        { dependents },
      );
    const files = await mediaOfHolder(tx, { course: id });
    await tx.delete(courses).where(eq(courses.id, id));
    await recordChange(tx, actor, {
      action: 'delete',
      entity: 'course',
      entityId: id,
      before: row,
    });
    return files;
  });
  await withdrawMedia(db, media, files);
}

/* ─── syllabus units ─── */

const unitValues = (input: UnitInput) => {
  const hasMl = Boolean(input.titleMl?.trim());
  return {
    ...input,
    // The database keeps a unit's Malayalam whole or not at all.
    titleMl: hasMl ? input.titleMl!.trim() : null,
    descriptionMl: hasMl ? (input.descriptionMl ?? '') : null,
    topicsMl: hasMl ? (input.topicsMl ?? []) : null,
  };
};

export async function listUnits(db: Db, courseId: number) {
  if (!(await repo.findCourse(db, courseId))) throw AppError.notFound('Course');
  return (await repo.listUnits(db, courseId)).map(presentUnit);
}

export function createUnit(db: Db, actor: Actor, courseId: number, input: UnitInput) {
  return db.transaction(async (tx) => {
    if (!(await repo.findCourse(tx, courseId))) throw AppError.notFound('Course');
    const [row] = await tx
      .insert(syllabusUnits)
      .values({
        ...unitValues(input),
        courseId,
        position: await repo.nextUnitPosition(tx, courseId),
      })
      .returning();
    await recordChange(tx, actor, {
      action: 'create',
      entity: 'unit',
      entityId: row!.id,
      after: row,
    });
    return presentUnit((await repo.findUnit(tx, row!.id))!);
  });
}

export function updateUnit(db: Db, actor: Actor, id: number, input: Versioned<UnitInput>) {
  return db.transaction(async (tx) => {
    const { updatedAt, ...values } = input;
    const change = await updateVersioned(
      tx,
      syllabusUnits,
      id,
      updatedAt,
      unitValues(values),
      'Unit',
    );
    await recordChange(tx, actor, { action: 'update', entity: 'unit', entityId: id, ...change });
    return presentUnit((await repo.findUnit(tx, id))!);
  });
}

/** Deletes a unit with its classes (and then their files); its documents stay, course-wide. */
export async function deleteUnit(
  db: Db,
  media: MediaStore,
  actor: Actor,
  id: number,
  confirmed: boolean,
) {
  const files = await db.transaction(async (tx) => {
    const row = await repo.findUnit(tx, id);
    if (!row) throw AppError.notFound('Unit');
    if (!confirmed && row.classes + row.materials > 0)
      throw new AppError(
        ErrorCode.CONFLICT,
        `This unit has ${row.classes} recorded class(es) and ${row.materials} document(s). Deleting it deletes them too; confirm to go on.`,
        { dependents: { classes: row.classes, materials: row.materials } },
      );
    const files = await mediaOfHolder(tx, { unit: id });
    await tx.delete(syllabusUnits).where(eq(syllabusUnits.id, id));
    await recordChange(tx, actor, { action: 'delete', entity: 'unit', entityId: id, before: row });
    return files;
  });
  await withdrawMedia(db, media, files);
}

/* ─── order ─── */

/** Puts a list in a new order: `ids` must be exactly its items, each once. */
export function reorder(
  db: Db,
  actor: Actor,
  list: repo.OrderedList,
  parentId: number,
  ids: number[],
) {
  return db.transaction(async (tx) => {
    if (!(await repo.parentExists(tx, list, parentId)))
      throw AppError.notFound(list === 'questions' ? 'Exam' : 'Course');
    const current = await repo.idsInOrder(tx, list, parentId);
    const same =
      ids.length === current.length &&
      new Set(ids).size === ids.length &&
      ids.every((id) => current.includes(id));
    if (!same)
      throw AppError.validation(
        'ids',
        `Send the list's ${current.length} items, each once, in their new order`,
      );
    await repo.writeOrder(tx, list, parentId, ids);
    // A paper shows each section's questions together: the new order within each section.
    if (list === 'questions') await renumberQuestions(tx, parentId);
    const after = await repo.idsInOrder(tx, list, parentId);
    await recordChange(tx, actor, {
      action: 'reorder',
      entity: list,
      entityId: parentId,
      before: current,
      after,
    });
    return after;
  });
}

/**
 * Makes a course free or restricted (decision 025): the course row's one writer is this module.
 * Answers the course's access and previews as the console shows them.
 */
export function setCourseAccess(
  db: Db,
  actor: Actor,
  courseId: number,
  access: 'free' | 'restricted',
) {
  return db.transaction(async (tx) => {
    const before = await repo.setCourseAccess(tx, courseId, access);
    if (before === undefined) throw AppError.notFound('Course');
    if (before !== access)
      await recordChange(tx, actor, {
        action: 'set-access',
        entity: 'course',
        entityId: courseId,
        before: { access: before },
        after: { access },
      });
    return courseAccess(tx, courseId);
  });
}
