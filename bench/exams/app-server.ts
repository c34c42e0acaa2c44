// Child process: the real app on PostgreSQL (DATABASE_URL) or, without it, PGlite under DATA_DIR.
// Before listening it creates, directly in the database, one 100-question exam with LEARNERS
// learners (users, sessions, open attempts) for the save load, and a second exam with STARTERS
// learners who have not started it, for the start storm (a third, alike, warms the server up).
// Writes the fixture as JSON to FIXTURE, then prints "ready". Listens on 127.0.0.1:PORT.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { categories, courses, levels } from '../../server/src/db/schema/index';
import { insertExam, loadExamDetail } from '../../server/src/modules/exams/exams.repository';
import { buildBenchApp } from '../shared/bench-app';
import { serve } from '../shared/serve';

const port = Number(process.env.PORT);
const learners = Number(process.env.LEARNERS ?? 10_000);
const starters = Number(process.env.STARTERS ?? 5_000);
const app = await buildBenchApp(port);
const db = app.db;

async function exam(courseId: number, title: string) {
  const id = await insertExam(db, {
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
  return (await loadExamDetail(db, id))!;
}

const [cat] = await db.insert(categories).values({ name: 'Bench', slug: 'bench' }).returning();
const [lvl] = await db.insert(levels).values({ name: 'Bench', slug: 'bench' }).returning();
const [course] = await db
  .insert(courses)
  .values({ categoryId: cat!.id, levelId: lvl!.id, slug: 'bench', name: 'Bench', image: '/x.svg' })
  .returning();
const saveExam = await exam(course!.id, 'Bench save exam');
const stormExam = await exam(course!.id, 'Bench start-storm exam');
const warmUpExam = await exam(course!.id, 'Bench warm-up exam');
const total = Math.max(learners, starters);

// Sessions are bearer tokens in the sessions table, exactly as sign-in would leave them.
await db.execute(sql`
  insert into users (id, name, email, email_verified)
  select 'bench-' || i, 'Bench Learner ' || i, 'bench-' || i || '@bench.local', true
  from generate_series(1, ${total}) as i`);
await db.execute(sql`
  insert into sessions (id, token, user_id, expires_at)
  select 'bench-session-' || i, 'benchtoken' || md5(i::text), 'bench-' || i, now() + interval '1 day'
  from generate_series(1, ${total}) as i`);
await db.execute(sql`
  insert into attempts (id, exam_id, user_id, status, started_at, deadline)
  select gen_random_uuid(), ${saveExam.id}, 'bench-' || i, 'in_progress', now(), now() + interval '3 hours'
  from generate_series(1, ${learners}) as i`);
await db.execute(sql`analyze`);
const rows = (await db.execute(sql`
  select s.token, a.id::text as attempt_id from sessions s
  left join attempts a on a.user_id = s.user_id and a.exam_id = ${saveExam.id}
  where s.id like 'bench-session-%' order by s.id`)) as unknown as {
  rows: { token: string; attempt_id: string | null }[];
};
const fixture = {
  saveExamId: saveExam.id,
  stormExamId: stormExam.id,
  warmUpExamId: warmUpExam.id,
  questions: saveExam.questions.map((q) => ({ id: q.id, options: q.options.map((o) => o.id) })),
  learners: rows.rows
    .filter((r) => r.attempt_id)
    .map((r) => ({ token: r.token, attemptId: r.attempt_id! })),
  starters: rows.rows.slice(0, starters).map((r) => r.token),
};
fs.writeFileSync(process.env.FIXTURE!, JSON.stringify(fixture));

await serve(app, port, { backlog: 8192 });
