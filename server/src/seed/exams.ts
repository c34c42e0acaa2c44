import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { courses, exams } from '../db/schema/index';
import { examIdBySlug, insertExam } from '../modules/exams/exams.repository';
import type { NewExam } from '../modules/exams/exams.types';
import { copySeedAssets } from './assets';
import { demoExams } from './exams/all';
import type { DemoExam, DemoQuestion } from './exams/types';

const HOUR = 3_600_000;

/** 1/3 → {1, 3}; 0.25 → {1, 4}: negative marks are stored as an exact fraction. */
export function asFraction(x: number): { numerator: string; denominator: number } {
  for (let den = 1; den <= 100; den += 1) {
    const num = x * den;
    if (Math.abs(num - Math.round(num)) < 1e-9)
      return { numerator: String(Math.round(num)), denominator: den };
  }
  // Not a simple fraction: keep it as a decimal (the column holds four places).
  return { numerator: String(Math.round(x * 10_000) / 10_000), denominator: 1 };
}

function stemOf(q: DemoQuestion): string {
  if (!q.image) return q.stem.en;
  const src = `/media/questions/${q.image}`;
  return q.stem.en.includes(src)
    ? q.stem.en
    : `${q.stem.en}<p><img src="${src}" alt="Figure for this question"></p>`;
}

export function toNewExam(demo: DemoExam, courseId: number, position: number, now: Date): NewExam {
  const negative = asFraction(demo.negativeMarks);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  return {
    courseId,
    slug: demo.slug,
    title: demo.title,
    instructions: demo.instructions,
    instructionsMl: demo.instructionsMl,
    durationSeconds: demo.durationMinutes * 60,
    marksPerQuestion: String(demo.marksPerQuestion),
    negativeMarksNumerator: negative.numerator,
    negativeMarksDenominator: negative.denominator,
    maxAttempts: demo.maxAttempts ?? null,
    opensAt: demo.window ? at(demo.window.opensInHours) : null,
    closesAt: demo.window ? at(demo.window.closesInHours) : null,
    isDemo: true,
    position,
    sections: demo.sections.map((s) => ({
      title: s.title,
      questions: s.questions.map((q) => ({
        stem: stemOf(q),
        stemMl: q.stem.ml ?? null,
        explanation: q.explanation.en,
        explanationMl: q.explanation.ml ?? null,
        topic: q.topic,
        options: q.options.map((o, i) => ({
          text: o.en,
          textMl: o.ml ?? null,
          isCorrect: i === q.answer,
        })),
      })),
    })),
  };
}

/**
 * Demo mock tests (shown with a "Demo" badge). Adds only exams whose slug is new; an exam whose
 * course is missing is skipped with a log line rather than failing the whole seed. An exam already
 * there takes the seed's Malayalam instructions while its English ones are still the seed's (as
 * the catalogue does), so seeding again brings them, and their corrections, to an existing install.
 */
export async function seedExams(app: FastifyInstance, list: DemoExam[] = demoExams) {
  await copySeedAssets(app, 'questions');
  const now = app.clock.now();
  for (const [position, demo] of list.entries()) {
    const existing = await examIdBySlug(app.db, demo.slug);
    if (existing !== null) {
      await app.db
        .update(exams)
        .set({ instructionsMl: demo.instructionsMl })
        .where(
          and(
            eq(exams.id, existing),
            eq(exams.isDemo, true),
            eq(exams.instructions, demo.instructions),
          ),
        );
      continue;
    }
    const [course] = await app.db
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.slug, demo.courseSlug));
    if (!course) {
      app.log.warn(`demo exam "${demo.slug}" skipped: no course with slug "${demo.courseSlug}"`);
      continue;
    }
    await insertExam(app.db, toNewExam(demo, course.id, position, now));
  }
}
