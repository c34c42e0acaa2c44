import type { SaveAnswersBody } from '@pariksha/contracts/exams';
import type { AnswerJournal } from './answer-journal';
import { MAX_ANSWER_BATCH } from './exam-paths';
import { classify, retryDelay, retryPolicy, type RetryPolicy } from './retry';

/*
 * Sends what the journal holds pending: changes made close together go as one batch, one request
 * at a time, each cut off after a timeout. Failures are retried with jittered backoff (honouring a
 * server's Retry-After); a refusal (4xx) stops the retries and is reported, the answers staying in
 * the journal; 409 ATTEMPT_CLOSED closes the journal. 409 ATTEMPT_TAKEN_OVER (or another tab's
 * claim, `takenOver`) stops the sending, the answers staying in the journal, until `resume`.
 */

export type SendInit = { keepalive: boolean; signal: AbortSignal };

export type SyncStatus =
  'saved' | 'pending' | 'saving' | 'retrying' | 'offline' | 'refused' | 'taken' | 'closed';

/** `refusal`: why the server refused the last save (interface language), until a save succeeds. */
export type SyncState = { status: SyncStatus; refusal: string | null };

export type AnswerSyncOptions = {
  journal: AnswerJournal;
  send: (body: SaveAnswersBody, init: SendInit) => Promise<unknown>;
  /** The tab or device holding the attempt, sent with every save (the exam page's). */
  holderId?: string;
  onClosed?: () => void;
  /** How long changes wait to be sent together. */
  batchDelayMs?: number;
  policy?: RetryPolicy;
  random?: () => number;
  isOnline?: () => boolean;
  /** Where `online`/`offline` events arrive (window in the browser). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export class AnswerSync {
  private readonly journal: AnswerJournal;
  private readonly o: Required<Omit<AnswerSyncOptions, 'onClosed' | 'events' | 'holderId'>> &
    Pick<AnswerSyncOptions, 'onClosed' | 'events' | 'holderId'>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private retryAt = 0;
  private inflight: Promise<void> | null = null;
  private failures = 0;
  private refusal: string | null = null;
  private taken = false;
  private seenSeq: number;
  private started = false;
  private readonly listeners = new Set<() => void>();
  private state: SyncState;

  constructor(options: AnswerSyncOptions) {
    this.o = {
      batchDelayMs: 1500,
      policy: retryPolicy,
      random: Math.random,
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
      ...options,
    };
    this.journal = options.journal;
    this.seenSeq = this.journal.seq;
    this.state = { status: this.status(), refusal: null };
    this.journal.subscribe(this.onJournal);
  }

  getSnapshot = (): SyncState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Begins sending (and resends what an earlier page left pending). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.o.events?.addEventListener('online', this.onOnline);
    this.o.events?.addEventListener('offline', this.changed);
    if (this.journal.pendingCount > 0) this.schedule(0);
  }

  /** Stops timers and listeners; the journal keeps everything for the next start or page load. */
  stop(): void {
    this.started = false;
    this.clearTimer();
    this.o.events?.removeEventListener('online', this.onOnline);
    this.o.events?.removeEventListener('offline', this.changed);
  }

  /** Another tab or device holds the attempt now: nothing is sent until `resume`. */
  takenOver(): void {
    if (this.taken || this.journal.isClosed) return;
    this.taken = true;
    this.clearTimer();
    this.changed();
  }

  /** This screen holds the attempt again (its journal merged with the server's): sends what waits. */
  resume(): Promise<void> {
    this.taken = false;
    this.failures = 0;
    this.refusal = null;
    this.changed();
    return this.flush();
  }

  get isTakenOver(): boolean {
    return this.taken;
  }

  /** The holder the saves are sent with (the end goes with it too). */
  get holderId(): string | undefined {
    return this.o.holderId;
  }

  /** Sends what is pending now (one request at a time). `keepalive` lets it outlive the page. */
  flush(opts: { keepalive?: boolean } = {}): Promise<void> {
    if (this.inflight) return this.inflight;
    this.clearTimer();
    if (this.journal.isClosed || this.taken || this.journal.pendingCount === 0)
      return Promise.resolve();
    this.inflight = this.sendBatch(opts.keepalive ?? false).finally(() => {
      this.inflight = null;
      this.changed();
    });
    this.changed();
    return this.inflight;
  }

  /** The learner asks to try again after a refusal. */
  retry(): Promise<void> {
    this.failures = 0;
    return this.flush();
  }

  /**
   * Keeps sending, at the backoff's pace, until nothing is pending, the attempt closes or is taken
   * over, the server refuses, or `timeoutMs` passes. True when all is saved.
   */
  async drain(timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    const over = () => this.journal.isClosed || this.taken;
    while (!over() && this.journal.pendingCount > 0 && Date.now() < until) {
      await this.flush();
      if (this.journal.pendingCount === 0 || over() || this.refusal) break;
      if (this.failures === 0) continue; // saved a batch; more is waiting
      const nextTry = this.timer ? this.retryAt : Date.now() + this.o.policy.baseMs;
      await sleep(Math.max(0, Math.min(nextTry, until) - Date.now()));
    }
    return this.journal.pendingCount === 0;
  }

  private async sendBatch(keepalive: boolean): Promise<void> {
    const batch = this.journal.nextBatch(MAX_ANSWER_BATCH);
    this.refusal = null; // it tells of the latest try only
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.o.policy.timeoutMs);
    try {
      const body = { attemptId: this.journal.attemptId, holderId: this.o.holderId, answers: batch };
      await this.o.send(body, { keepalive, signal: controller.signal });
    } catch (error) {
      return this.failed(error);
    } finally {
      clearTimeout(timeout);
    }
    this.failures = 0;
    this.journal.acknowledge(batch);
    if (this.journal.pendingCount > 0)
      this.schedule(batch.length >= MAX_ANSWER_BATCH ? 0 : this.o.batchDelayMs);
  }

  private failed(error: unknown): void {
    const failure = classify(error);
    if (failure.kind === 'closed') {
      this.journal.close();
      this.o.onClosed?.();
    } else if (failure.kind === 'taken') {
      this.taken = true;
      this.failures = 0;
    } else if (failure.kind === 'refused') {
      // Sending the same batch again would be refused again: wait for a new change or the learner.
      this.failures = 0;
      this.refusal = failure.message;
    } else {
      this.failures += 1;
      this.schedule(retryDelay(failure, this.failures, this.o.random(), this.o.policy));
    }
  }

  /** A change in the journal: a new answer is sent after the batch delay, unless a send is due. */
  private onJournal = (): void => {
    const fresh = this.journal.seq > this.seenSeq;
    this.seenSeq = this.journal.seq;
    const idle = !this.timer && !this.inflight && this.failures === 0;
    if (this.journal.isClosed) this.clearTimer();
    else if (idle && this.journal.pendingCount > 0 && (fresh || !this.refusal))
      this.schedule(this.o.batchDelayMs);
    this.changed();
  };

  private onOnline = (): void => {
    this.failures = 0;
    void this.flush();
  };

  private schedule(ms: number): void {
    if (!this.started || this.journal.isClosed || this.taken) return;
    this.clearTimer();
    this.retryAt = Date.now() + ms;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
    this.changed();
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private status(): SyncStatus {
    if (this.journal.isClosed) return 'closed';
    if (this.taken) return 'taken';
    if (this.journal.pendingCount === 0) return 'saved';
    if (!this.o.isOnline()) return 'offline';
    if (this.inflight) return 'saving';
    if (this.refusal) return 'refused';
    return this.failures > 0 ? 'retrying' : 'pending';
  }

  private changed = (): void => {
    const next = { status: this.status(), refusal: this.refusal };
    if (next.status === this.state.status && next.refusal === this.state.refusal) return;
    this.state = next;
    for (const l of this.listeners) l();
  };
}
