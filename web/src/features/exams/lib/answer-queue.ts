import type { SaveAnswersBody, SavedAnswer } from '@pariksha/contracts/exams';
import { MAX_ANSWER_BATCH } from './exam-paths';

/*
 * The learner's answers for one attempt, kept so that none is ever lost:
 * every change is written to the journal (local storage) before any request, carries a seq
 * that only grows, and stays pending until the server acknowledges that seq. Pending answers
 * are sent in batches, retried with exponential backoff, and resent after a reload.
 */

export type AnswerState = { optionId: number | null; markedForReview: boolean; seq: number };

export type Journal = {
  v: 1;
  /** Highest seq ever issued for this attempt; only grows. */
  seq: number;
  /** The latest answer known to this device, by question id. */
  answers: Record<string, AnswerState>;
  /** Question ids whose latest answer the server has not acknowledged yet. */
  pending: number[];
  /** Question ids the learner has opened (for the palette; never sent). */
  visited: number[];
};

export interface JournalStore {
  read(attemptId: string): Journal | null;
  write(attemptId: string, journal: Journal): void;
  remove(attemptId: string): void;
}

export type SendInit = { keepalive: boolean; signal: AbortSignal };

export type QueueStatus = 'saved' | 'pending' | 'saving' | 'retrying' | 'offline' | 'closed';

export type QueueSnapshot = {
  status: QueueStatus;
  answers: Readonly<Record<string, AnswerState>>;
  visited: ReadonlySet<number>;
  pendingCount: number;
};

export type AnswerQueueOptions = {
  attemptId: string;
  store: JournalStore;
  send: (body: SaveAnswersBody, init: SendInit) => Promise<unknown>;
  /** True when a failed save means the attempt is over (409 ATTEMPT_CLOSED). */
  isAttemptClosed: (error: unknown) => boolean;
  onClosed?: () => void;
  /** How long changes wait to be sent together. */
  batchDelayMs?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  requestTimeoutMs?: number;
  isOnline?: () => boolean;
  /** Where `online`/`offline` events arrive (window in the browser). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
};

export const emptyJournal = (): Journal => ({
  v: 1,
  seq: 0,
  answers: {},
  pending: [],
  visited: [],
});

export class AnswerQueue {
  private journal: Journal;
  private readonly o: Required<Omit<AnswerQueueOptions, 'onClosed' | 'events'>> &
    Pick<AnswerQueueOptions, 'onClosed' | 'events'>;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inflight: Promise<void> | null = null;
  private failures = 0;
  private closed = false;
  private started = false;
  private listeners = new Set<() => void>();
  private snap: QueueSnapshot;

  constructor(options: AnswerQueueOptions, serverAnswers: readonly SavedAnswer[] = []) {
    this.o = {
      batchDelayMs: 1500,
      retryBaseMs: 1000,
      retryMaxMs: 30_000,
      requestTimeoutMs: 15_000,
      isOnline: () => (typeof navigator === 'undefined' ? true : navigator.onLine),
      ...options,
    };
    this.journal = options.store.read(options.attemptId) ?? emptyJournal();
    this.snap = this.buildSnapshot();
    this.merge(serverAnswers);
  }

  /** Begins sending (and resends what an earlier page left pending). */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.o.events?.addEventListener('online', this.handleOnline);
    this.o.events?.addEventListener('offline', this.handleOffline);
    if (this.journal.pending.length > 0) this.schedule(0);
  }

  /** Stops timers and listeners; the journal stays for the next start or page load. */
  stop(): void {
    this.started = false;
    this.clearTimer();
    this.o.events?.removeEventListener('online', this.handleOnline);
    this.o.events?.removeEventListener('offline', this.handleOffline);
  }

  /** Folds answers read from the server into the local view; the higher seq wins, so a stale read never regresses. */
  merge(serverAnswers: readonly SavedAnswer[]): void {
    const j = this.journal;
    for (const s of serverAnswers) {
      const key = String(s.questionId);
      const local = j.answers[key];
      if (!local || s.seq >= local.seq) {
        j.answers[key] = { optionId: s.optionId, markedForReview: s.markedForReview, seq: s.seq };
        j.pending = j.pending.filter((q) => q !== s.questionId);
      } else if (!j.pending.includes(s.questionId)) {
        j.pending.push(s.questionId);
      }
      j.seq = Math.max(j.seq, s.seq);
    }
    this.persist();
    this.changed();
    if (j.pending.length > 0) this.schedule(0);
  }

  getSnapshot = (): QueueSnapshot => this.snap;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Records one change: journal first, then a batched send. Returns false when nothing changed. */
  record(
    questionId: number,
    change: { optionId?: number | null; markedForReview?: boolean },
  ): boolean {
    if (this.closed) return false;
    this.absorbStored();
    const j = this.journal;
    const key = String(questionId);
    const prev = j.answers[key] ?? { optionId: null, markedForReview: false, seq: 0 };
    const next = {
      optionId: change.optionId === undefined ? prev.optionId : change.optionId,
      markedForReview: change.markedForReview ?? prev.markedForReview,
    };
    if (next.optionId === prev.optionId && next.markedForReview === prev.markedForReview)
      return false;
    j.seq += 1;
    j.answers[key] = { ...next, seq: j.seq };
    if (!j.pending.includes(questionId)) j.pending.push(questionId);
    this.write();
    this.changed();
    if (!this.timer && !this.inflight && this.failures === 0) this.schedule(this.o.batchDelayMs);
    return true;
  }

  markVisited(questionId: number): void {
    if (this.journal.visited.includes(questionId)) return;
    this.journal.visited.push(questionId);
    this.persist();
    this.changed();
  }

  /** Sends what is pending now (one request at a time). `keepalive` lets it outlive the page. */
  flush(opts: { keepalive?: boolean } = {}): Promise<void> {
    if (this.inflight) return this.inflight;
    this.clearTimer();
    if (this.closed || this.journal.pending.length === 0) return Promise.resolve();
    this.inflight = this.sendBatch(opts.keepalive ?? false).finally(() => {
      this.inflight = null;
      this.changed();
    });
    this.changed();
    return this.inflight;
  }

  /** Keeps sending until nothing is pending, the attempt closes, or `timeoutMs` passes. True when all is saved. */
  async drain(timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    while (!this.closed && this.journal.pending.length > 0 && Date.now() < until) {
      await this.flush();
      if (this.journal.pending.length === 0 || this.closed) break;
      await new Promise((r) => setTimeout(r, Math.min(1000, Math.max(0, until - Date.now()))));
    }
    return this.journal.pending.length === 0;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** The attempt is over and its result is safe on the server: forget the journal. */
  forget(): void {
    this.stop();
    this.closed = true;
    this.o.store.remove(this.o.attemptId);
  }

  private async sendBatch(keepalive: boolean): Promise<void> {
    const j = this.journal;
    const batch = j.pending.slice(0, MAX_ANSWER_BATCH).flatMap((questionId) => {
      const a = j.answers[String(questionId)];
      return a
        ? [{ questionId, optionId: a.optionId, markedForReview: a.markedForReview, seq: a.seq }]
        : [];
    });
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), this.o.requestTimeoutMs);
    try {
      await this.o.send(
        { attemptId: this.o.attemptId, answers: batch },
        { keepalive, signal: controller.signal },
      );
    } catch (error) {
      if (this.o.isAttemptClosed(error)) return this.close();
      this.failures += 1;
      this.schedule(this.backoffMs());
      return;
    } finally {
      clearTimeout(timeout);
    }
    this.failures = 0;
    // Only what was acknowledged leaves the queue: a newer change made meanwhile stays pending.
    const acked = new Map(batch.map((a) => [a.questionId, a.seq]));
    j.pending = j.pending.filter((q) => (j.answers[String(q)]?.seq ?? 0) > (acked.get(q) ?? -1));
    this.persist();
    if (j.pending.length > 0)
      this.schedule(acked.size >= MAX_ANSWER_BATCH ? 0 : this.o.batchDelayMs);
  }

  private backoffMs(): number {
    return Math.min(this.o.retryMaxMs, this.o.retryBaseMs * 2 ** (this.failures - 1));
  }

  private close(): void {
    this.closed = true;
    this.clearTimer();
    this.changed();
    this.o.onClosed?.();
  }

  private schedule(ms: number): void {
    if (!this.started || this.closed) return;
    this.clearTimer();
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

  private handleOnline = (): void => {
    this.failures = 0;
    void this.flush();
  };

  private handleOffline = (): void => this.changed();

  private persist(): void {
    this.absorbStored();
    this.write();
  }

  private write(): void {
    this.o.store.write(this.o.attemptId, this.journal);
  }

  /**
   * Takes in what another tab on the same attempt has written (per question the higher seq
   * wins), so two tabs never overwrite each other's answers or reuse a seq.
   */
  private absorbStored(): void {
    const stored = this.o.store.read(this.o.attemptId);
    if (!stored) return;
    const j = this.journal;
    for (const [key, theirs] of Object.entries(stored.answers)) {
      const mine = j.answers[key];
      if (mine && theirs.seq <= mine.seq) continue;
      const q = Number(key);
      j.answers[key] = theirs;
      if (!stored.pending.includes(q)) j.pending = j.pending.filter((p) => p !== q);
      else if (!j.pending.includes(q)) j.pending.push(q);
    }
    for (const v of stored.visited) if (!j.visited.includes(v)) j.visited.push(v);
    j.seq = Math.max(j.seq, stored.seq);
  }

  private status(): QueueStatus {
    if (this.closed) return 'closed';
    if (this.journal.pending.length === 0) return 'saved';
    if (!this.o.isOnline()) return 'offline';
    if (this.inflight) return 'saving';
    return this.failures > 0 ? 'retrying' : 'pending';
  }

  private buildSnapshot(): QueueSnapshot {
    return {
      status: this.status(),
      answers: { ...this.journal.answers },
      visited: new Set(this.journal.visited),
      pendingCount: this.journal.pending.length,
    };
  }

  private changed(): void {
    this.snap = this.buildSnapshot();
    for (const l of this.listeners) l();
  }
}
