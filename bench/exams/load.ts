// Load shapes for the exam benchmarks, all driven by autocannon.
import autocannon, { type Result } from 'autocannon';
import { loadResult } from '../shared/report';

export type Fixture = {
  saveExamId: number;
  /** One exam per round of the start storm. */
  stormExamIds: number[];
  /** Started by some of the starters before the storm, as other exams are on a server that is up. */
  warmUpExamId: number;
  questions: { id: number; options: number[] }[];
  learners: { token: string; attemptId: string }[];
  starters: string[];
};

/**
 * The latest acknowledged answer per (learner, question): what the database must hold afterwards.
 * Typed arrays indexed by learner × question, not a Map of a million string keys: the load
 * generator shares the machine, and its garbage collection would stretch the latencies it reads.
 */
export class Acks {
  /** 0: nothing acknowledged. */
  readonly seq: Int32Array;
  /** -1: the answer was cleared (option null). */
  readonly option: Int32Array;
  constructor(readonly fx: Fixture) {
    this.seq = new Int32Array(fx.learners.length * fx.questions.length);
    this.option = new Int32Array(this.seq.length);
  }
  ack(learner: number, question: number, seq: number, optionId: number | null) {
    const i = learner * this.fx.questions.length + question;
    if (seq <= this.seq[i]!) return;
    this.seq[i] = seq;
    this.option[i] = optionId ?? -1;
  }
  get size() {
    return this.seq.reduce((n, s) => (s > 0 ? n + 1 : n), 0);
  }
}

/** Response times rounded to whole milliseconds and counted: percentiles without a list. */
export class Histogram {
  private counts = new Uint32Array(10_001);
  private n = 0;
  private top = 0;
  add(ms: number) {
    const i = Math.min(this.counts.length - 1, Math.round(ms));
    this.counts[i]! += 1;
    this.n += 1;
    this.top = Math.max(this.top, ms);
  }
  percentile(p: number) {
    const rank = Math.floor((p / 100) * this.n);
    let seen = 0;
    for (let i = 0; i < this.counts.length; i++) {
      seen += this.counts[i]!;
      if (seen > rank) return i;
    }
    return 0;
  }
  get count() {
    return this.n;
  }
  get max() {
    return Math.round(this.top);
  }
  /** The report's summary of these responses, which took `seconds`. */
  summary(seconds: number, errors: number, non2xx: number): Summary {
    return {
      requestsPerSecond: Math.round(this.n / seconds),
      total: this.n,
      p50: this.percentile(50),
      p90: this.percentile(90),
      p99: this.percentile(99),
      max: this.max,
      errors,
      non2xx,
    };
  }
}

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
/** What Chromium sends: the paper comes gzipped to a browser, so it does to the load too. */
export const ACCEPT_ENCODING = 'gzip, deflate, br, zstd';
// Shared by every run of this process, so each attempt's seq keeps growing from phase to phase.
let seqOf = new Int32Array(0);

/** One answer of `learner` to a random question (a tenth of them cleared), with its next seq. */
export function nextSave(fx: Fixture, learner: number) {
  if (seqOf.length < fx.learners.length) {
    const grown = new Int32Array(fx.learners.length);
    grown.set(seqOf);
    seqOf = grown;
  }
  const question = Math.floor(Math.random() * fx.questions.length);
  const q = fx.questions[question]!;
  const optionId = Math.random() < 0.1 ? null : q.options[Math.floor(Math.random() * 4)]!;
  const seq = (seqOf[learner] = seqOf[learner]! + 1);
  const { attemptId } = fx.learners[learner]!;
  const body = JSON.stringify({
    attemptId,
    answers: [{ questionId: q.id, optionId, markedForReview: false, seq }],
  });
  return { learner, question, optionId, seq, body };
}
type Sent = ReturnType<typeof nextSave>;

/**
 * Answer saves, one answer per request as the exam page sends them, round-robin over the learners.
 * Every 200 is recorded in `acks`.
 */
function saveRequest(fx: Fixture, acks: Acks, failed: () => void): autocannon.Request {
  let next = 0;
  return {
    method: 'POST',
    path: '/api/v1/examAnswer',
    setupRequest: (req, c) => {
      const sent = nextSave(fx, next++ % fx.learners.length);
      (c as Ctx).sent = sent;
      return {
        ...req,
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${fx.learners[sent.learner]!.token}`,
          web: 'web',
        },
        body: sent.body,
      };
    },
    onResponse: (status, _body, context) => {
      const sent = (context as Ctx).sent as Sent;
      if (status !== 200) return failed();
      acks.ack(sent.learner, sent.question, sent.seq, sent.optionId);
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
          const headers = {
            authorization: `Bearer ${token}`,
            web: 'web',
            'accept-encoding': ACCEPT_ENCODING,
          };
          return { ...req, path, headers };
        },
      },
    ],
  });
}

/** Every starter opens the exam's instructions page (GET the exam), as they would before starting. */
export function instructions(url: string, fx: Fixture, examId: number, connections = 100) {
  const path = `/api/exams/${examId}`;
  return getOnceEach(url, fx.starters, connections, (token) => ({ path, token }));
}

/** Every learner of the save exam opens their paper once, as the exam page does before any save. */
export function papers(url: string, fx: Fixture, connections = 100) {
  return getOnceEach(url, fx.learners, connections, (l) => ({
    path: `/api/exams/${fx.saveExamId}/attempts/${l.attemptId}/paper`,
    token: l.token,
  }));
}
