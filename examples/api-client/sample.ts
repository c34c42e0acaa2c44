/**
 * A small program on the Pariksha API, typed by schema.d.ts: signs in, lists the courses, takes
 * the first open mock test of the first course that has one (every question answered with its
 * first option), ends it and reads the result.
 *
 *   npx tsx examples/api-client/sample.ts
 *
 * PARIKSHA_URL (http://localhost:3000), PARIKSHA_EMAIL and PARIKSHA_PASSWORD (the demo learner
 * that `npm start` seeds) say where and who; PARIKSHA_CODE is the authenticator app's current code
 * for an account with two-step sign-in.
 */
import { fileURLToPath } from 'node:url';
import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

type ErrorBody = components['schemas']['ErrorBody'];
type Result =
  paths['/api/completedTestResult/{attemptId}']['get']['responses'][200]['content']['application/json']['data'];

export type SampleOptions = { baseUrl: string; email: string; password: string; code?: string };

/** The data of a call that succeeded; a failure leaves as an Error naming its code. */
function must<T>(
  what: string,
  answer: { data?: T; error?: ErrorBody | unknown; response: Response },
) {
  if (answer.data !== undefined) return answer.data;
  const error = (answer.error as ErrorBody | undefined)?.error;
  throw new Error(
    `${what}: ${answer.response.status} ${error?.code ?? ''} ${error?.message ?? ''}`,
  );
}

export async function main(
  { baseUrl, email, password, code }: SampleOptions,
  log: (line: string) => void = console.log,
): Promise<Result> {
  // better-auth refuses a sign-in from a fetch that names no Origin (its CSRF check): a program
  // names the server's own.
  const api = createClient<paths>({ baseUrl, headers: { origin: new URL(baseUrl).origin } });

  // Sign in: the answer's token is the bearer token of every later call. An account with two-step
  // sign-in answers a challenge instead, which the authenticator app's code turns into the token.
  const signedIn = must(
    'sign-in',
    await api.POST('/api/auth/sign-in/email', { body: { email, password } }),
  );
  let token: string;
  if ('token' in signedIn) token = signedIn.token;
  else {
    if (!code) throw new Error('sign-in: this account asks for a code (PARIKSHA_CODE)');
    const body = { code, challenge: signedIn.challenge };
    token = must('code', await api.POST('/api/auth/two-factor/verify-totp', { body })).token;
  }
  api.use({
    onRequest: ({ request }) => {
      request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
  });

  // The courses, category by category and level by level.
  const categories = must('categories', await api.GET('/api/categoryForWeb')).data;
  const courses = [];
  for (const category of categories) {
    for (const level of category.levels.filter((l) => l.courseCount > 0)) {
      const path = { categoryId: String(category.id), levelId: String(level.id) };
      const page = must(
        'courses',
        await api.GET('/api/category/level/{categoryId}/{levelId}', { params: { path } }),
      );
      courses.push(...page.data.courses);
    }
  }
  log(`${courses.length} course(s): ${courses.map((c) => c.course_name).join(', ')}`);

  // The first mock test open now.
  let exam;
  for (const course of courses) {
    const params = { path: { courseId: String(course.id) } };
    const exams = must('exams', await api.GET('/api/exams/course/{courseId}', { params })).data;
    exam = exams.find((e) => e.availability === 'open');
    if (exam) break;
  }
  if (!exam) throw new Error('no course has a mock test open now');
  log(
    `taking "${exam.title}": ${exam.questionCount} questions in ${exam.durationSeconds / 60} min`,
  );

  // Start (or resume) an attempt and read its paper.
  const examId = String(exam.id);
  const started = must(
    'start',
    await api.POST('/api/exams/{id}/attempts', { params: { path: { id: examId } } }),
  ).data;
  const { attemptId } = started;
  const paper = must(
    'paper',
    await api.GET('/api/exams/{id}/attempts/{attemptId}/paper', {
      params: { path: { id: examId, attemptId } },
    }),
  ).data;

  // Save every answer in one batch; `seq` goes past any answer saved before (a resumed attempt).
  const after = Math.max(0, ...paper.answers.map((a) => a.seq));
  const answers = paper.questions.map((q, i) => ({
    questionId: q.id,
    optionId: q.options[0]?.id ?? null,
    seq: after + i + 1,
  }));
  const { saved } = must(
    'save',
    await api.POST('/api/v1/examAnswer', { body: { attemptId, answers } }),
  ).data;
  log(`saved ${saved} answer(s)`);

  must('end', await api.POST('/api/v1/endExam', { body: { attemptId } }));
  const result = must(
    'result',
    await api.GET('/api/completedTestResult/{attemptId}', { params: { path: { attemptId } } }),
  ).data;
  log(
    `score ${result.score} of ${result.maxScore}: ${result.correct} correct, ${result.wrong} wrong, ` +
      `${result.unanswered} unanswered; rank ${result.rank} of ${result.rankOf}`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await main({
    baseUrl: process.env.PARIKSHA_URL ?? 'http://localhost:3000',
    email: process.env.PARIKSHA_EMAIL ?? 'demo@pariksha.local',
    password: process.env.PARIKSHA_PASSWORD ?? 'pariksha-demo',
    code: process.env.PARIKSHA_CODE,
  });
}
