import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CourseSearchHit } from '@pariksha/contracts/catalogue';
import { catalogueStaffUrl, catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { liveStaffUrl } from '@pariksha/contracts/live-paths';
import { buildTestApp, createUser, type TestApp } from '../../../test/helper';
import {
  categories,
  courses,
  levels,
  materials,
  recordedClasses,
  syllabusUnits,
} from '../../db/schema/index';
import { seedCatalogue } from '../../seed/catalogue';
import { callAs, createStaff } from '../admin/admin.factories';
import { createCourse, createExam } from '../exams/exams.factories';
import { liveClassInput } from '../live/live.factories';

// Course search finds a course by the titles of what is inside it, after every course found by
// its own names; hits found so say by what.

let t: TestApp;
let learner: Awaited<ReturnType<typeof createUser>>;
let teacher: Awaited<ReturnType<typeof createStaff>>;

const hits = async (query: string) => {
  const res = await callAs(t.app, learner, 'GET', catalogueUrl.search(query));
  expect(res.statusCode).toBe(200);
  return res.json().data as CourseSearchHit[];
};
const names = async (query: string) => (await hits(query)).map((h) => h.course_name);
let position = 100;

/** Changes reach the search cache as a notice from the database: wait for it, never for a while. */
const eventually = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 10_000 });

async function addUnit(courseId: number, title: string, titleMl: string | null = null) {
  const [unit] = await t.app.db
    .insert(syllabusUnits)
    .values({
      courseId,
      position: ++position,
      title,
      ...(titleMl && { titleMl, descriptionMl: '', topicsMl: [] }),
    })
    .returning();
  return unit!;
}

async function addClass(
  unitId: number,
  title: string,
  over: { published?: boolean; titleMl?: string } = {},
) {
  const [row] = await t.app.db
    .insert(recordedClasses)
    .values({
      syllabusUnitId: unitId,
      position: ++position,
      title,
      teacher: 'Teacher',
      durationSeconds: 600,
      video: 'classes/x/video.mp4',
      ...over,
    })
    .returning();
  return row!;
}

async function addDocument(courseId: number, title: string, over: { published?: boolean } = {}) {
  const [row] = await t.app.db
    .insert(materials)
    .values({
      courseId,
      position: ++position,
      title,
      file: 'material/x.pdf',
      pages: 3,
      sizeBytes: 1000,
      ...over,
    })
    .returning();
  return row!;
}

let course: { id: number; name: string };
let unit: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  await seedCatalogue(t.app);
  learner = await createUser(t.app);
  teacher = await createStaff(t.app, 'teacher');
  const [cat] = await t.app.db.select().from(categories).where(eq(categories.slug, 'upsc'));
  const [lvl] = await t.app.db.select().from(levels).where(eq(levels.slug, 'degree-level'));
  await t.app.db.insert(courses).values({
    name: 'History Olympiad',
    slug: 'history-olympiad',
    categoryId: cat!.id,
    levelId: lvl!.id,
    image: '/media/courses/upsc-csat.svg',
  });
  course = await createCourse(t.app);
  unit = await addUnit(course.id, 'Orchestra Basics');
});
afterAll(() => t.close());

describe('GET /api/courses/search by what is inside a course', () => {
  it('"history" lists the course named so first, then the courses with a unit titled so, naming the unit', async () => {
    const found = await hits('history');
    expect(found[0]).toEqual(
      expect.not.objectContaining({ matchedIn: expect.anything() as unknown }),
    );
    expect(found[0]!.course_name).toBe('History Olympiad');
    const byUnit = found.slice(1);
    expect(byUnit.map((h) => h.course_name)).toEqual(
      expect.arrayContaining([
        'LDC Complete Course — എൽ.ഡി.സി സമ്പൂർണ്ണ പരിശീലനം',
        'General Studies Prelims',
        'KAS Foundation',
      ]),
    );
    for (const hit of byUnit) {
      expect(hit.matchedIn).toMatchObject({
        kind: 'unit',
        title: expect.stringMatching(/History/),
      });
      expect(hit).toMatchObject({
        categoryName: expect.any(String),
        levelName: expect.any(String),
      });
    }
    const ldc = byUnit.find((h) => h.course_name.startsWith('LDC'));
    expect(ldc!.matchedIn).toEqual({
      kind: 'unit',
      title: 'Indian History and the National Movement',
      titleMl: expect.any(String),
    });
    // Every typed word starts a word of one title.
    expect(await names('indian history')).toContain(ldc!.course_name);
    expect(await names('istory')).not.toContain(ldc!.course_name);
  });

  it('finds a course by the title of a recorded class, a live class, a test and a document', async () => {
    await addClass(unit.id, 'Xylophone Basics', { titleMl: 'സൈലോഫോൺ പരിശീലനം' });
    await createExam(t.app, { courseId: course.id, title: 'Yodelling Mock Test', sections: [1] });
    await addDocument(course.id, 'Zither Notes');
    const live = await callAs(t.app, teacher, 'POST', liveStaffUrl.liveClasses(course.id), {
      ...liveClassInput(t.app.clock.now()),
      title: 'Kazoo Live Session',
    });
    expect(live.statusCode).toBe(200);

    const foundBy = async (query: string) =>
      (await hits(query)).map((h) => ({ name: h.course_name, by: h.matchedIn }));
    expect(await foundBy('xylophone')).toEqual([
      {
        name: course.name,
        by: { kind: 'class', title: 'Xylophone Basics', titleMl: 'സൈലോഫോൺ പരിശീലനം' },
      },
    ]);
    expect(await foundBy('സൈലോഫോൺ')).toEqual([
      { name: course.name, by: expect.objectContaining({ kind: 'class' }) },
    ]);
    expect(await foundBy('yodelling mock')).toEqual([
      { name: course.name, by: { kind: 'test', title: 'Yodelling Mock Test', titleMl: null } },
    ]);
    // Words of one or two characters count too.
    expect(await names('yodelling mo')).toEqual([course.name]);
    expect(await names('yodelling xy')).toEqual([]);
    expect(await foundBy('zither')).toEqual([
      { name: course.name, by: { kind: 'document', title: 'Zither Notes', titleMl: null } },
    ]);
    expect(await foundBy('kazoo')).toEqual([
      { name: course.name, by: { kind: 'live', title: 'Kazoo Live Session', titleMl: null } },
    ]);
    expect(await foundBy('orchestra')).toEqual([
      { name: course.name, by: { kind: 'unit', title: 'Orchestra Basics', titleMl: null } },
    ]);
  });

  it('does not find a course by what learners cannot see; publishing shows it at once', async () => {
    const hidden = await addClass(unit.id, 'Quokka Secrets', { published: false });
    const draft = await addDocument(course.id, 'Platypus Handout', { published: false });
    const [unpublished] = await t.app.db
      .insert(courses)
      .values({
        name: 'Draft Course',
        slug: 'draft-course',
        categoryId: (await t.app.db.select().from(categories))[0]!.id,
        levelId: (await t.app.db.select().from(levels))[0]!.id,
        image: '/media/courses/upsc-csat.svg',
        published: false,
      })
      .returning();
    await addUnit(unpublished!.id, 'Wombat Studies');
    expect(await names('quokka')).toEqual([]);
    expect(await names('platypus')).toEqual([]);
    expect(await names('wombat')).toEqual([]);

    await t.app.db
      .update(recordedClasses)
      .set({ published: true })
      .where(eq(recordedClasses.id, hidden.id));
    await t.app.db.update(materials).set({ published: true }).where(eq(materials.id, draft.id));
    await t.app.db.update(courses).set({ published: true }).where(eq(courses.id, unpublished!.id));
    await eventually(async () => {
      expect(await names('quokka')).toEqual([course.name]);
      expect(await names('platypus')).toEqual([course.name]);
      expect(await names('wombat')).toEqual(['Draft Course']);
    });

    await t.app.db
      .update(recordedClasses)
      .set({ published: false })
      .where(eq(recordedClasses.id, hidden.id));
    await eventually(async () => expect(await names('quokka')).toEqual([]));
  });

  it('a unit renamed in the console, or a renamed class, is found by its new title at once and no longer by the old', async () => {
    const renamedUnit = await addUnit(course.id, 'Harpsichord Tuning');
    const renamedClass = await addClass(unit.id, 'Bagpipe Drills');
    // Both answers are now in the search cache.
    expect(await names('harpsichord')).toEqual([course.name]);
    expect(await names('bagpipe')).toEqual([course.name]);
    expect(await names('clavichord')).toEqual([]);

    const units = (await callAs(t.app, teacher, 'GET', catalogueStaffUrl.units(course.id))).json()
      .data as { id: number; updatedAt: string }[];
    const res = await callAs(t.app, teacher, 'PUT', catalogueStaffUrl.unit(renamedUnit.id), {
      title: 'Clavichord Tuning',
      description: '',
      topics: [],
      titleMl: null,
      descriptionMl: null,
      topicsMl: null,
      updatedAt: units.find((u) => u.id === renamedUnit.id)!.updatedAt,
    });
    expect(res.statusCode).toBe(200);
    await t.app.db
      .update(recordedClasses)
      .set({ title: 'Ocarina Drills' })
      .where(eq(recordedClasses.id, renamedClass.id));

    await eventually(async () => {
      expect(await hits('clavichord')).toEqual([
        expect.objectContaining({
          course_name: course.name,
          matchedIn: { kind: 'unit', title: 'Clavichord Tuning', titleMl: null },
        }),
      ]);
      expect(await names('harpsichord')).toEqual([]);
      expect(await names('ocarina')).toEqual([course.name]);
      expect(await names('bagpipe')).toEqual([]);
    });
  });

  it('forgets the titles of what is deleted', async () => {
    const gone = await addUnit(course.id, 'Theremin Workshop');
    await addClass(gone.id, 'Marimba Rhythms');
    expect(await names('theremin')).toEqual([course.name]);
    expect(await names('marimba')).toEqual([course.name]);
    await t.app.db.delete(syllabusUnits).where(eq(syllabusUnits.id, gone.id));
    await eventually(async () => {
      expect(await names('theremin')).toEqual([]);
      expect(await names('marimba')).toEqual([]);
    });
  });
});
