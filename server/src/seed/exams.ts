import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { QuestionInput } from '@pariksha/contracts/admin-exams';
import { courses, exams } from '../db/schema/index';
import { SYSTEM_ACTOR } from '../lib/audit';
import { examIdBySlug } from '../modules/exams/exams.repository';
import { createExam } from '../modules/exams/exams.staff.service';
import type { NewExam } from '../modules/exams/exams.types';
import { addQuestions } from '../modules/exams/questions.service';
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

/** A demo exam as the console would send it, named by its slug and marked as demo. */
export function toNewExam(demo: DemoExam, now: Date): NewExam {
  const negative = asFraction(demo.negativeMarks);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR).toISOString();
  return {
    slug: demo.slug,
    isDemo: true,
    title: demo.title,
    instructions: demo.instructions,
    instructionsMl: demo.instructionsMl,
    durationMinutes: demo.durationMinutes,
    marksPerQuestion: demo.marksPerQuestion,
    negativeNumerator: Number(negative.numerator),
    negativeDenominator: negative.denominator,
    maxAttempts: demo.maxAttempts ?? null,
    opensAt: demo.window ? at(demo.window.opensInHours) : null,
    closesAt: demo.window ? at(demo.window.closesInHours) : null,
    published: true,
    sections: demo.sections.map((s) => ({ title: s.title })),
  };
}

/** A demo question as the console would send it, into the section `sectionId`. */
const toQuestionInput = (q: DemoQuestion, sectionId: number): QuestionInput => ({
  sectionId,
  stem: stemOf(q),
  stemMl: q.stem.ml ?? null,
  explanation: q.explanation.en,
  explanationMl: q.explanation.ml ?? null,
  topic: q.topic,
  difficulty: null,
  options: q.options.map((o, i) => ({ text: o.en, textMl: o.ml ?? null, correct: i === q.answer })),
});

/**
 * Demo mock tests (shown with a "Demo" badge). Adds only exams whose slug is new; an exam whose
 * course is missing is skipped with a log line rather than failing the whole seed. An exam already
 * there takes the seed's Malayalam instructions while its English ones are still the seed's (as
 * the catalogue does), so seeding again brings them, and their corrections, to an existing install.
 */
export async function seedExams(app: FastifyInstance, list: DemoExam[] = demoExams) {
  await copySeedAssets(app, 'questions');
  const now = app.clock.now();
  for (const demo of list) {
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
    // Through the console's own writers, as the app itself: the exam and its questions together.
    await app.db.transaction(async (tx) => {
      const exam = await createExam(tx, SYSTEM_ACTOR, course.id, toNewExam(demo, now));
      const questions = demo.sections.flatMap((s, i) =>
        s.questions.map((q) => toQuestionInput(q, exam.sections[i]!.id)),
      );
      await addQuestions(tx, app.examEngine, SYSTEM_ACTOR, exam.id, questions, {
        import: { demo: demo.slug },
      });
    });
  }
}
