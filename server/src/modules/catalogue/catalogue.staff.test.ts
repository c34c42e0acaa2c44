import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogueStaffUrl,
  catalogueUrl,
  DEFAULT_COURSE_IMAGE,
} from '@pariksha/contracts/catalogue-paths';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { withQuery } from '@pariksha/contracts/paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import { createExam, end, start } from '../exams/exams.factories';
import { callAs, createStaff, type CallArgs } from '../admin/admin.factories';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createStaff>>;
let teacher: Awaited<ReturnType<typeof createStaff>>;
let learner: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createStaff(t.app, 'admin');
  teacher = await createStaff(t.app, 'teacher');
  learner = await createUser(t.app);
  await t.app.mediaStore.put('courses/uploaded.png', Buffer.from('png'));
});
afterAll(() => t.close());

const send = (...args: CallArgs) => callAs(t.app, ...args);

async function newCategoryAndLevel() {
  const cat = (
    await send(admin, 'POST', catalogueStaffUrl.categories(), {
      name: 'Kerala PSC',
      nameMl: 'കേരള പി.എസ്.സി',
      description: '',
      descriptionMl: null,
    })
  ).json().data;
  const level = (
    await send(admin, 'POST', catalogueStaffUrl.levels(), { name: 'Degree Level', nameMl: null })
  ).json().data;
  return { cat, level };
}

const courseBody = (categoryId: number, levelId: number, over: Record<string, unknown> = {}) => ({
  categoryId,
  levelId,
  name: 'Secretariat Assistant Crash Course',
  image: '/media/courses/uploaded.png',
  description: 'Twelve weeks.',
  descriptionMl: null,
  highlights: ['12 mock tests'],
  highlightsMl: null,
  language: 'English',
  published: false,
  ...over,
});

describe('courses in the console', () => {
  it('a teacher creates a course learners cannot find until it is published', async () => {
    const { cat, level } = await newCategoryAndLevel();
    const created = await send(
      teacher,
      'POST',
      catalogueStaffUrl.courses(),
      courseBody(cat.id, level.id),
    );
    expect(created.statusCode).toBe(200);
    const course = created.json().data;
    expect(course).toMatchObject({
      published: false,
      dependents: { units: 0, exams: 0, attempts: 0 },
    });

    const asLearner = () => send(learner, 'GET', catalogueUrl.course(course.id));
    const search = async () =>
      (await send(learner, 'GET', catalogueUrl.search('secretariat'))).json().data;
    expect((await asLearner()).statusCode).toBe(404);
    expect(await search()).toEqual([]);

    const unit = await send(teacher, 'POST', catalogueStaffUrl.units(course.id), {
      title: 'Indian Constitution',
      description: 'Articles',
      topics: ['Preamble'],
      titleMl: 'ഇന്ത്യൻ ഭരണഘടന',
      descriptionMl: null,
      topicsMl: null,
    });
    expect(unit.json().data).toMatchObject({
      position: 1,
      titleMl: 'ഇന്ത്യൻ ഭരണഘടന',
      descriptionMl: '',
      topicsMl: [],
    });

    const published = await send(teacher, 'PUT', catalogueStaffUrl.course(course.id), {
      ...courseBody(cat.id, level.id, { published: true }),
      updatedAt: course.updatedAt,
    });
    expect(published.statusCode).toBe(200);
    expect((await asLearner()).statusCode).toBe(200);
    expect((await send(learner, 'GET', catalogueUrl.syllabus(course.id))).json().data).toHaveLength(
      1,
    );
    t.clock.advance(60_000); // the search cache's lifetime
    expect(await search()).toEqual([expect.objectContaining({ id: course.id })]);

    const audit = (
      await send(admin, 'GET', adminUrl.audit({ entity: 'course', entityId: course.id }))
    ).json().data;
    expect(audit.map((e: { action: string }) => e.action)).toEqual(['publish', 'create']);
    expect(audit[0]).toMatchObject({
      actorEmail: teacher.email,
      before: { published: false },
      after: { published: true },
    });
  });

  it('two editors of one course: the second sees a conflict instead of overwriting', async () => {
    const { cat, level } = await newCategoryAndLevel();
    const course = (
      await send(teacher, 'POST', catalogueStaffUrl.courses(), courseBody(cat.id, level.id))
    ).json().data;
    const first = await send(teacher, 'PUT', catalogueStaffUrl.course(course.id), {
      ...courseBody(cat.id, level.id, { name: 'First edit' }),
      updatedAt: course.updatedAt,
    });
    expect(first.statusCode).toBe(200);
    const second = await send(admin, 'PUT', catalogueStaffUrl.course(course.id), {
      ...courseBody(cat.id, level.id, { name: 'Second edit' }),
      updatedAt: course.updatedAt,
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toMatchObject({
      code: 'CONFLICT',
      details: { updatedAt: first.json().data.updatedAt },
    });
    expect((await send(admin, 'GET', catalogueStaffUrl.course(course.id))).json().data.name).toBe(
      'First edit',
    );
  });

  it('a course created without an image shows learners the default cover until one is uploaded', async () => {
    const { cat, level } = await newCategoryAndLevel();
    const created = await send(
      teacher,
      'POST',
      catalogueStaffUrl.courses(),
      courseBody(cat.id, level.id, { image: '', published: true }),
    );
    expect(created.statusCode).toBe(200);
    const course = created.json().data;
    expect(course.image).toBe(DEFAULT_COURSE_IMAGE);
    const seen = async () =>
      (await send(learner, 'GET', catalogueUrl.course(course.id))).json().data.course_image;
    expect(await seen()).toBe(DEFAULT_COURSE_IMAGE);

    // Its own image, uploaded later, replaces the cover; sent empty again, the cover is back.
    const uploaded = await send(teacher, 'PUT', catalogueStaffUrl.course(course.id), {
      ...courseBody(cat.id, level.id, { published: true }),
      updatedAt: course.updatedAt,
    });
    expect(uploaded.statusCode).toBe(200);
    expect(await seen()).toBe('/media/courses/uploaded.png');
    const cleared = await send(teacher, 'PUT', catalogueStaffUrl.course(course.id), {
      ...courseBody(cat.id, level.id, { image: '', published: true }),
      updatedAt: uploaded.json().data.updatedAt,
    });
    expect(cleared.json().data.image).toBe(DEFAULT_COURSE_IMAGE);
    expect(await seen()).toBe(DEFAULT_COURSE_IMAGE);
  });

  it('refuses what would break learners: bad fields by name, an image never uploaded, unknown ids', async () => {
    const { cat, level } = await newCategoryAndLevel();
    const bad = await send(
      teacher,
      'POST',
      catalogueStaffUrl.courses(),
      courseBody(cat.id, level.id, { name: '  ', image: '/media/courses/none.png' }),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toEqual([expect.objectContaining({ field: 'name' })]);
    const image = await send(
      teacher,
      'POST',
      catalogueStaffUrl.courses(),
      courseBody(cat.id, level.id, { image: '/media/courses/none.png' }),
    );
    expect(image.json().error.details).toEqual([expect.objectContaining({ field: 'image' })]);
    const outside = await send(
      teacher,
      'POST',
      catalogueStaffUrl.courses(),
      courseBody(cat.id, level.id, { image: '/media/../secret' }),
    );
    expect(outside.statusCode).toBe(400);
    const level404 = await send(
      teacher,
      'POST',
      catalogueStaffUrl.courses(),
      courseBody(cat.id, 999_999),
    );
    expect(level404.json().error.details).toEqual([expect.objectContaining({ field: 'levelId' })]);
    expect((await send(teacher, 'GET', catalogueStaffUrl.course(999999))).statusCode).toBe(404);
    expect(
      (
        await send(teacher, 'PUT', catalogueStaffUrl.unit(999999), {
          title: 'x',
          description: '',
          topics: [],
          titleMl: null,
          descriptionMl: null,
          topicsMl: null,
          updatedAt: new Date().toISOString(),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('deleting a course learners have used says what depends on it and needs confirming', async () => {
    const { course, examId } = await createExamCourse();
    const taker = await createUser(t.app);
    const { attemptId } = await start(t.app, taker, examId);
    await end(t.app, taker, attemptId);
    const refused = await send(teacher, 'DELETE', catalogueStaffUrl.course(course));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/1 exams, 1 attempts/);
    expect(refused.json().error.details.dependents).toMatchObject({ exams: 1, attempts: 1 });
    expect(
      (
        await send(
          teacher,
          'DELETE',
          withQuery(catalogueStaffUrl.course(course), { confirm: true }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await send(teacher, 'GET', catalogueStaffUrl.course(course))).statusCode).toBe(404);
  });
});

async function createExamCourse() {
  const exam = await createExam(t.app);
  return { course: exam.courseId, examId: exam.id };
}

describe('categories, levels and order', () => {
  it('a category with courses cannot go; an empty one can; units take a new order', async () => {
    const { cat, level } = await newCategoryAndLevel();
    const course = (
      await send(teacher, 'POST', catalogueStaffUrl.courses(), courseBody(cat.id, level.id))
    ).json().data;
    expect((await send(admin, 'DELETE', catalogueStaffUrl.category(cat.id))).statusCode).toBe(409);

    const unit = (title: string) =>
      send(teacher, 'POST', catalogueStaffUrl.units(course.id), {
        title,
        description: '',
        topics: [],
        titleMl: null,
        descriptionMl: null,
        topicsMl: null,
      });
    const ids = [];
    for (const title of ['One', 'Two', 'Three']) ids.push((await unit(title)).json().data.id);
    const reversed = [...ids].reverse();
    expect(
      (await send(teacher, 'PUT', catalogueStaffUrl.unitsOrder(course.id), { ids: reversed }))
        .statusCode,
    ).toBe(200);
    const units = (await send(teacher, 'GET', catalogueStaffUrl.units(course.id))).json().data;
    expect(units.map((u: { title: string }) => u.title)).toEqual(['Three', 'Two', 'One']);
    expect(
      (
        await send(teacher, 'PUT', catalogueStaffUrl.unitsOrder(course.id), {
          ids: [ids[0], ids[0], ids[1]],
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await send(teacher, 'PUT', catalogueStaffUrl.categoriesOrder(), { ids: [cat.id] }))
        .statusCode,
    ).toBe(403);

    expect(
      (
        await send(
          teacher,
          'DELETE',
          withQuery(catalogueStaffUrl.course(course.id), { confirm: true }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await send(admin, 'DELETE', catalogueStaffUrl.category(cat.id))).statusCode).toBe(200);
    expect((await send(admin, 'DELETE', catalogueStaffUrl.level(level.id))).statusCode).toBe(200);
  });
});
