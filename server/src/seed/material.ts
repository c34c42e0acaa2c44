import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { queryRows } from '../db/client';
import { materials } from '../db/schema/index';
import { DEMO_COURSES, type DemoCourse, type DemoUnit } from './catalogue/demo-courses';
import { PdfWriter } from './pdf-writer';
import { fill, readJson } from './read-content';

/*
 * Demo study material, made at seed time with pdf-lib: real PDFs with selectable text, headings
 * and paragraphs, written from each demo course's own syllabus in the words of
 * content/material.json. Every course gets a course guide (downloadable) and notes for its first
 * three units; the first course also gets a question bank of 320 pages, to show a long document
 * loading page by page. pdf-lib's standard fonts write Latin text only, so the documents are in
 * English (their titles have Malayalam too).
 */

const UNITS_WITH_NOTES = 3;
const BANK_PAGES = 320;
/** A course's English name: the Malayalam beside some names is for the screen, not these PDFs. */
const englishName = (course: DemoCourse) => course.name.split(' — ')[0]!;

const Listing = {
  title: z.string(),
  titleMl: z.string(),
  description: z.string(),
  descriptionMl: z.string(),
  /** The document's running footer (before its page number). */
  footer: z.string(),
};
/**
 * The words of the demo documents, as templates: `{course}` is the course's English name, `{unit}`
 * a unit's title, `{topic}` a topic (`{topicLower}` in lower case), `{n}` and `{i}` numbers.
 */
const CONTENT = readJson(
  'material.json',
  z.strictObject({
    author: z.string(),
    note: z.string(),
    guide: z.strictObject({
      ...Listing,
      about: z.string(),
      syllabus: z.string(),
      unit: z.string(),
      howTo: z.string(),
      howToParagraphs: z.array(z.string()),
    }),
    questionBank: z.strictObject({
      ...Listing,
      documentTitle: z.string(),
      intro: z.string(),
      section: z.string(),
      question: z.string(),
      options: z.array(z.string()),
    }),
    unitNotes: z.strictObject({
      ...Listing,
      documentTitle: z.string(),
      overview: z.string(),
      topic: z.string(),
      topicParagraphs: z.array(z.string()),
      topicBullets: z.array(z.string()),
      beforeTest: z.string(),
      beforeTestParagraph: z.string(),
    }),
  }),
);

const writer = (title: string, footer: string) =>
  PdfWriter.create({ title, footer, author: CONTENT.author, subject: CONTENT.note });

async function courseGuide(course: DemoCourse) {
  const t = CONTENT.guide;
  const values = { course: englishName(course) };
  const title = fill(t.title, values);
  const w = await writer(title, fill(t.footer, values));
  w.title(title);
  w.note(CONTENT.note);
  w.heading(t.about);
  w.paragraph(course.description);
  for (const h of course.highlights) w.bullet(h);
  w.heading(t.syllabus);
  course.units.forEach((u, i) => {
    w.heading(fill(t.unit, { n: i + 1, unit: u.title }));
    w.paragraph(u.description);
    for (const topic of u.topics) w.bullet(topic);
  });
  w.heading(t.howTo);
  for (const p of t.howToParagraphs) w.paragraph(p);
  return { bytes: await w.bytes(), pages: w.pages };
}

async function unitNotes(course: DemoCourse, unit: DemoUnit, n: number) {
  const t = CONTENT.unitNotes;
  const values = { course: englishName(course), unit: unit.title, n };
  const title = fill(t.documentTitle, values);
  const w = await writer(title, fill(t.footer, values));
  w.title(title);
  w.note(CONTENT.note);
  w.heading(t.overview);
  w.paragraph(unit.description);
  unit.topics.forEach((topic, i) => {
    const about = { ...values, i: i + 1, topic, topicLower: topic.toLowerCase() };
    w.heading(fill(t.topic, about));
    for (const p of t.topicParagraphs) w.paragraph(fill(p, about));
    for (const b of t.topicBullets) w.bullet(fill(b, about));
  });
  w.heading(t.beforeTest);
  w.paragraph(t.beforeTestParagraph);
  return { bytes: await w.bytes(), pages: w.pages };
}

/** A long practice document: numbered questions on every topic of the course, page after page. */
async function questionBank(course: DemoCourse) {
  const t = CONTENT.questionBank;
  const topics = course.units.flatMap((u) => u.topics.map((topic) => ({ unit: u.title, topic })));
  const values = { course: englishName(course), pages: BANK_PAGES };
  const w = await writer(fill(t.documentTitle, values), fill(t.footer, values));
  w.title(fill(t.title, values));
  w.note(CONTENT.note);
  w.paragraph(fill(t.intro, values));
  for (let q = 1; w.pages < BANK_PAGES; q += 1) {
    const about = { ...topics[(q - 1) % topics.length]!, n: q };
    if ((q - 1) % topics.length === 0)
      w.heading(fill(t.section, { n: Math.ceil(q / topics.length) }));
    w.paragraph(fill(t.question, about));
    for (const option of t.options) w.bullet(fill(option, about));
  }
  return { bytes: await w.bytes(), pages: w.pages };
}

type Planned = {
  slug: string;
  course: DemoCourse;
  unit: number | null;
  position: number;
  title: string;
  titleMl: string;
  description: string;
  descriptionMl: string;
  downloadable: boolean;
  make(): Promise<{ bytes: Buffer; pages: number }>;
};

/** A document's title and description in both languages, from its templates. */
function listing(
  t: { title: string; titleMl: string; description: string; descriptionMl: string },
  en: Record<string, string | number>,
  ml: Record<string, string | number>,
) {
  return {
    title: fill(t.title, en),
    titleMl: fill(t.titleMl, ml),
    description: fill(t.description, en),
    descriptionMl: fill(t.descriptionMl, ml),
  };
}

function plan(): Planned[] {
  return DEMO_COURSES.flatMap((course, c) => {
    const name = { course: englishName(course), pages: BANK_PAGES };
    return [
      {
        slug: `${course.slug}-guide`,
        course,
        unit: null,
        position: 1,
        ...listing(CONTENT.guide, name, name),
        downloadable: true,
        make: () => courseGuide(course),
      },
      ...(c === 0
        ? [
            {
              slug: `${course.slug}-question-bank`,
              course,
              unit: null,
              position: 2,
              ...listing(CONTENT.questionBank, name, name),
              downloadable: false,
              make: () => questionBank(course),
            },
          ]
        : []),
      ...course.units.slice(0, UNITS_WITH_NOTES).map((unit, u) => ({
        slug: `${course.slug}-u${u + 1}-notes`,
        course,
        unit: u + 1,
        position: 1,
        ...listing(
          CONTENT.unitNotes,
          { n: u + 1, unit: unit.title },
          { n: u + 1, unit: unit.titleMl },
        ),
        downloadable: u === 0,
        make: () => unitNotes(course, unit, u + 1),
      })),
    ];
  });
}

/**
 * Demo documents for every demo course (see above): each file is made only when its row is
 * missing, stored under material/<slug>/ (a folder of its own, as an upload would be).
 */
export async function seedMaterial(app: FastifyInstance) {
  const db = app.db;
  const have = new Set(
    (
      await queryRows<{ slug: string }>(db, sql`select slug from materials where slug is not null`)
    ).map((r) => r.slug),
  );
  const courses = await queryRows<{ id: number; slug: string }>(
    db,
    sql`select id, slug from courses`,
  );
  const courseId = new Map(courses.map((c) => [c.slug, c.id]));
  const units = await queryRows<{ id: number; courseId: number; position: number }>(
    db,
    sql`select id, course_id as "courseId", position from syllabus_units`,
  );
  const unitId = new Map(units.map((u) => [`${u.courseId}/${u.position}`, u.id]));

  for (const p of plan()) {
    const course = courseId.get(p.course.slug);
    if (have.has(p.slug) || course === undefined) continue;
    const { bytes, pages } = await p.make();
    const file = `material/${p.slug}/${p.slug}.pdf`;
    await app.mediaStore.put(file, bytes);
    await db
      .insert(materials)
      .values({
        courseId: course,
        syllabusUnitId: p.unit === null ? null : (unitId.get(`${course}/${p.unit}`) ?? null),
        position: p.position,
        slug: p.slug,
        title: p.title,
        titleMl: p.titleMl,
        description: p.description,
        descriptionMl: p.descriptionMl,
        file,
        pages,
        sizeBytes: bytes.length,
        downloadable: p.downloadable,
        isDemo: true,
      })
      .onConflictDoNothing();
  }
}
