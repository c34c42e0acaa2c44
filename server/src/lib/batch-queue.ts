type Waiter<Row, Result> = {
  rows: Row[];
  done: Promise<Result>;
  resolve: (result: Result) => void;
  reject: (err: unknown) => void;
};

export type WriteBatch<Row, Result> = (rows: Row[]) => Promise<Result>;

export type BatchQueueOptions<Row> = {
  /** Writes allowed in flight at once: 1 for PGlite (one connection), a few for a pool. */
  maxInFlight?: number;
  /** The error a caller gets once the queue is closed. */
  closedError?: () => Error;
  maxRowsPerWrite?: number;
  /** Shapes the rows of one write (e.g. one row per key); by default they go as they came. */
  merge?: (rows: Row[]) => Row[];
};

/**
 * Coalesces rows from all requests into one write per tick. A request's promise settles only
 * after the write holding its rows has committed, so nothing is acknowledged before it is
 * durable. Whatever arrives while the writes in flight are busy forms the next batch, so batches
 * grow with load instead of queries piling up on the pool. Every request of a write gets the
 * write's result and reads its own outcome from it.
 */
export class BatchQueue<Row, Result> {
  private waiting: Waiter<Row, Result>[] = [];
  private inFlight = new Set<Promise<void>>();
  private scheduled = false;
  private closed = false;
  private readonly maxInFlight: number;
  private readonly maxRows: number;
  private readonly closedError: () => Error;
  private readonly merge: (rows: Row[]) => Row[];

  constructor(
    private readonly write: WriteBatch<Row, Result>,
    opts: BatchQueueOptions<Row> = {},
  ) {
    this.maxInFlight = opts.maxInFlight ?? 1;
    this.maxRows = opts.maxRowsPerWrite ?? 5000;
    this.closedError = opts.closedError ?? (() => new Error('queue is closed'));
    this.merge = opts.merge ?? ((rows) => rows);
  }

  /** Resolves with the result of the write that held these rows. */
  enqueue(rows: Row[]): Promise<Result> {
    if (this.closed) return Promise.reject(this.closedError());
    let resolve!: Waiter<Row, Result>['resolve'];
    let reject!: Waiter<Row, Result>['reject'];
    const done = new Promise<Result>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    this.waiting.push({ rows, done, resolve, reject });
    this.schedule();
    return done;
  }

  /** Requests waiting or writes in flight. */
  get busy(): number {
    return this.waiting.length + this.inFlight.size;
  }

  /** Resolves once every request enqueued before this call has been written (or has failed). */
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

  /** Refuses new requests, then writes every pending one: a graceful shutdown loses nothing. */
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

  private take(): Waiter<Row, Result>[] {
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

  private async writeBatch(batch: Waiter<Row, Result>[]) {
    try {
      const result = await this.write(this.merge(batch.flatMap((w) => w.rows)));
      for (const w of batch) w.resolve(result);
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}
