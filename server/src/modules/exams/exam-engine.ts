import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { BatchQueue } from '../../lib/batch-queue';
import type { Clock } from '../../lib/clock';
import { TtlCache } from '../../lib/ttl-cache';
import { writeAnswers, type LiveAttempts } from './answers.repository';
import { findAttempt, insertAttempts, openAttemptIdsBefore } from './attempts.repository';
import { finaliseAttempts } from './figures.repository';
import { loadExamDetail } from './exams.repository';
import { overdueCutoff } from './exams.rules';
import type {
  AttemptRef,
  AttemptTally,
  ExamDetail,
  NewAttempt,
  PendingAnswer,
} from './exams.types';
import { finishedFigures } from './scoring';

/** A value from memory, or a promise of it when it has to be loaded. */
type Lookup<T> = T | undefined | Promise<T | undefined>;

/**
 * What the exams services use of the engine: cached lookups that keep the save path off the
 * database, the two batched writes (answers, new attempts) and the ending of attempts.
 */
export interface ExamEngine {
  readonly db: Db;
  readonly clock: Clock;
  /** The exam with its key; cached a minute (an edit reaches the saves of a node within it). */
  exam(id: number): Lookup<ExamDetail>;
  /** Owner, deadline and status of an attempt, as the saves check them. */
  attempt(id: string): Lookup<AttemptRef>;
  /** Drops a cached exam after staff changed it (other nodes see the change within the minute). */
  forgetExam(id: number): void;
  /** Keeps an open attempt for the saves that follow (a paper has just read it). */
  keep(a: AttemptRef): void;
  /** Drops an attempt the database has closed behind this node's back. */
  forget(id: string): void;
  /** Writes a new attempt with every start of the tick; null when the database left it out. */
  insertAttempt(row: NewAttempt): Promise<AttemptRef | null>;
  /** The attempt if this node created it and nothing can have been saved into it yet; once. */
  takeUntouched(id: string): AttemptRef | undefined;
  /** Writes answers with every save of the tick; resolves with the attempts still open and their holders. */
  saveAnswers(attemptId: string, rows: PendingAnswer[]): Promise<LiveAttempts>;
  /** Resolves once every save queued before the call has been written. */
  savesWritten(): Promise<void>;
  /** Saves waiting or being written. */
  readonly savesPending: number;
  /** Ends open attempts; with `holderId`, only one that holder holds. */
  finalise(ids: string[], mode: 'submitted' | 'expired', holderId?: string): Promise<void>;
  /** Lazy expiry: every read of a learner's exams first closes their overdue attempts. */
  finaliseOverdueOf(userId: string): Promise<void>;
  /** Closes every overdue attempt; returns how many. Runs periodically and on demand. */
  sweep(): Promise<number>;
}

const SWEEP_EVERY_MS = 30_000;
const SWEEP_BATCH = 500;
// A write of fewer rows waits up to 3 ms for more: learners saving steadily (a save every few
// seconds each) would otherwise cost a round trip and a commit for every save or two (decision 002).
const GATHER = { ms: 3, rows: 32 };

/**
 * The engine of one node: caches, the answer and start queues, the expiry sweep. Nothing here is
 * needed by another node: the database stays the source of truth (see answers.repository).
 */
export class NodeExamEngine implements ExamEngine {
  // Exams do not change while being taken; a minute bounds staleness after an edit.
  private readonly exams: TtlCache<number, ExamDetail>;
  // Owner, deadline and status of recent attempts. Owner and deadline never change; status is
  // dropped here on end and re-checked by the write itself, so a stale entry costs one 409.
  private readonly attempts: TtlCache<string, AttemptRef>;
  // Attempts this node has just created and no save has reached through it: their paper needs
  // no database read. Taken by the first paper; a few seconds bound what another node could have
  // stored meanwhile (the client keeps every answer it gave and merges by seq in any case).
  private readonly untouched: TtlCache<string, true>;
  private readonly answers: BatchQueue<PendingAnswer, LiveAttempts>;
  private readonly starts: BatchQueue<NewAttempt, Set<string>>;
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    readonly db: Db,
    readonly clock: Clock,
  ) {
    const now = () => clock.now().getTime();
    this.exams = new TtlCache({
      max: 1000,
      ttlMs: 60_000,
      now,
      load: async (id) => (await loadExamDetail(db, id)) ?? undefined,
    });
    this.attempts = new TtlCache({
      max: 100_000,
      ttlMs: 300_000,
      spread: 1,
      now,
      load: async (id) => {
        const a = await findAttempt(db, id);
        return a ? refOf(a) : undefined;
      },
    });
    this.untouched = new TtlCache({ max: 100_000, ttlMs: 10_000, now });
    const restarting = (what: string) => () =>
      new AppError(ErrorCode.SERVICE_UNAVAILABLE, `The server is restarting; ${what} again`);
    this.answers = new BatchQueue((rows) => writeAnswers(db, rows), {
      closedError: restarting('send the answer'),
      merge: newestPerQuestion,
      gather: GATHER,
    });
    this.starts = new BatchQueue((rows) => this.insertStarts(rows), {
      closedError: restarting('start the exam'),
      merge: firstPerLearner,
      gather: GATHER,
    });
  }

  exam(id: number) {
    return this.exams.fetch(id);
  }

  attempt(id: string) {
    return this.attempts.fetch(id);
  }

  forgetExam(id: number) {
    this.exams.delete(id);
  }

  keep(a: AttemptRef) {
    this.attempts.set(a.id, refOf(a));
  }

  forget(id: string) {
    this.attempts.delete(id);
  }

  async insertAttempt(row: NewAttempt): Promise<AttemptRef | null> {
    const inserted = await this.starts.enqueue([row]);
    if (!inserted.has(row.id)) return null;
    const { id, examId, userId, startedAt, deadline } = row;
    const attempt: AttemptRef = { id, examId, userId, status: 'in_progress', startedAt, deadline };
    this.attempts.set(id, attempt);
    this.untouched.set(id, true);
    return attempt;
  }

  takeUntouched(id: string) {
    if (!this.untouched.get(id)) return undefined;
    this.untouched.delete(id);
    return this.attempts.get(id);
  }

  saveAnswers(attemptId: string, rows: PendingAnswer[]) {
    // From now on its paper must come from the database, which holds these answers.
    this.untouched.delete(attemptId);
    return this.answers.enqueue(rows);
  }

  savesWritten() {
    return this.answers.barrier();
  }

  get savesPending() {
    return this.answers.busy;
  }

  async finalise(ids: string[], mode: 'submitted' | 'expired', holderId?: string) {
    const now = this.clock.now();
    const figuresOf = (t: AttemptTally) => finishedFigures(t, mode, now);
    await finaliseAttempts(this.db, ids, mode, figuresOf, holderId);
    for (const id of ids) {
      this.attempts.delete(id);
      this.untouched.delete(id);
    }
  }

  async finaliseOverdueOf(userId: string) {
    const ids = await openAttemptIdsBefore(this.db, overdueCutoff(this.clock.now()), { userId });
    await this.finalise(ids, 'expired');
  }

  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const cutoff = overdueCutoff(this.clock.now());
      const ids = await openAttemptIdsBefore(this.db, cutoff, { limit: SWEEP_BATCH });
      await this.finalise(ids, 'expired');
      total += ids.length;
      if (ids.length < SWEEP_BATCH) return total;
    }
  }

  /**
   * One statement for the batch; should it fail (say, a learner deleted meanwhile), each row is
   * tried alone, so one bad row cannot fail every start of the tick. A row that still fails is
   * left out, and its start takes the careful path, which reports the real error.
   */
  private async insertStarts(rows: NewAttempt[]): Promise<Set<string>> {
    try {
      return await insertAttempts(this.db, rows);
    } catch (err) {
      if (rows.length === 1) throw err;
      const inserted = new Set<string>();
      for (const row of rows) {
        const one = await insertAttempts(this.db, [row]).catch(() => new Set<string>());
        for (const id of one) inserted.add(id);
      }
      return inserted;
    }
  }

  /** Starts the periodic sweep (unref'd: it never keeps the process alive). */
  start(log: FastifyBaseLogger) {
    this.timer = setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = this.sweep()
        .then((n) => void (n > 0 && log.info({ expired: n }, 'closed overdue exam attempts')))
        .catch((err: unknown) => log.error({ err }, 'exam attempt sweep failed'))
        .finally(() => (this.sweeping = null));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Stops the sweep and writes every queued save and start: a graceful shutdown loses nothing. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
    await Promise.all([this.answers.close(), this.starts.close()]);
  }
}

/** What the caches keep of an attempt. */
function refOf(a: AttemptRef): AttemptRef {
  const { id, examId, userId, status, startedAt, deadline } = a;
  return { id, examId, userId, status, startedAt, deadline };
}

/**
 * One row per (attempt, holder, question): the highest seq wins; on equal seq the first to arrive
 * stays, as the database would do. Rows of different holders are kept apart, since the database
 * may refuse one holder's and write the other's (it then keeps one row per question itself).
 */
export function newestPerQuestion(rows: PendingAnswer[]): PendingAnswer[] {
  // By attempt and holder, then question: no key string built per answer on the hot path.
  const byAttempt = new Map<string, Map<string | null, Map<number, PendingAnswer>>>();
  let merged = 0;
  for (const r of rows) {
    let holders = byAttempt.get(r.attemptId);
    if (!holders) byAttempt.set(r.attemptId, (holders = new Map()));
    let questions = holders.get(r.holderId);
    if (!questions) holders.set(r.holderId, (questions = new Map()));
    const prev = questions.get(r.questionId);
    if (prev && r.seq <= prev.seq) continue;
    if (!prev) merged += 1;
    questions.set(r.questionId, r);
  }
  if (merged === rows.length) return rows;
  return [...byAttempt.values()].flatMap((h) => [...h.values()].flatMap((q) => [...q.values()]));
}

/** One new attempt per learner and exam in a write; the learner's other starts find it after. */
export function firstPerLearner(rows: NewAttempt[]): NewAttempt[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.examId}:${r.userId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
