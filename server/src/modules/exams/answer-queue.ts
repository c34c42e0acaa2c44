import type { PendingAnswer } from './exams.types';

type Waiter = {
  rows: PendingAnswer[];
  done: Promise<Set<string>>;
  resolve: (live: Set<string>) => void;
  reject: (err: unknown) => void;
};

export type WriteBatch = (rows: PendingAnswer[]) => Promise<Set<string>>;

export type AnswerQueueOptions = {
  /** Writes allowed in flight at once: 1 for PGlite (one connection), a few for a pool. */
  maxInFlight?: number;
  /** The error a save gets once the queue is closed. */
  closedError?: () => Error;
  maxRowsPerWrite?: number;
};

/**
 * Coalesces answer saves from all requests into one write per tick. A request's promise settles
 * only after the write holding its rows has committed, so nothing is acknowledged before it is
 * durable. Whatever arrives while the writes in flight are busy forms the next batch, so batches
 * grow with load instead of queries piling up on the pool.
 */
export class AnswerQueue {
  private waiting: Waiter[] = [];
  private inFlight = new Set<Promise<void>>();
  private scheduled = false;
  private closed = false;
  private readonly maxInFlight: number;
  private readonly maxRows: number;
  private readonly closedError: () => Error;

  constructor(
    private readonly write: WriteBatch,
    opts: AnswerQueueOptions = {},
  ) {
    this.maxInFlight = opts.maxInFlight ?? 1;
    this.maxRows = opts.maxRowsPerWrite ?? 5000;
    this.closedError = opts.closedError ?? (() => new Error('answer queue is closed'));
  }

  /** Resolves with the attempts that were still open when the rows were written. */
  enqueue(rows: PendingAnswer[]): Promise<Set<string>> {
    if (this.closed) return Promise.reject(this.closedError());
    let resolve!: Waiter['resolve'];
    let reject!: Waiter['reject'];
    const done = new Promise<Set<string>>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.waiting.push({ rows, done, resolve, reject });
    this.schedule();
    return done;
  }

  /** Saves waiting or being written. */
  get busy(): number {
    return this.waiting.length + this.inFlight.size;
  }

  /** Resolves once every save enqueued before this call has been written (or has failed). */
  async barrier(): Promise<void> {
    await Promise.allSettled([...this.inFlight, ...this.waiting.map((w) => w.done)]);
  }

  /** Waits until nothing is queued or in flight; ends under load only once closed. */
  async drain(): Promise<void> {
    while (this.inFlight.size > 0 || this.waiting.length > 0) {
      this.run();
      await Promise.allSettled([...this.inFlight]);
    }
  }

  /** Refuses new saves, then writes every pending one: a graceful shutdown loses nothing. */
  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
  }

  private schedule() {
    if (this.scheduled || this.inFlight.size >= this.maxInFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.run();
    });
  }

  private run() {
    while (this.waiting.length > 0 && this.inFlight.size < this.maxInFlight) {
      const p: Promise<void> = this.writeBatch(this.take()).finally(() => {
        this.inFlight.delete(p);
        if (this.waiting.length > 0) this.schedule();
      });
      this.inFlight.add(p);
    }
  }

  private take(): Waiter[] {
    let n = 0;
    let i = 0;
    while (
      i < this.waiting.length &&
      (i === 0 || n + this.waiting[i]!.rows.length <= this.maxRows)
    ) {
      n += this.waiting[i]!.rows.length;
      i += 1;
    }
    return this.waiting.splice(0, i);
  }

  private async writeBatch(batch: Waiter[]) {
    // One row per (attempt, question): ON CONFLICT cannot touch a row twice in one statement.
    // The highest seq wins; on equal seq the first to arrive stays, as the database would do.
    const merged = new Map<string, PendingAnswer>();
    for (const w of batch) {
      for (const r of w.rows) {
        const key = `${r.attemptId}:${r.questionId}`;
        const prev = merged.get(key);
        if (!prev || r.seq > prev.seq) merged.set(key, r);
      }
    }
    try {
      const live = await this.write([...merged.values()]);
      for (const w of batch) w.resolve(live);
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}
