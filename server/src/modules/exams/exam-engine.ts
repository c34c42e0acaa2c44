import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '@pariksha/contracts/errors';
import { AppError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AnswerQueue } from './answer-queue';
import { writeAnswers } from './answers.repository';
import { findAttempt, finaliseAttempts, overdueAttemptIds } from './attempts.repository';
import { loadExamDetail } from './exams.repository';
import type { AttemptRef, ExamDetail } from './exams.types';
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
  readonly queue: AnswerQueue;
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
    this.attempts = new TtlCache(300_000, 100_000, now);
    this.queue = new AnswerQueue((rows) => writeAnswers(db, rows), {
      maxInFlight: writers,
      closedError: () =>
        new AppError(
          ErrorCode.SERVICE_UNAVAILABLE,
          'The server is restarting; send the answer again',
        ),
    });
  }

  exam(id: number): Promise<ExamDetail | null> {
    return this.exams.getOrLoad(id, () => loadExamDetail(this.db, id));
  }

  attemptRef(id: string): Promise<AttemptRef | null> {
    return this.attempts.getOrLoad(id, async () => {
      const a = await findAttempt(this.db, id);
      return (
        a && {
          id: a.id,
          examId: a.examId,
          userId: a.userId,
          status: a.status,
          startedAt: a.startedAt,
          deadline: a.deadline,
        }
      );
    });
  }

  async finalise(ids: string[], mode: 'submitted' | 'expired') {
    await finaliseAttempts(this.db, ids, this.clock.now(), mode);
    for (const id of ids) this.attempts.delete(id);
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
    await this.queue.close();
  }
}
