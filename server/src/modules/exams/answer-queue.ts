import type { PendingAnswer } from './exams.types';

type Waiter = {
  rows: PendingAnswer[];
  resolve: (live: Set<string>) => void;
  reject: (err: unknown) => void;
};

export type WriteBatch = (rows: PendingAnswer[]) => Promise<Set<string>>;

/**
 * Coalesces answer saves from all requests into one write per tick. A request's promise settles
 * only after the write holding its rows has committed, so nothing is acknowledged before it is
 * durable. One write is in flight at a time; whatever arrives meanwhile forms the next batch,
 * so batches grow with load instead of queries piling up on the pool.
 */
export class AnswerQueue {
  private waiting: Waiter[] = [];
  private rowCount = 0;
  private inFlight: Promise<void> | null = null;
  private scheduled = false;
  private closed = false;

  constructor(
    private readonly write: WriteBatch,
    private readonly maxRowsPerWrite = 5000,
  ) {}

  /** Resolves with the attempts that were still open when the rows were written. */
  enqueue(rows: PendingAnswer[]): Promise<Set<string>> {
    if (this.closed) return Promise.reject(new Error('answer queue is closed'));
    return new Promise((resolve, reject) => {
      this.waiting.push({ rows, resolve, reject });
      this.rowCount += rows.length;
      this.schedule();
    });
  }

  get pending() {
    return this.rowCount;
  }

  /** Resolves once everything enqueued before this call is written (batches go in order). */
  async barrier(): Promise<void> {
    if (this.closed) return this.drain();
    await this.enqueue([]);
  }

  /** Waits until the queue is empty; only ends under load once new saves are refused (close). */
  async drain(): Promise<void> {
    while (this.inFlight || this.waiting.length > 0) {
      if (this.inFlight) await this.inFlight;
      else await this.run();
    }
  }

  /** Refuses new saves, then writes every pending one. */
  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
  }

  private schedule() {
    if (this.scheduled || this.inFlight) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      void this.run();
    });
  }

  private run(): Promise<void> {
    if (this.inFlight || this.waiting.length === 0) return this.inFlight ?? Promise.resolve();
    const batch = this.take();
    this.inFlight = this.writeBatch(batch).finally(() => {
      this.inFlight = null;
      if (this.waiting.length > 0) this.schedule();
    });
    return this.inFlight;
  }

  private take(): Waiter[] {
    let n = 0;
    let i = 0;
    while (
      i < this.waiting.length &&
      (i === 0 || n + this.waiting[i]!.rows.length <= this.maxRowsPerWrite)
    ) {
      n += this.waiting[i]!.rows.length;
      i += 1;
    }
    this.rowCount -= n;
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
