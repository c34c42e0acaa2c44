import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { categories, courses, levels } from '../../db/schema/index';
import { insertExam, loadExamDetail } from './exams.repository';
import type { NewExam } from './exams.types';

// Test factories: rows straight into the database, so each test states only what it is about.

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

export type ExamOptions = Partial<Omit<NewExam, 'sections'>> & {
  /** Questions per section; default one section of 20. */
  sections?: number[];
  malayalam?: boolean;
};

/** An exam whose questions have four options; the correct one is at a varying position. */
export async function createExam(app: FastifyInstance, opts: ExamOptions = {}) {
  const { sections = [20], malayalam = false, ...exam } = opts;
  const courseId = exam.courseId ?? (await createCourse(app)).id;
  let n = 0;
  const id = await insertExam(app.db, {
    title: 'Mock test',
    instructions: '<p>Answer every question.</p>',
    durationSeconds: 600,
    ...exam,
    courseId,
    sections: sections.map((count, s) => ({
      title: `Section ${s + 1}`,
      questions: Array.from({ length: count }, () => {
        n += 1;
        const q = n;
        return {
          stem: `<p>Question ${q}</p>`,
          stemMl: malayalam ? `<p>ചോദ്യം ${q}</p>` : null,
          explanation: `SECRET-EXPLANATION-${q}`,
          explanationMl: malayalam ? `SECRET-EXPLANATION-ML-${q}` : null,
          topic: `topic-${q % 3}`,
          options: [0, 1, 2, 3].map((o) => ({
            text: `Option ${q}.${o}`,
            textMl: malayalam ? `ഉത്തരം ${q}.${o}` : null,
            isCorrect: o === q % 4,
          })),
        };
      }),
    })),
  });
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
    url: `/api/exams/${examId}/attempts`,
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

export function save(app: FastifyInstance, user: Caller, attemptId: string, answers: Answer[]) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/examAnswer',
    headers: user.headers,
    payload: { attemptId, answers },
  });
}

export function end(app: FastifyInstance, user: Caller, attemptId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/endExam',
    headers: user.headers,
    payload: { attemptId },
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
    url: `/api/exams/${examId}/attempts/${attemptId}/paper`,
    headers: user.headers,
  });
  if (res.statusCode !== 200) throw new Error(`paper failed: ${res.statusCode} ${res.body}`);
  return (res.json().data.answers as Required<Answer>[]).sort(
    (a, b) => a.questionId - b.questionId,
  );
}
