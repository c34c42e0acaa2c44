// Child process: the real app on PostgreSQL (DATABASE_URL) or, without it, PGlite under DATA_DIR.
// Before it opens the database, `npm run seed` adds the demo content and `npm run admin:create`
// the bench's admin. Then, through the app's routes (`app.inject`: the requests the console and
// a learner send, without the sockets), the admin adds a course (free, as every new course is) and 100-question exams to it:
// one to save into, one per round of the start storm (STORM_ROUNDS, 1 by default) and one that
// warms the server up; max(LEARNERS, STARTERS) learners sign up and LEARNERS of them start the
// save exam. The start-storm exams are left for STARTERS of them. Writes the fixture as JSON to
// FIXTURE, then prints "ready". Listens on 127.0.0.1:PORT.
import fs from 'node:fs';
import { examInput } from '@pariksha/contracts/testing/exam-input';
import { buildBenchApp, createBenchAdmin, seedDemo, staffApi } from '../shared/bench-app';
import { query } from '../shared/postgres';
import { serve } from '../shared/serve';
import { inBatches, ok, signUpLearners, type Post } from '../shared/sign-up';
import type { Fixture } from './load';

const port = Number(process.env.PORT);
const learners = Number(process.env.LEARNERS ?? 10_000);
const starters = Number(process.env.STARTERS ?? 5_000);
await seedDemo(port);
await createBenchAdmin(port);
const app = await buildBenchApp(port);
const origin = `http://127.0.0.1:${port}`;

const post: Post = async (url, body, token) => {
  const res = await app.inject({
    method: 'POST',
    url,
    headers: { origin, web: 'web', ...(token && { authorization: `Bearer ${token}` }) },
    payload: body as object,
  });
  return { status: res.statusCode, body: res.body };
};

type Exam = { id: number; sections: { id: number }[] };
type Question = { id: number; options: { id: number }[] };
const staff = await staffApi(app);
// A free course of its own, as the console adds one, in the first demo course's category and level.
const [demo] = await staff<{ categoryId: number; levelId: number }[]>('GET', '/api/admin/courses');
const course = await staff<{ id: number }>('POST', '/api/admin/courses', {
  categoryId: demo!.categoryId,
  levelId: demo!.levelId,
  name: 'Bench course',
  image: '',
  description: 'The exams the bench measures.',
  descriptionMl: null,
  highlights: [],
  highlightsMl: null,
  language: 'English',
  published: true,
});

/** A published three-hour exam of 100 questions in English and Malayalam, as the console adds one. */
async function exam(title: string) {
  const { id, sections } = await staff<Exam>(
    'POST',
    `/api/admin/courses/${course.id}/exams`,
    examInput({ title, instructions: '', durationMinutes: 180, sections: [{ title: 'General' }] }),
  );
  for (let q = 0; q < 100; q++) {
    await staff('POST', `/api/admin/exams/${id}/questions`, {
      sectionId: sections[0]!.id,
      stem: `<p>Bench question ${q + 1}: which option is right?</p>`,
      stemMl: `<p>ചോദ്യം ${q + 1}</p>`,
      options: [0, 1, 2, 3].map((o) => ({
        text: `Option ${o + 1}`,
        textMl: null,
        correct: o === q % 4,
      })),
      explanation: 'Because it is.',
      explanationMl: null,
      topic: 'bench',
      difficulty: null,
    });
  }
  const questions = await staff<Question[]>('GET', `/api/admin/exams/${id}/questions`);
  return { id, questions };
}

const saveExam = await exam('Bench save exam');
const stormRounds = Number(process.env.STORM_ROUNDS ?? 1);
const stormExams: Awaited<ReturnType<typeof exam>>[] = [];
for (let round = 1; round <= stormRounds; round++)
  stormExams.push(await exam(`Bench start-storm exam ${round}`));
const warmUpExam = await exam('Bench warm-up exam');

const began = Date.now();
const tokens = await signUpLearners(post, Math.max(learners, starters), 'bench');
const attemptIds = await inBatches(learners, 50, async (i) => {
  const started = post(`/api/exams/${saveExam.id}/attempts`, {}, tokens[i]);
  return (await ok<{ data: { attemptId: string } }>('start', started)).data.attemptId;
});
console.error(
  `${tokens.length} learners signed up and ${attemptIds.length} started in ${Date.now() - began} ms`,
);
// Planner statistics for the tables just filled, as PostgreSQL's autovacuum would soon gather
// them: the measurement should not depend on whether it had yet (PGlite has no autovacuum).
if (process.env.DATABASE_URL) await query(process.env.DATABASE_URL, 'analyze');

const fixture: Fixture = {
  saveExamId: saveExam.id,
  stormExamIds: stormExams.map((e) => e.id),
  warmUpExamId: warmUpExam.id,
  questions: saveExam.questions.map((q) => ({ id: q.id, options: q.options.map((o) => o.id) })),
  learners: attemptIds.map((attemptId, i) => ({ token: tokens[i]!, attemptId })),
  starters: tokens.slice(0, starters),
};
fs.writeFileSync(process.env.FIXTURE!, JSON.stringify(fixture));

await serve(app, port, { backlog: 8192 });
