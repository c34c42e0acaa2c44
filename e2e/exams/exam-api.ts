import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { BASE_URL } from '../support/env';
import { examInput } from '@pariksha/contracts/testing/exam-input';
import { courseInput } from '@pariksha/contracts/testing/course-input';
import { authHeaders, signInTeacher, signUpLearner, type Learner } from '../support/session';

/*
 * API helpers for the mock-test specs. Shapes follow contracts/src/exams.ts (kept as plain types
 * here so the specs do not depend on the server's build).
 */

export type ListedExam = {
  id: number;
  courseId: number;
  title: string;
  durationSeconds: number;
  questionCount: number;
  opensAt: string | null;
  closesAt: string | null;
};
export type PaperQuestion = {
  id: number;
  number: number;
  sectionId: number;
  options: { id: number; text: string }[];
};
export type Paper = {
  attemptId: string;
  status: string;
  deadline: string;
  remainingSeconds: number;
  questions: PaperQuestion[];
  answers: { questionId: number; optionId: number | null; markedForReview: boolean; seq: number }[];
};
export type ExamResult = {
  score: number;
  endedAt: string;
  timeTakenSeconds: number;
  correct: number;
  wrong: number;
  unanswered: number;
  status: string;
  /** Until then (a scheduled test still open to others) the review carries no key. */
  reviewAvailableAt: string | null;
  review: {
    questionId: number;
    chosenOptionId: number | null;
    correctOptionId: number | null;
    outcome: string | null;
    explanation: string | null;
  }[];
};

async function get<T>(
  request: APIRequestContext,
  learner: Learner,
  path: string,
): Promise<{ status: number; data: T }> {
  const res = await request.get(`${BASE_URL}/api/${path}`, { headers: authHeaders(learner) });
  const body = (await res.json().catch(() => ({}))) as { data: T };
  return { status: res.status(), data: body.data };
}

async function post<T>(
  request: APIRequestContext,
  learner: Learner,
  path: string,
  data: unknown,
): Promise<T> {
  const res = await request.post(`${BASE_URL}/api/${path}`, {
    headers: authHeaders(learner),
    data,
  });
  expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return ((await res.json()) as { data: T }).data;
}

/** Finds a seeded exam by its title, walking the courses in id order. */
export async function findExam(
  request: APIRequestContext,
  learner: Learner,
  title: string,
): Promise<ListedExam> {
  let missing = 0;
  for (let courseId = 1; missing < 5; courseId++) {
    const { status, data } = await get<ListedExam[]>(request, learner, `exams/course/${courseId}`);
    if (status !== 200) {
      missing++;
      continue;
    }
    missing = 0;
    const exam = data.find((e) => e.title === title);
    if (exam) return exam;
  }
  throw new Error(`no seeded exam titled "${title}"`);
}

/**
 * The answer key of a practice exam, learned the way any learner could: a separate learner starts
 * an attempt, hands it in blank and reads the review. Question id → correct option id. (A
 * scheduled exam's review holds no key until its window closes.)
 */
export async function answerKey(
  request: APIRequestContext,
  examId: number,
): Promise<Map<number, number>> {
  const helper = await signUpLearner(request, { name: 'Key Reader' });
  const started = await post<{ attemptId: string }>(
    request,
    helper,
    `exams/${examId}/attempts`,
    {},
  );
  await post(request, helper, 'v1/endExam', { attemptId: started.attemptId });
  const { data } = await get<ExamResult>(
    request,
    helper,
    `completedTestResult/${started.attemptId}`,
  );
  if (data.reviewAvailableAt) throw new Error(`exam ${examId} gives its key only after it closes`);
  return new Map(data.review.map((r) => [r.questionId, r.correctOptionId!]));
}

export async function paperOf(
  request: APIRequestContext,
  learner: Learner,
  examId: number,
  attemptId: string,
) {
  const { status, data } = await get<Paper>(
    request,
    learner,
    `exams/${examId}/attempts/${attemptId}/paper`,
  );
  expect(status).toBe(200);
  return data;
}

export type Started = { attemptId: string; deadline: string; serverNow: string };

/** Starts (or resumes) an attempt through the API, as the instructions page does. */
export const startAttempt = (request: APIRequestContext, learner: Learner, examId: number) =>
  post<Started>(request, learner, `exams/${examId}/attempts`, {});

/** Hands an attempt in through the API, as the submit dialog does. */
export const endAttempt = (request: APIRequestContext, learner: Learner, attemptId: string) =>
  post(request, learner, 'v1/endExam', { attemptId });

/** One answer save through the API; the response as it came (a 409 is a caller's business). */
export function saveAnswer(
  request: APIRequestContext,
  learner: Learner,
  attemptId: string,
  answer: { questionId: number; optionId: number | null; seq: number },
) {
  return request.post(`${BASE_URL}/api/v1/examAnswer`, {
    headers: authHeaders(learner),
    data: { attemptId, answers: [{ ...answer, markedForReview: false }] },
  });
}

export async function timeOf(request: APIRequestContext, learner: Learner, attemptId: string) {
  return (
    await get<{ remainingSeconds: number; status: string }>(
      request,
      learner,
      `examTimeCalculation/${attemptId}`,
    )
  ).data;
}

export async function resultOf(request: APIRequestContext, learner: Learner, attemptId: string) {
  return (await get<ExamResult>(request, learner, `completedTestResult/${attemptId}`)).data;
}

/** A wrong option of a question, given the key. */
export function wrongOption(q: PaperQuestion, key: Map<number, number>): number {
  return q.options.find((o) => o.id !== key.get(q.id))!.id;
}

/** The attempt id in an /exampage/{id}/{attemptId} URL. */
export const attemptIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;

/**
 * A published course of its own (under SSC: the learner specs count the Kerala PSC courses and
 * tests a new learner sees) with one published mock test of `durationMinutes` and
 * `questionCount` questions of four options (the first one right), made by the demo teacher
 * through the console's API; PSC marking (1 mark, −1/3). Answers the exam as learners list it and
 * its key (question id → correct option id).
 */
export async function staffMadeExam(
  request: APIRequestContext,
  {
    title,
    durationMinutes,
    questionCount,
  }: { title: string; durationMinutes: number; questionCount: number },
): Promise<{ exam: ListedExam; key: Map<number, number> }> {
  const teacher = await signInTeacher(request);
  const headers = authHeaders(teacher);
  const admin = async <T>(path: string, data: unknown) => {
    const res = await request.post(`${BASE_URL}/api/admin/${path}`, { headers, data });
    expect(res.ok(), `${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
  const catalogue = (
    await (await request.get(`${BASE_URL}/api/admin/categories`, { headers })).json()
  ).data as { categories: { id: number; name: string }[]; levels: { id: number }[] };
  const anyCourse = (await (await request.get(`${BASE_URL}/api/admin/courses`, { headers })).json())
    .data[0] as { image: string };
  const course = await admin<{ id: number }>(
    'courses',
    courseInput(
      {
        categoryId: catalogue.categories.find((c) => c.name === 'SSC')!.id,
        levelId: catalogue.levels[0]!.id,
      },
      { name: `${title} course`, image: anyCourse.image },
    ),
  );
  const made = await admin<{ id: number; sections: { id: number }[] }>(
    `courses/${course.id}/exams`,
    examInput({ title, durationMinutes }),
  );
  const key = new Map<number, number>();
  for (let n = 1; n <= questionCount; n++) {
    const question = await admin<{ id: number; options: { id: number; correct: boolean }[] }>(
      `exams/${made.id}/questions`,
      {
        sectionId: made.sections[0]!.id,
        stem: `<p>Question ${n} of ${title}</p>`,
        stemMl: null,
        options: ['A', 'B', 'C', 'D'].map((text, i) => ({ text, textMl: null, correct: i === 0 })),
        explanation: '',
        explanationMl: null,
        topic: '',
        difficulty: null,
      },
    );
    key.set(question.id, question.options.find((o) => o.correct)!.id);
  }
  const listed = await request.get(`${BASE_URL}/api/exams/course/${course.id}`, {
    headers: authHeaders(teacher),
  });
  expect(listed.ok(), await listed.text()).toBe(true);
  const exam = ((await listed.json()) as { data: ListedExam[] }).data.find((e) => e.id === made.id);
  expect(exam, `exam ${made.id} in its course's list`).toBeDefined();
  return { exam: exam!, key };
}
