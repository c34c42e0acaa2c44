// Child process: a bare Fastify on 127.0.0.1:PORT, the machine's baseline. GET / is the
// hello-world. The answer save's path takes the same JSON POST as the app's and answers the same
// small shape, with nothing behind it. The two calls of an exam start answer with nothing behind
// them (no sign-in, no database): a new attempt id, and one gzipped 100-question paper, as large
// as the bench exam's.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import Fastify from 'fastify';
import { serve } from './serve';

const questions = Array.from({ length: 100 }, (_, q) => ({
  id: q + 1,
  number: q + 1,
  section: 'General',
  stem: `<p>Bench question ${q + 1}: which option is right?</p>`,
  stemMl: `<p>ചോദ്യം ${q + 1}</p>`,
  options: [1, 2, 3, 4].map((o) => ({ id: 4 * q + o, text: `Option ${o}` })),
}));
const paper = zlib.gzipSync(JSON.stringify({ data: { answers: [], questions } }), { level: 9 });

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
app.post('/api/v1/examAnswer', async (req) => ({
  data: {
    saved: (req.body as { answers: unknown[] }).answers.length,
    serverNow: new Date().toISOString(),
  },
}));
app.post('/api/exams/:id/attempts', async (_req, reply) =>
  reply.status(201).send({ data: { attemptId: crypto.randomUUID() } }),
);
app.get('/api/exams/:id/attempts/:attemptId/paper', async (_req, reply) =>
  reply.header('content-encoding', 'gzip').type('application/json').send(paper),
);
await serve(app, Number(process.env.PORT), { backlog: 8192 });
