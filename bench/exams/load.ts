// Load shapes for the exam benchmarks, all driven by autocannon.
import autocannon, { type Result } from 'autocannon';

export type Fixture = {
  saveExamId: number;
  stormExamId: number;
  questions: { id: number; options: number[] }[];
  learners: { token: string; attemptId: string }[];
  starters: string[];
};

/** The latest acknowledged answer per (attempt, question): what the database must hold afterwards. */
export type Acks = Map<string, { seq: number; optionId: number | null }>;

export const summary = (r: Result) => ({
  requestsPerSecond: Math.round(r.requests.average),
  total: r.requests.total,
  p50: r.latency.p50,
  p90: r.latency.p90,
  p99: r.latency.p99,
  max: r.latency.max,
  errors: r.errors + r.timeouts,
  non2xx: r.non2xx,
});
export type Summary = ReturnType<typeof summary>;

export function hello(url: string, duration: number, connections = 100) {
  return autocannon({ url, connections, duration });
}

type Ctx = Record<string, unknown>;
// Shared by every run of this process, so each attempt's seq keeps growing from phase to phase.
const seqOf = new Map<string, number>();
let next = 0;
type Sent = { attemptId: string; questionId: number; optionId: number | null; seq: number };

/**
 * Answer saves, one answer per request as the exam page sends them, round-robin over the learners
 * (each with a growing seq). Every 200 is recorded in `acks`.
 */
export function saves(
  url: string,
  fx: Fixture,
  acks: Acks,
  opts: { duration: number; connections: number; overallRate?: number },
) {
  let failures = 0;
  const result = autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    overallRate: opts.overallRate,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/examAnswer',
        setupRequest: (req, c) => {
          const context = c as Ctx;
          const learner = fx.learners[next++ % fx.learners.length]!;
          const q = fx.questions[Math.floor(Math.random() * fx.questions.length)]!;
          const optionId = Math.random() < 0.1 ? null : q.options[Math.floor(Math.random() * 4)]!;
          const seq = (seqOf.get(learner.attemptId) ?? 0) + 1;
          seqOf.set(learner.attemptId, seq);
          const sent: Sent = { attemptId: learner.attemptId, questionId: q.id, optionId, seq };
          context.sent = sent;
          return {
            ...req,
            headers: {
              'content-type': 'application/json',
              authorization: `Bearer ${learner.token}`,
              web: 'web',
            },
            body: JSON.stringify({
              attemptId: sent.attemptId,
              answers: [{ questionId: q.id, optionId, markedForReview: false, seq }],
            }),
          };
        },
        onResponse: (status, _body, context) => {
          const sent = (context as Ctx).sent as Sent;
          if (status !== 200) {
            failures += 1;
            return;
          }
          const key = `${sent.attemptId}:${sent.questionId}`;
          const prev = acks.get(key);
          if (!prev || sent.seq > prev.seq) acks.set(key, { seq: sent.seq, optionId: sent.optionId });
        },
      },
    ],
  });
  return { result, failures: () => failures };
}

/** Every starter opens the exam at once: POST start, then GET the paper with the attempt it got. */
export function startStorm(url: string, fx: Fixture) {
  let nextStarter = 0;
  let papers = 0;
  const result = autocannon({
    url,
    connections: fx.starters.length,
    amount: fx.starters.length * 2,
    timeout: 30,
    requests: [
      {
        method: 'POST',
        path: `/api/exams/${fx.stormExamId}/attempts`,
        setupRequest: (req, c) => {
          const context = c as Ctx;
          context.token ??= fx.starters[nextStarter++ % fx.starters.length];
          return { ...req, headers: { authorization: `Bearer ${context.token}`, web: 'web' } };
        },
        onResponse: (status, body, context) => {
          if (status < 300) (context as Ctx).attemptId = JSON.parse(body).data.attemptId;
        },
      },
      {
        method: 'GET',
        setupRequest: (req, c) => {
          const context = c as Ctx;
          return {
            ...req,
            path: `/api/exams/${fx.stormExamId}/attempts/${String(context.attemptId)}/paper`,
            headers: { authorization: `Bearer ${String(context.token)}`, web: 'web' },
          };
        },
        onResponse: (status, body) => {
          if (status === 200 && JSON.parse(body).data.questions.length === 100) papers += 1;
        },
      },
    ],
  });
  return { result, papers: () => papers };
}
