type Waiter<Row, Result> = {
  rows: Row[];
  /** When it was queued (performance.now()). */
  at: number;
  done: Promise<Result>;
  resolve: (result: Result) => void;
  reject: (err: unknown) => void;
};

export type WriteBatch<Row, Result> = (rows: Row[]) => Promise<Result>;

export type BatchQueueOptions<Row> = {
  /** The error a caller gets once the queue is closed. */
  closedError?: () => Error;
  maxRowsPerWrite?: number;
  /** Shapes the rows of one write (e.g. one row per key); by default they go as they came. */
  merge?: (rows: Row[]) => Row[];
  /**
   * Lets a batch smaller than `rows` wait up to `ms` (from its oldest request) for more; a batch
   * of `rows` goes at once. A write costs a round trip and a commit whatever its size, so a
   * steady trickle written as it comes costs a write for every request or two.
   */
  gather?: { ms: number; rows: number };
};

/**
 * Coalesces rows from all requests into one write per tick (or per few milliseconds, with
 * `gather`). A request's promise settles only after the write holding its rows has committed, so
 * nothing is acknowledged before it is durable. One write is in flight at a time: whatever
 * arrives meanwhile forms the next batch, so batches grow with load instead of queries piling up
 * on the database. Every request of a write gets the write's result and reads its own outcome
 * from it.
 */
export class BatchQueue<Row, Result> {
  private waiting: Waiter<Row, Result>[] = [];
  private writing: Promise<void> | null = null;
  private scheduled: 'now' | 'later' | null = null;
  private timer: NodeJS.Timeout | undefined;
  private waitingRows = 0;
  private closed = false;
  private readonly maxRows: number;
  private readonly closedError: () => Error;
  private readonly merge: (rows: Row[]) => Row[];
  private readonly gather: { ms: number; rows: number };

  constructor(
    private readonly write: WriteBatch<Row, Result>,
    opts: BatchQueueOptions<Row> = {},
  ) {
    this.maxRows = opts.maxRowsPerWrite ?? 5000;
    this.closedError = opts.closedError ?? (() => new Error('queue is closed'));
    this.merge = opts.merge ?? ((rows) => rows);
    this.gather = opts.gather ?? { ms: 0, rows: 0 };
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
    this.waiting.push({ rows, at: performance.now(), done, resolve, reject });
    this.waitingRows += rows.length;
    this.schedule();
    return done;
  }

  /** Requests waiting, plus the write in flight. */
  get busy(): number {
    return this.waiting.length + (this.writing ? 1 : 0);
  }

  /** Resolves once every request enqueued before this call has been written (or has failed). */
  async barrier(): Promise<void> {
    await Promise.allSettled([this.writing, ...this.waiting.map((w) => w.done)]);
  }

  /** Waits until nothing is queued or in flight; ends under load only once closed. */
  async drain(): Promise<void> {
    while (this.writing || this.waiting.length > 0) {
      this.run();
      await this.writing;
    }
  }

  /** Refuses new requests, then writes every pending one: a graceful shutdown loses nothing. */
  async close(): Promise<void> {
    this.closed = true;
    await this.drain();
  }

  /** Writes on the next tick, or once the oldest request has waited `gather.ms`. */
  private schedule() {
    if (this.scheduled === 'now' || this.writing) return;
    const wait =
      this.waitingRows >= this.gather.rows
        ? 0
        : this.gather.ms - (performance.now() - this.waiting[0]!.at);
    if (wait > 0) {
      if (this.scheduled === null) this.timer = setTimeout(this.flush, wait);
      this.scheduled = 'later';
      return;
    }
    clearTimeout(this.timer);
    this.scheduled = 'now';
    setImmediate(this.flush);
  }

  private readonly flush = () => {
    this.scheduled = null;
    this.run();
  };

  private run() {
    if (this.writing || this.waiting.length === 0) return;
    this.writing = this.writeBatch(this.take()).finally(() => {
      this.writing = null;
      if (this.waiting.length > 0) this.schedule();
    });
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
    this.waitingRows -= n;
    return this.waiting.splice(0, i);
  }

  /** Never rejects: a failed write fails its requests. */
  private async writeBatch(batch: Waiter<Row, Result>[]) {
    try {
      const result = await this.write(this.merge(batch.flatMap((w) => w.rows)));
      for (const w of batch) w.resolve(result);
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
}
