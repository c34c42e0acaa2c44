// "Killing the server mid-exam and starting it again loses no acknowledged answer". Runs the
// server from source (`node --import tsx server/src/main.ts`) on 127.0.0.1 and a free port, with
// a temporary DATA_DIR (demo content seeded) and DATABASE_URL's PostgreSQL, or PGlite without it;
// learners sign up, start a demo exam (half of them) or a practice set of their own (the other
// half: practice rides the same write path) and save answers flat out; the server is SIGKILLed (by its
// pid) while saves are in flight, started again on the same data, and every acknowledged answer
// is checked through the paper endpoint.
//
//   npx tsx bench/exams/sigkill.ts [--rounds=1] [--learners=300] [--seconds=3]
//   node scripts/with-postgres.mjs npx tsx bench/exams/sigkill.ts      # the same on PostgreSQL
// `npm test` runs both (step "durability"); exams/run.ts runs 3 rounds of each.
// Exit code 1 when an acknowledged answer is missing or older than acknowledged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { BENCH_ENV } from '../shared/bench-env';
import { root, untilHealthy } from '../shared/children';
import { freePort } from '../shared/ports';
import { httpPost, inBatches, ok, signUpLearners } from '../shared/sign-up';

/** A learner's attempt: of the demo exam, or of their own practice set (decision 026). */
type Learner = { token: string; examId: number; attemptId: string; questions: Question[] };
type Question = { id: number; options: { id: number }[] };
type Stored = { questionId: number; optionId: number | null; seq: number };
type Paper = { data: { questions: Question[]; answers: Stored[] } };

// The first start seeds the demo content, which takes a minute or more on a busy machine: the
// wait is for the server's health, and this limit only ends a server that hangs.
const START_LIMIT_S = 600;

/** The server, running; `kill()` SIGKILLs it by its pid and resolves once it is gone. */
async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const { DATABASE_URL: _a, TEST_DATABASE_URL: _b, ...inherited } = process.env;
  const child: ChildProcess = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', path.join(root, 'server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...inherited,
        ...BENCH_ENV,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: base,
        AUTH_SECRET: 'sigkill-secret-sigkill-secret-sigkill-0123',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Its log, shown only if it fails to start.
  let log = '';
  const keep = (b: Buffer) => (log = (log + b.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const kill = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      process.kill(child.pid!, 'SIGKILL');
    });
  if (await untilHealthy(base, child, START_LIMIT_S, 100)) return { base, kill };
  if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
  await kill();
  throw new Error(`server did not become healthy in ${START_LIMIT_S} s:\n${log}`);
}

async function get<T>(base: string, url: string, token: string): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    headers: { web: 'web', authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`GET ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** An open demo exam with questions (the seeded database numbers them from 1). */
async function findExam(base: string, token: string) {
  for (let id = 1; id < 50; id++) {
    const exam = await get<{ data: { questionCount: number; availability: string } }>(
      base,
      `/api/exams/${id}`,
      token,
    ).catch(() => null);
    if (exam && exam.data.questionCount >= 10 && exam.data.availability === 'open') return id;
  }
  throw new Error('no open demo exam with questions found');
}

/** The subject with the most questions to practise: half the learners save into sets of it. */
async function subjectToPractise(base: string, token: string) {
  const { data } = await get<{
    data: { topics: { id: number; parentId: number | null; available: number }[] };
  }>(base, '/api/practice/topics', token);
  const subject = data.topics
    .filter((t) => t.parentId === null)
    .sort((a, b) => b.available - a.available)[0];
  if (!subject || subject.available < 10)
    throw new Error('no subject with 10 questions to practise');
  return subject.id;
}

export type KillOptions = { rounds: number; learners: number; seconds: number };
export type KillRound = { sent: number; acknowledged: number; lost: number };

/**
 * One round: sign up, start (half the learners a demo exam, half a practice set of their own), save
 * flat out, SIGKILL, restart, check every acknowledged answer.
 */
async function round(env: Record<string, string>, n: number, opts: KillOptions) {
  let server = await startServer(env);
  try {
    const post = httpPost(server.base);
    const tokens = await signUpLearners(post, opts.learners, `kill-${Date.now()}-${n}`);
    const examId = await findExam(server.base, tokens[0]!);
    const subjectId = await subjectToPractise(server.base, tokens[0]!);
    const paperOf = (base: string, l: Omit<Learner, 'questions'>) =>
      get<Paper>(base, `/api/exams/${l.examId}/attempts/${l.attemptId}/paper`, l.token);
    const learners: Learner[] = await inBatches(tokens.length, 50, async (i) => {
      const token = tokens[i]!;
      const { data } = await ok<{ data: { examId: number; attemptId: string } }>(
        'start',
        i % 2 === 0
          ? post(`/api/exams/${examId}/attempts`, {}, token)
          : post('/api/practice/sets', { topicIds: [subjectId], count: 10, mode: 'timed' }, token),
      );
      const started = { token, examId: data.examId, attemptId: data.attemptId };
      return { ...started, questions: (await paperOf(server.base, started)).data.questions };
    });

    const acks = learners.map(() => new Map<number, { seq: number; optionId: number | null }>());
    let stop = false;
    let sent = 0;
    const loops = learners.map(async (l, i) => {
      for (let seq = 1; !stop; seq++) {
        const q = l.questions[Math.floor(Math.random() * l.questions.length)]!;
        const optionId =
          Math.random() < 0.1 ? null : q.options[Math.floor(Math.random() * q.options.length)]!.id;
        sent += 1;
        const answers = [{ questionId: q.id, optionId, markedForReview: false, seq }];
        const saved = await post('/api/v1/examAnswer', { attemptId: l.attemptId, answers }, l.token)
          .then((r) => r.status === 200)
          .catch(() => false);
        // The server is gone, or failed the save: this learner's last save was not acknowledged.
        if (!saved) return;
        acks[i]!.set(q.id, { seq, optionId });
      }
    });
    await new Promise((r) => setTimeout(r, (opts.seconds + Math.random()) * 1000));
    await server.kill();
    stop = true;
    await Promise.all(loops);

    server = await startServer(env);
    const restarted = server.base;
    const lost = await inBatches(learners.length, 50, async (i) => {
      const stored = new Map(
        (await paperOf(restarted, learners[i]!)).data.answers.map((a) => [a.questionId, a]),
      );
      let missing = 0;
      for (const [questionId, ack] of acks[i]!) {
        const s = stored.get(questionId);
        if (!s || s.seq < ack.seq || (s.seq === ack.seq && s.optionId !== ack.optionId))
          missing += 1;
      }
      return missing;
    });
    const acknowledged = acks.reduce((n, m) => n + m.size, 0);
    return { sent, acknowledged, lost: lost.reduce((a, b) => a + b, 0) };
  } finally {
    await server.kill();
  }
}

/**
 * `rounds` rounds on one database: DATABASE_URL's PostgreSQL when given (a fresh database, as the
 * server seeds only an empty one), else PGlite. Each round's learners are new.
 */
export async function sigkillRounds(opts: KillOptions & { databaseUrl?: string }) {
  const label = opts.databaseUrl ? 'PostgreSQL' : 'PGlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-sigkill-'));
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  const rounds: KillRound[] = [];
  try {
    for (let n = 1; n <= opts.rounds; n++) {
      const r = await round(env, n, opts);
      console.log(
        `${label} round ${n}: ${opts.learners} learners, ${r.sent} saves sent, ` +
          `${r.acknowledged} answers acknowledged, ${r.lost} lost after SIGKILL + restart`,
      );
      rounds.push(r);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  const sum = (k: keyof KillRound) => rounds.reduce((n, r) => n + r[k], 0);
  return { label, rounds: rounds.length, acknowledged: sum('acknowledged'), lost: sum('lost') };
}

if (path.resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: number) =>
    Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
  const began = Date.now();
  const r = await sigkillRounds({
    rounds: arg('rounds', 1),
    learners: arg('learners', 300),
    seconds: arg('seconds', 3),
    databaseUrl: process.env.DATABASE_URL,
  });
  const ok = r.lost === 0 && r.acknowledged > 0;
  const took = `${((Date.now() - began) / 1000).toFixed(1)} s`;
  console.log(
    ok
      ? `PASS  ${r.label}: ${r.acknowledged} acknowledged answers, none lost (${took})`
      : `FAIL  ${r.label}: ${r.lost} of ${r.acknowledged} acknowledged answers lost (${took})`,
  );
  process.exitCode = ok ? 0 : 1;
}
