// "Killing the server mid-exam and starting it again loses no acknowledged answer", on PGlite and
// on PostgreSQL. Builds the server, starts `node server/dist/main.js` on 127.0.0.1:4351 with a
// temporary DATA_DIR (demo content seeded), signs up learners who start a demo exam and save
// answers flat out, SIGKILLs the server while saves are in flight, starts it again on the same
// data, and checks every acknowledged answer through the paper endpoint.
//
//   cd bench && npx tsx exams/sigkill.ts [--no-build] [--rounds=3]
// Exit code 1 when an acknowledged answer is missing or older than acknowledged.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { root, startPostgres } from '../shared/children';

const PORT = 4351;
const base = `http://127.0.0.1:${PORT}`;
const LEARNERS = 20;
const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.split('=')[1] ?? 3);

if (!process.argv.includes('--no-build')) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('server build failed');
}

async function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      LOG_LEVEL: 'warn',
      DISABLE_RATE_LIMITS: '1',
      AUTH_SECRET: 'sigkill-secret-sigkill-secret-sigkill-0123',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy in 30 s');
}

const killed = (c: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (c.exitCode !== null || c.signalCode !== null) return resolve();
    c.on('exit', () => resolve());
    c.kill('SIGKILL');
  });

async function api<T>(method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      web: 'web',
      origin: base,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${url} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

type Learner = { token: string; attemptId: string };
type Question = { id: number; options: { id: number }[] };

/** A demo exam with questions (the seeded database numbers them from 1). */
async function findExam(token: string) {
  for (let id = 1; id < 50; id++) {
    try {
      const exam = await api<{ data: { questionCount: number; availability: string } }>(
        'GET',
        `/api/exams/${id}`,
        token,
      );
      if (exam.data.questionCount >= 10 && exam.data.availability === 'open') return id;
    } catch {
      // no such exam
    }
  }
  throw new Error('no open demo exam with questions found');
}

async function round(env: Record<string, string>, label: string, n: number) {
  let server = await startServer(env);
  const learners: Learner[] = [];
  let examId = 0;
  const stamp = `${Date.now()}-${n}`;
  for (let i = 0; i < LEARNERS; i++) {
    const { token } = await api<{ token: string }>('POST', '/api/auth/sign-up/email', undefined, {
      name: `Killer Learner ${i}`,
      email: `kill-${stamp}-${i}@bench.local`,
      password: 'sigkill-password-1',
    });
    examId ||= await findExam(token);
    const { data } = await api<{ data: { attemptId: string } }>(
      'POST',
      `/api/exams/${examId}/attempts`,
      token,
    );
    learners.push({ token, attemptId: data.attemptId });
  }
  const paper = await api<{ data: { questions: Question[] } }>(
    'GET',
    `/api/exams/${examId}/attempts/${learners[0]!.attemptId}/paper`,
    learners[0]!.token,
  );
  const questions = paper.data.questions;

  const acks = new Map<string, { seq: number; optionId: number | null }>();
  let stop = false;
  let sent = 0;
  const loops = learners.map(async (l) => {
    for (let seq = 1; !stop; seq++) {
      const q = questions[Math.floor(Math.random() * questions.length)]!;
      const optionId =
        Math.random() < 0.1 ? null : q.options[Math.floor(Math.random() * q.options.length)]!.id;
      sent += 1;
      try {
        await api('POST', '/api/v1/examAnswer', l.token, {
          attemptId: l.attemptId,
          answers: [{ questionId: q.id, optionId, markedForReview: false, seq }],
        });
        acks.set(`${l.attemptId}:${q.id}`, { seq, optionId });
      } catch {
        return; // the server is gone: this learner's last save was never acknowledged
      }
    }
  });
  await new Promise((r) => setTimeout(r, 1500 + Math.random() * 1000));
  await killed(server);
  stop = true;
  await Promise.all(loops);

  server = await startServer(env);
  let lost = 0;
  for (const l of learners) {
    const { data } = await api<{
      data: { answers: { questionId: number; optionId: number | null; seq: number }[] };
    }>('GET', `/api/exams/${examId}/attempts/${l.attemptId}/paper`, l.token);
    const stored = new Map(data.answers.map((a) => [`${l.attemptId}:${a.questionId}`, a]));
    for (const [k, ack] of acks) {
      if (!k.startsWith(l.attemptId)) continue;
      const s = stored.get(k);
      if (!s || s.seq < ack.seq || (s.seq === ack.seq && s.optionId !== ack.optionId)) lost += 1;
    }
  }
  await killed(server);
  console.log(
    `${label} round ${n}: ${sent} saves sent, ${acks.size} answers acknowledged, ${lost} lost after SIGKILL + restart`,
  );
  return lost;
}

let totalLost = 0;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-sigkill-lite-'));
for (let n = 1; n <= rounds; n++) totalLost += await round({ DATA_DIR: dataDir }, 'PGlite', n);
fs.rmSync(dataDir, { recursive: true, force: true });

const pg = await startPostgres();
const pgDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pariksha-sigkill-pg-'));
try {
  for (let n = 1; n <= rounds; n++) {
    totalLost += await round({ DATA_DIR: pgDataDir, DATABASE_URL: pg.url }, 'PostgreSQL', n);
  }
} finally {
  await pg.stop();
  fs.rmSync(pgDataDir, { recursive: true, force: true });
}
console.log(
  totalLost === 0
    ? 'PASS  no acknowledged answer lost'
    : `FAIL  ${totalLost} acknowledged answers lost`,
);
process.exitCode = totalLost === 0 ? 0 : 1;
