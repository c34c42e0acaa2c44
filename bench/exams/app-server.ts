// Child process: the real app on PostgreSQL (DATABASE_URL) or, without it, PGlite under DATA_DIR.
// Before listening it adds, with the server's own seed and exam repository, the demo catalogue
// and 100-question exams: one to save into, one per round of the start storm (STORM_ROUNDS, 1
// by default) and one that warms the server up; then max(LEARNERS, STARTERS) learners sign up
// and LEARNERS of them start the save exam, through the app's routes (`app.inject`: the requests
// a learner sends, without the sockets). The start-storm exams are left for STARTERS of them. Writes the fixture as JSON to FIXTURE, then prints
// "ready". Listens on 127.0.0.1:PORT.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { insertExam, loadExamDetail } from '../../server/src/modules/exams/exams.repository';
import { listAllCourseIds } from '../../server/src/modules/catalogue/catalogue.repository';
import { seedCatalogue } from '../../server/src/seed/catalogue';
import { buildBenchApp } from '../shared/bench-app';
import { serve } from '../shared/serve';
import { inBatches, ok, signUpLearners, type Post } from '../shared/sign-up';
import type { Fixture } from './load';

const port = Number(process.env.PORT);
const learners = Number(process.env.LEARNERS ?? 10_000);
const starters = Number(process.env.STARTERS ?? 5_000);
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

async function exam(courseId: number, title: string) {
  const id = await insertExam(app.db, {
    courseId,
    title,
    durationSeconds: 3 * 3600,
    sections: [
      {
        title: 'General',
        questions: Array.from({ length: 100 }, (_, q) => ({
          stem: `<p>Bench question ${q + 1}: which option is right?</p>`,
          stemMl: `<p>ചോദ്യം ${q + 1}</p>`,
          explanation: 'Because it is.',
          topic: 'bench',
          options: [0, 1, 2, 3].map((o) => ({ text: `Option ${o + 1}`, isCorrect: o === q % 4 })),
        })),
      },
    ],
  });
  return (await loadExamDetail(app.db, id))!;
}

await seedCatalogue(app);
const [course] = await listAllCourseIds(app.db);
const saveExam = await exam(course!.id, 'Bench save exam');
const stormRounds = Number(process.env.STORM_ROUNDS ?? 1);
const stormExams: Awaited<ReturnType<typeof exam>>[] = [];
for (let round = 1; round <= stormRounds; round++)
  stormExams.push(await exam(course!.id, `Bench start-storm exam ${round}`));
const warmUpExam = await exam(course!.id, 'Bench warm-up exam');

const began = Date.now();
const tokens = await signUpLearners(post, Math.max(learners, starters), 'bench');
const attemptIds = await inBatches(learners, 50, async (i) => {
  const started = post(`/api/exams/${saveExam.id}/attempts`, {}, tokens[i]);
  return (await ok<{ data: { attemptId: string } }>('start', started)).data.attemptId;
});
console.error(
  `${tokens.length} learners signed up and ${attemptIds.length} started in ${Date.now() - began} ms`,
);
// Planner statistics for the tables just filled, as autovacuum would soon gather them: the
// measurement should not depend on whether it had yet.
await app.db.execute(sql`analyze`);

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
