import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import type { QuestionInput } from '@pariksha/contracts/exams-staff';
import { courses, exams } from '../db/schema/index';
import { SYSTEM_ACTOR } from '../lib/audit';
import { parseQuestionBank } from '../modules/exams/bank/parse';
import { examIdBySlug } from '../modules/exams/exams.repository';
import { createExam } from '../modules/exams/exams.staff.service';
import type { NewExam } from '../modules/exams/exams.types';
import { addQuestions } from '../modules/exams/questions.service';
import { copySeedAssets } from './assets';
import { DEMO_EXAMS, type DemoExam } from './exams/demo-exams';
import { DEMO_TOPICS, type DemoSubject } from './exams/demo-topics';
import { refileFlatTopics, seedTopics, type SeededPaper } from './topics';

const HOUR = 3_600_000;

/** "1/3" → {1, 3}; "0" → {0, 1}: negative marks are stored as an exact fraction. */
export function fraction(text: string): { numerator: string; denominator: number } {
  const [numerator, denominator = '1'] = text.split('/');
  return { numerator: numerator!, denominator: Number(denominator) };
}

/**
 * A section's questions, read by the question bank's CSV importer (sanitised as an import is). A
 * question the importer refuses is a mistake in the demo content: seeding stops and names it.
 */
export function demoQuestions(
  section: DemoExam['sections'][number],
): Omit<QuestionInput, 'sectionId'>[] {
  const { questions, rejected } = parseQuestionBank('csv', section.csv);
  if (rejected.length > 0)
    throw new Error(
      rejected.map((r) => `content/${section.file} line ${r.line}: ${r.reason}`).join('\n'),
    );
  return questions.map((q) => ({
    stem: q.stem,
    stemMl: q.stemMl,
    explanation: q.explanation,
    explanationMl: q.explanationMl,
    topic: q.topic,
    difficulty: q.difficulty,
    source: q.source,
    options: q.options.map((o, i) => ({
      text: o.text,
      textMl: q.optionsMl?.[i] || null,
      correct: o.correct,
    })),
  }));
}

/** A demo exam as the console would send it, named by its slug and marked as demo. */
export function toNewExam(demo: DemoExam, now: Date): NewExam {
  const negative = fraction(demo.negativeMarks);
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
    paper: demo.paper ?? null,
    sections: demo.sections.map((s) => ({ title: s.title })),
  };
}

/**
 * Demo mock tests (shown with a "Demo" badge), their questions filed under the demo topic tree,
 * which is made first. Adds only exams whose slug is new; an exam whose course is missing is
 * skipped with a log line rather than failing the whole seed. An exam already there takes the
 * seed's Malayalam instructions while its English ones are still the seed's (as the catalogue
 * does), so seeding again brings them, and their corrections, to an existing install; and its
 * questions still under the flat topics of an earlier seed go into the tree (refileFlatTopics).
 */
export async function seedExams(
  app: FastifyInstance,
  list: DemoExam[] = DEMO_EXAMS,
  topics: DemoSubject[] = DEMO_TOPICS,
) {
  await copySeedAssets(app, 'questions');
  const tree = await seedTopics(app, topics);
  const seeded: SeededPaper[] = [];
  const now = app.clock.now();
  for (const demo of list) {
    const existing = await examIdBySlug(app.db, demo.slug);
    if (existing !== null) {
      seeded.push({ examId: existing, questions: demo.sections.flatMap(demoQuestions) });
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
        demoQuestions(s).map((q) => ({ ...q, sectionId: exam.sections[i]!.id })),
      );
      await addQuestions(tx, app.examEngine, SYSTEM_ACTOR, exam.id, questions, {
        import: { demo: demo.slug },
      });
    });
  }
  await refileFlatTopics(app, tree, seeded);
}
