import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { PDFDocument, PageSizes, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { queryRows } from '../db/client';
import { materials } from '../db/schema/index';
import { DEMO_COURSES } from './catalogue/demo-courses';
import type { DemoCourse, DemoUnit } from './catalogue/types';

/*
 * Demo study material, made at seed time with pdf-lib: real PDFs with selectable text, headings
 * and paragraphs, written from each demo course's own syllabus. Every course gets a course guide
 * (downloadable) and notes for its first three units; the LDC course also gets a question bank
 * of 320 pages, to show a long document loading page by page. pdf-lib's standard fonts write
 * Latin text only, so the documents are in English (their titles have Malayalam too).
 */

const UNITS_WITH_NOTES = 3;
const BANK_PAGES = 320;
/** A course's English name: the Malayalam beside some names is for the screen, not these PDFs. */
const englishName = (course: DemoCourse) => course.name.split(' — ')[0]!;

const DEMO_NOTE = 'Demo material written for the Pariksha demo: not an official publication.';

/** What the standard fonts can write (WinAnsi): other characters are left out. */
const latin = (s: string) =>
  s
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2018\u2019\u201C\u201D\u2022]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();

const [WIDTH, HEIGHT] = PageSizes.A4;
const MARGIN = 56;

/** Writes flowing text onto A4 pages, starting a new page when one is full. */
class Writer {
  private page!: PDFPage;
  private y = 0;
  pages = 0;

  private constructor(
    readonly doc: PDFDocument,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly footer: string,
  ) {
    this.newPage();
  }

  static async create(title: string, footer: string) {
    const doc = await PDFDocument.create();
    doc.setTitle(title);
    doc.setAuthor('Pariksha (demo)');
    doc.setSubject(DEMO_NOTE);
    const [regular, bold] = await Promise.all([
      doc.embedFont(StandardFonts.Helvetica),
      doc.embedFont(StandardFonts.HelveticaBold),
    ]);
    return new Writer(doc, regular, bold, footer);
  }

  newPage() {
    this.page = this.doc.addPage([WIDTH, HEIGHT]);
    this.pages += 1;
    this.y = HEIGHT - MARGIN;
    const label = `${this.footer} · page ${this.pages}`;
    this.page.drawText(latin(label), {
      x: MARGIN,
      y: MARGIN / 2,
      size: 8,
      font: this.regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  }

  private lines(text: string, font: PDFFont, size: number) {
    const out: string[] = [];
    let line = '';
    for (const word of latin(text).split(' ')) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > WIDTH - 2 * MARGIN && line) {
        out.push(line);
        line = word;
      } else line = next;
    }
    if (line) out.push(line);
    return out;
  }

  private write(text: string, font: PDFFont, size: number, gapAfter: number, indent = 0) {
    for (const line of this.lines(text, font, size)) {
      if (this.y - size < MARGIN) this.newPage();
      this.y -= size * 1.35;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font });
    }
    this.y -= gapAfter;
  }

  title(text: string) {
    this.write(text, this.bold, 22, 10);
  }
  heading(text: string) {
    if (this.y < MARGIN + 80) this.newPage();
    this.write(text, this.bold, 14, 4);
  }
  paragraph(text: string) {
    this.write(text, this.regular, 11, 8);
  }
  bullet(text: string) {
    this.write(`•  ${text}`, this.regular, 11, 2, 8);
  }
  note(text: string) {
    this.write(text, this.regular, 9, 10);
  }

  async bytes() {
    return Buffer.from(await this.doc.save());
  }
}

async function courseGuide(course: DemoCourse) {
  const name = englishName(course);
  const w = await Writer.create(`${name}: course guide`, name);
  w.title(`${name}: course guide`);
  w.note(DEMO_NOTE);
  w.heading('About this course');
  w.paragraph(course.description);
  for (const h of course.highlights) w.bullet(h);
  w.heading('The syllabus, unit by unit');
  course.units.forEach((u, i) => {
    w.heading(`Unit ${i + 1}. ${u.title}`);
    w.paragraph(u.description);
    for (const t of u.topics) w.bullet(t);
  });
  w.heading('How to use this material');
  w.paragraph(
    'Read the notes of a unit before its recorded classes, mark what you could not recall, and take the unit test the same week. Revise with the course guide the week before the exam: every topic above is a question the commission has asked in some form.',
  );
  w.paragraph(
    'Keep a notebook of the facts you got wrong in mock tests. Previous papers repeat their themes more often than their questions: dates, names and places matter, but so do the reasons behind them.',
  );
  return { bytes: await w.bytes(), pages: w.pages };
}

async function unitNotes(course: DemoCourse, unit: DemoUnit, n: number) {
  const w = await Writer.create(`Unit ${n}: ${unit.title}`, `${englishName(course)} · unit ${n}`);
  w.title(`Unit ${n}: ${unit.title}`);
  w.note(DEMO_NOTE);
  w.heading('Overview');
  w.paragraph(unit.description);
  unit.topics.forEach((topic, i) => {
    w.heading(`${n}.${i + 1} ${topic}`);
    w.paragraph(
      `${topic} is part of "${unit.title}". Start from what the syllabus names, then the facts around it: who, when, where and why it mattered. Questions on ${topic.toLowerCase()} usually test one precise fact, so read the options slowly.`,
    );
    w.paragraph(
      `Make a short list of the names, dates and places of ${topic.toLowerCase()} and say them aloud once a day for a week. Then try the previous questions of this unit without looking at these notes.`,
    );
    w.bullet(
      `Recall: what are the three facts about ${topic.toLowerCase()} you would put in a one-line answer?`,
    );
    w.bullet(`Connect: how does ${topic.toLowerCase()} link to the other topics of this unit?`);
  });
  w.heading('Before the unit test');
  w.paragraph(
    'Read the overview again, close the notes, and write down every topic heading from memory. Whatever you could not recall is what to revise first.',
  );
  return { bytes: await w.bytes(), pages: w.pages };
}

/** A long practice document: numbered questions on every topic of the course, page after page. */
async function questionBank(course: DemoCourse) {
  const topics = course.units.flatMap((u) => u.topics.map((t) => ({ unit: u.title, topic: t })));
  const name = englishName(course);
  const w = await Writer.create(`${name}: question bank`, `${name} · question bank`);
  w.title(`${name}: practice question bank`);
  w.note(DEMO_NOTE);
  w.paragraph(
    `${BANK_PAGES} pages of practice questions written for the demo from the course's syllabus, in its order. Each question has four options; the key is at the end of each section.`,
  );
  for (let q = 1; w.pages < BANK_PAGES; q += 1) {
    const { unit, topic } = topics[(q - 1) % topics.length]!;
    if ((q - 1) % topics.length === 0)
      w.heading(`Section ${Math.ceil(q / topics.length)}: the whole syllabus`);
    w.paragraph(`Q${q}. (${unit}) Which of the following statements about ${topic} is correct?`);
    for (const [letter, text] of [
      ['A', `It is named in the syllabus under "${unit}".`],
      ['B', `It has no bearing on ${unit}.`],
      ['C', 'It is asked only in descriptive papers.'],
      ['D', 'None of the above.'],
    ] as const) {
      w.bullet(`(${letter}) ${text}`);
    }
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

function plan(): Planned[] {
  return DEMO_COURSES.flatMap((course, c) => [
    {
      slug: `${course.slug}-guide`,
      course,
      unit: null,
      position: 1,
      title: `${englishName(course)}: course guide`,
      titleMl: `${englishName(course)}: കോഴ്സ് ഗൈഡ്`,
      description: 'The whole syllabus unit by unit, with how to study it. Demo material.',
      descriptionMl: 'സിലബസ് യൂണിറ്റ് തിരിച്ച്, പഠിക്കേണ്ട രീതിയോടൊപ്പം. ഡെമോ മെറ്റീരിയൽ.',
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
            title: `${englishName(course)}: practice question bank`,
            titleMl: `${englishName(course)}: പരിശീലന ചോദ്യശേഖരം`,
            description: `${BANK_PAGES} pages of practice questions on the whole syllabus. Demo material.`,
            descriptionMl: `സിലബസ് മുഴുവനുമുള്ള ${BANK_PAGES} പേജ് പരിശീലന ചോദ്യങ്ങൾ. ഡെമോ മെറ്റീരിയൽ.`,
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
      title: `Unit ${u + 1} notes: ${unit.title}`,
      titleMl: `യൂണിറ്റ് ${u + 1} കുറിപ്പുകൾ: ${unit.titleMl}`,
      description: `Notes on every topic of "${unit.title}". Demo material.`,
      descriptionMl: `"${unit.titleMl}" — എല്ലാ വിഷയങ്ങളുടെയും കുറിപ്പുകൾ. ഡെമോ മെറ്റീരിയൽ.`,
      downloadable: u === 0,
      make: () => unitNotes(course, unit, u + 1),
    })),
  ]);
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
