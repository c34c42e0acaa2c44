import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { examUrl } from '@pariksha/contracts/exams-paths';
import type { ExamInput } from '@pariksha/contracts/exams-staff';
import { examInput } from '@pariksha/contracts/testing/exam-input';
import { categories, courses, levels } from '../../db/schema/index';
import { SYSTEM_ACTOR } from '../../lib/audit';
import { loadExamDetail } from './exams.repository';
import { createExam as createStaffExam } from './exams.staff.service';
import { addQuestions } from './questions.service';

// Test factories: each test states only what it is about. A course goes straight into the
// database; an exam goes in as the console's would, through its writers.

export async function createCourse(app: FastifyInstance) {
  const tag = crypto.randomBytes(4).toString('hex');
  const [cat] = await app.db
    .insert(categories)
    .values({ name: `Category ${tag}`, slug: `cat-${tag}` })
    .returning({ id: categories.id });
  const [lvl] = await app.db
    .insert(levels)
    .values({ name: `Level ${tag}`, slug: `lvl-${tag}` })
    .returning({ id: levels.id });
  const [course] = await app.db
    .insert(courses)
    .values({
      categoryId: cat!.id,
      levelId: lvl!.id,
      slug: `course-${tag}`,
      name: `Course ${tag}`,
      image: '/media/courses/x.svg',
    })
    .returning({ id: courses.id, name: courses.name, slug: courses.slug });
  return course!;
}

export type ExamOptions = Partial<Omit<ExamInput, 'sections' | 'regrade'>> & {
  courseId?: number;
  /** Questions per section; default one section of 20. */
  sections?: number[];
  malayalam?: boolean;
  /** The topic path of question n (from 1); default one of three subjects, `topic-0` to `topic-2`. */
  topicOf?: (n: number) => string;
};

/**
 * A published exam (PSC marking: 1 a right answer, 1/3 off a wrong one) whose questions have four
 * options, the correct one at a varying position. Its text is plain, which the sanitiser passes
 * without a worker thread: a test file that only takes exams starts none.
 */
export async function createExam(app: FastifyInstance, opts: ExamOptions = {}) {
  const {
    sections = [20],
    malayalam = false,
    courseId: course,
    topicOf = (n) => `topic-${n % 3}`,
    ...exam
  } = opts;
  const courseId = course ?? (await createCourse(app)).id;
  const created = await createStaffExam(
    app.db,
    SYSTEM_ACTOR,
    courseId,
    examInput({
      title: 'Mock test',
      instructions: 'Answer every question.',
      durationMinutes: 10,
      ...exam,
      sections: sections.map((_, s) => ({ title: `Section ${s + 1}` })),
    }),
  );
  let n = 0;
  const questions = sections.flatMap((count, s) =>
    Array.from({ length: count }, () => {
      n += 1;
      const q = n;
      return {
        sectionId: created.sections[s]!.id,
        stem: `Question ${q}`,
        stemMl: malayalam ? `ചോദ്യം ${q}` : null,
        explanation: `SECRET-EXPLANATION-${q}`,
        explanationMl: malayalam ? `SECRET-EXPLANATION-ML-${q}` : null,
        topic: topicOf(q),
        difficulty: null,
        options: [0, 1, 2, 3].map((o) => ({
          text: `Option ${q}.${o}`,
          textMl: malayalam ? `ഉത്തരം ${q}.${o}` : null,
          correct: o === q % 4,
        })),
      };
    }),
  );
  await addQuestions(app.db, app.examEngine, SYSTEM_ACTOR, created.id, questions, {
    import: { factory: 'createExam' },
  });
  const id = created.id;
  const detail = (await loadExamDetail(app.db, id))!;
  return {
    id,
    courseId,
    detail,
    questions: detail.questions.map((q) => ({
      id: q.id,
      sectionId: q.sectionId,
      correct: q.correctOptionId,
      wrong: q.options.find((o) => o.id !== q.correctOptionId)!.id,
      options: q.options.map((o) => o.id),
    })),
  };
}
export type TestExam = Awaited<ReturnType<typeof createExam>>;

type Caller = { headers: Record<string, string> };

/** Starts (or resumes) an attempt through the API; returns the parsed response. */
export async function start(app: FastifyInstance, user: Caller, examId: number) {
  const res = await app.inject({
    method: 'POST',
    url: examUrl.start(examId),
    headers: user.headers,
  });
  if (res.statusCode >= 300) throw new Error(`start failed: ${res.statusCode} ${res.body}`);
  return res.json().data as {
    attemptId: string;
    startedAt: string;
    deadline: string;
    created: boolean;
  };
}

export type Answer = {
  questionId: number;
  optionId: number | null;
  markedForReview?: boolean;
  seq: number;
};

/** A save as the exam page sends it, with the page's holder, or as any other caller, without. */
export function save(
  app: FastifyInstance,
  user: Caller,
  attemptId: string,
  answers: Answer[],
  holderId?: string,
) {
  return app.inject({
    method: 'POST',
    url: examUrl.answer(),
    headers: user.headers,
    payload: { attemptId, answers, ...(holderId && { holderId }) },
  });
}

export function end(app: FastifyInstance, user: Caller, attemptId: string, holderId?: string) {
  return app.inject({
    method: 'POST',
    url: examUrl.end(),
    headers: user.headers,
    payload: { attemptId, ...(holderId && { holderId }) },
  });
}

/** The exam page opening in a tab or device: it takes the attempt over. */
export function claim(
  app: FastifyInstance,
  user: Caller,
  examId: number,
  attemptId: string,
  holderId: string,
) {
  return app.inject({
    method: 'PUT',
    url: examUrl.holder(examId, attemptId),
    headers: user.headers,
    payload: { holderId },
  });
}

export async function paperAnswers(
  app: FastifyInstance,
  user: Caller,
  examId: number,
  attemptId: string,
) {
  const res = await app.inject({
    method: 'GET',
    url: examUrl.paper(examId, attemptId),
    headers: user.headers,
  });
  if (res.statusCode !== 200) throw new Error(`paper failed: ${res.statusCode} ${res.body}`);
  return (res.json().data.answers as Required<Answer>[]).sort(
    (a, b) => a.questionId - b.questionId,
  );
}
