import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AnswerQueue } from './answer-queue';
import { writeAnswers } from './answers.repository';
import {
  findAttempt,
  finaliseAttempts,
  insertAttempts,
  overdueAttemptIds,
} from './attempts.repository';
import { BatchQueue } from '../../lib/batch-queue';
import { loadExamDetail } from './exams.repository';
import type { AttemptRef, ExamDetail, NewAttempt } from './exams.types';
import { TtlCache } from './ttl-cache';

const SWEEP_EVERY_MS = 30_000;
const SWEEP_BATCH = 500;

/**
 * The shared state of the mock-test engine on one node: caches that keep the save path off the
 * database except for its one batched write, the answer queue, and the expiry sweep. Nothing here
 * is needed by another node: the database stays the source of truth (see answers.repository).
 */
export class ExamEngine {
  // Exams do not change while being taken; a minute bounds staleness after an edit.
  readonly exams: TtlCache<number, ExamDetail>;
  // Owner, deadline and status of recent attempts. Owner and deadline never change; status is
  // dropped here on end and re-checked by the write itself, so a stale entry costs one 409.
  readonly attempts: TtlCache<string, AttemptRef>;
  // Attempts this node has just created and no save has reached through it: their paper needs
  // no database read. Taken by the first paper; a few seconds bound what another node could have
  // stored meanwhile (the client keeps every answer it gave and merges by seq in any case).
  private readonly untouched: TtlCache<string, true>;
  readonly queue: AnswerQueue;
  /** New attempts of all concurrent starts, one insert per tick (see insertAttempts). */
  readonly starts: BatchQueue<NewAttempt, Set<string>>;
  private timer: NodeJS.Timeout | null = null;
  private sweeping: Promise<void> | null = null;

  constructor(
    readonly db: Db,
    readonly clock: Clock,
    /** Concurrent answer writes: 1 on PGlite (one connection), a few on a PostgreSQL pool. */
    writers = 1,
  ) {
    const now = () => clock.now().getTime();
    this.exams = new TtlCache(60_000, 1000, now);
    this.attempts = new TtlCache(300_000, 100_000, now, 1);
    this.untouched = new TtlCache(10_000, 100_000, now);
    const restarting = (what: string) => () =>
      new AppError(ErrorCode.SERVICE_UNAVAILABLE, `The server is restarting; ${what} again`);
    this.queue = new AnswerQueue((rows) => writeAnswers(db, rows), {
      maxInFlight: writers,
      closedError: restarting('send the answer'),
    });
    this.starts = new BatchQueue((rows) => this.insertStarts(rows), {
      maxInFlight: writers,
      closedError: restarting('start the exam'),
      merge: firstPerLearner,
    });
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

  /** A start of this node created the attempt: remember it for the saves and the first paper. */
  created(a: AttemptRef) {
    this.attempts.set(a.id, a);
    this.untouched.set(a.id, true);
  }

  /** The attempt, when this node has just created it and nothing can have been saved into it yet. */
  untouchedAttempt(id: string): AttemptRef | undefined {
    return this.untouched.get(id) ? this.attempts.get(id) : undefined;
  }

  /** After its first paper, or once a save for it reached this node: read it from the database. */
  touched(id: string) {
    this.untouched.delete(id);
  }

  exam(id: number): Promise<ExamDetail | null> {
    return this.exams.getOrLoad(id, () => loadExamDetail(this.db, id));
  }

  attemptRef(id: string): Promise<AttemptRef | null> {
    return this.attempts.getOrLoad(id, async () => {
      const a = await findAttempt(this.db, id);
      return a && refOf(a);
    });
  }

  async finalise(ids: string[], mode: 'submitted' | 'expired') {
    await finaliseAttempts(this.db, ids, this.clock.now(), mode);
    for (const id of ids) {
      this.attempts.delete(id);
      this.untouched.delete(id);
    }
  }

  /** Lazy expiry: every read of a learner's exams first closes their overdue attempts. */
  async finaliseOverdueOf(userId: string) {
    const ids = await overdueAttemptIds(this.db, this.clock.now(), { userId });
    await this.finalise(ids, 'expired');
  }

  /** Closes every overdue attempt; returns how many. Runs periodically and on demand. */
  async sweep(): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await overdueAttemptIds(this.db, this.clock.now(), { limit: SWEEP_BATCH });
      await this.finalise(ids, 'expired');
      total += ids.length;
      if (ids.length < SWEEP_BATCH) return total;
    }
  }

  start(app: FastifyInstance) {
    this.timer = setInterval(() => {
      if (this.sweeping) return;
      this.sweeping = this.sweep()
        .then((n) => void (n > 0 && app.log.info({ expired: n }, 'closed overdue exam attempts')))
        .catch((err: unknown) => app.log.error({ err }, 'exam attempt sweep failed'))
        .finally(() => (this.sweeping = null));
    }, SWEEP_EVERY_MS);
    this.timer.unref();
  }

  /** Stops the sweep and writes every queued answer: a graceful shutdown loses nothing. */
  async stop() {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.sweeping;
    await Promise.all([this.queue.close(), this.starts.close()]);
  }
}

/** What the caches keep of an attempt. */
export function refOf(a: AttemptRef): AttemptRef {
  const { id, examId, userId, status, startedAt, deadline } = a;
  return { id, examId, userId, status, startedAt, deadline };
}

/** One new attempt per learner and exam in a write; the learner's other starts find it after. */
function firstPerLearner(rows: NewAttempt[]): NewAttempt[] {
  const seen = new Set<string>();
  return rows.filter((r) => {
    const key = `${r.examId}:${r.userId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
