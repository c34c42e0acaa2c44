import { describe, expect, it } from 'vitest';
import type {
  Category,
  Course,
  CourseSearchHit,
  SyllabusUnit,
} from '@pariksha/contracts/catalogue';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import { type Exam, type ExamListItem, examUrl } from '@pariksha/contracts/exams';
import { DEMO_EXAMS } from './exams/demo-exams';
import { seededApp } from './seeded-app';

/** The tags of the demo exams' rich text (content/exams). */
const RICH_TEXT_TAGS = ['p', 'b', 'i', 'sub', 'sup', 'br', 'img'];

const { get } = seededApp();

/** Malayalam writing: text in the Malayalam block, not an English copy. */
const malayalam = expect.stringMatching(/[\u0D00-\u0D7F]{3}/);
/** One Malayalam line for each English line. */
const linesFor = (english: string[]) => english.map(() => malayalam);

// The demo content a learner reads comes in Malayalam too, as the API serves it.
describe('the demo content in Malayalam', () => {
  it('has every category, level, course, syllabus unit and search hit in Malayalam', async () => {
    const categories = await get<Category[]>(catalogueUrl.categories());
    expect(categories.length).toBeGreaterThan(0);
    const courses: Course[] = [];
    for (const c of categories) {
      expect(c, c.name).toMatchObject({ nameMl: malayalam, descriptionMl: malayalam });
      for (const l of c.levels) {
        expect(l, l.name).toMatchObject({ nameMl: malayalam });
        const list = await get<{ courses: { id: number }[] }>(
          catalogueUrl.categoryLevel(c.id, l.id),
        );
        for (const { id } of list.courses) courses.push(await get<Course>(catalogueUrl.course(id)));
      }
    }
    expect(courses.length).toBe(16);
    for (const course of courses) {
      expect(course, course.course_name).toMatchObject({
        descriptionMl: malayalam,
        categoryNameMl: malayalam,
        levelNameMl: malayalam,
        highlightsMl: linesFor(course.highlights),
      });
      const units = await get<SyllabusUnit[]>(catalogueUrl.syllabus(course.id));
      expect(units.length).toBeGreaterThan(0);
      for (const u of units) {
        expect(u, `${course.course_name}: ${u.title}`).toMatchObject({
          titleMl: malayalam,
          descriptionMl: malayalam,
          topicsMl: linesFor(u.topics),
        });
      }
    }
    const hits = await get<CourseSearchHit[]>(catalogueUrl.search('psc'));
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) {
      expect(h).toMatchObject({ categoryNameMl: malayalam, levelNameMl: malayalam });
    }
  });

  it('has the instructions of every demo exam in Malayalam', async () => {
    const categories = await get<Category[]>(catalogueUrl.categories());
    const exams: Exam[] = [];
    for (const c of categories)
      for (const l of c.levels) {
        const list = await get<{ courses: { id: number }[] }>(
          catalogueUrl.categoryLevel(c.id, l.id),
        );
        for (const { id } of list.courses)
          for (const e of await get<ExamListItem[]>(examUrl.byCourse(id)))
            exams.push(await get<Exam>(examUrl.exam(e.id)));
      }
    expect(exams.map((e) => e.title).sort()).toEqual(DEMO_EXAMS.map((d) => d.title).sort());
    for (const e of exams) expect(e.instructionsMl, e.title).toEqual(malayalam);
  });

  it('writes the Malayalam instructions in the rich-text subset the English ones use', () => {
    const tags = (html: string) => [...html.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1]);
    for (const d of DEMO_EXAMS) {
      // The web client sanitises both alike; the seed keeps to what it lets through.
      for (const tag of tags(d.instructionsMl)) expect(RICH_TEXT_TAGS, d.slug).toContain(tag);
      expect(d.instructionsMl, d.slug).toMatch(/^<p>[\s\S]*<\/p>$/);
    }
  });
});
