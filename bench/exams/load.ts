// Load shapes for the exam benchmarks, all driven by autocannon.
import autocannon, { type Result } from 'autocannon';
import { loadResult } from '../shared/report';

export type Fixture = {
  saveExamId: number;
  stormExamId: number;
  questions: { id: number; options: number[] }[];
  learners: { token: string; attemptId: string }[];
  starters: string[];
};

/** The latest acknowledged answer per (attempt, question): what the database must hold afterwards. */
export type Acks = Map<string, { seq: number; optionId: number | null }>;

/** With the request count, which the CPU meter divides by. */
export const summary = (r: Result) => {
  const { requestsPerSecond, ...latency } = loadResult(r);
  return { requestsPerSecond, total: r.requests.total, ...latency };
};
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
function saveRequest(fx: Fixture, acks: Acks, failed: () => void): autocannon.Request {
  return {
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
      if (status !== 200) return failed();
      const key = `${sent.attemptId}:${sent.questionId}`;
      const prev = acks.get(key);
      if (!prev || sent.seq > prev.seq) acks.set(key, { seq: sent.seq, optionId: sent.optionId });
    },
  };
}

/** Saves as fast as `connections` connections can send them. */
export function saves(
  url: string,
  fx: Fixture,
  acks: Acks,
  opts: { duration: number; connections: number },
) {
  let failures = 0;
  const result = autocannon({
    url,
    connections: opts.connections,
    duration: opts.duration,
    timeout: 10,
    requests: [saveRequest(fx, acks, () => (failures += 1))],
  });
  return { result, failures: () => failures };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Every learner saves once every 3 s: learners/3 connections at one request per second each.
 * autocannon paces each connection by a timer started when it is created, so one instance would
 * fire all its connections in the same millisecond every second. Learners do not act in lockstep:
 * the connections are split into `groups` instances started evenly across one second, and every
 * response time is collected, so the percentiles are over all requests.
 */
export async function sustained(
  url: string,
  fx: Fixture,
  acks: Acks,
  opts: { duration: number; learners: number; groups?: number },
) {
  const groups = opts.groups ?? 50;
  const connections = Math.round(opts.learners / 3);
  const times: number[] = [];
  // p99 per 10 s window: whether slow answers come in bursts (and when) or evenly.
  const windows: number[][] = [];
  const began = Date.now();
  let failures = 0;
  const runs: Promise<autocannon.Result>[] = [];
  for (let g = 0; g < groups; g++) {
    const size = Math.floor(connections / groups) + (g < connections % groups ? 1 : 0);
    runs.push(
      new Promise((resolve, reject) => {
        const instance = autocannon(
          {
            url,
            connections: size,
            overallRate: size,
            duration: opts.duration,
            timeout: 10,
            requests: [saveRequest(fx, acks, () => (failures += 1))],
          },
          (err, res) => (err ? reject(err) : resolve(res)),
        );
        instance.on('response', (_c, _status, _bytes, ms) => {
          times.push(ms);
          (windows[Math.floor((Date.now() - began) / 10_000)] ??= []).push(ms);
        });
      }),
    );
    await new Promise((r) => setTimeout(r, 1000 / groups));
  }
  const results = await Promise.all(runs);
  times.sort((a, b) => a - b);
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  return {
    summary: {
      requestsPerSecond: Math.round(total / opts.duration),
      total,
      p50: Math.round(percentile(times, 50)),
      p90: Math.round(percentile(times, 90)),
      p99: Math.round(percentile(times, 99)),
      max: Math.round(times[times.length - 1] ?? 0),
      errors: results.reduce((n, r) => n + r.errors + r.timeouts, 0),
      non2xx: results.reduce((n, r) => n + r.non2xx, 0),
    } satisfies Summary,
    connections,
    failures,
    p99By10s: windows
      .map((w) =>
        Math.round(
          percentile(
            w.sort((a, b) => a - b),
            99,
          ),
        ),
      )
      .join(' '),
  };
}

/** One GET a person, each with their own token, `connections` at a time. */
function getOnceEach<T>(
  url: string,
  people: T[],
  connections: number,
  get: (person: T) => { path: string; token: string },
) {
  let i = 0;
  return autocannon({
    url,
    connections,
    amount: people.length,
    timeout: 30,
    requests: [
      {
        method: 'GET',
        setupRequest: (req) => {
          const { path, token } = get(people[i++ % people.length]!);
          return { ...req, path, headers: { authorization: `Bearer ${token}`, web: 'web' } };
        },
      },
    ],
  });
}

/** Every starter opens the exam's instructions page (GET the exam), as they would before starting. */
export function instructions(url: string, fx: Fixture, connections = 100) {
  const path = `/api/exams/${fx.stormExamId}`;
  return getOnceEach(url, fx.starters, connections, (token) => ({ path, token }));
}

/** Every learner of the save exam opens their paper once, as the exam page does before any save. */
export function papers(url: string, fx: Fixture, connections = 100) {
  return getOnceEach(url, fx.learners, connections, (l) => ({
    path: `/api/exams/${fx.saveExamId}/attempts/${l.attemptId}/paper`,
    token: l.token,
  }));
}
