import type { SavedAnswer } from '@pariksha/contracts/exams';
import { emptyJournal, type Journal, type JournalStore } from './attempt-storage';

/*
 * The learner's answers for one attempt as this device knows them. Every change is written to the
 * store (local storage) at once, carries a seq that only grows, and stays pending until the
 * server holds that seq. No timers and no network here: the sync transport sends what is pending.
 */

export type AnswerState = { optionId: number | null; markedForReview: boolean; seq: number };

export type JournalView = {
  answers: Readonly<Record<string, AnswerState>>;
  visited: ReadonlySet<number>;
  pendingCount: number;
  closed: boolean;
};

const unanswered: AnswerState = { optionId: null, markedForReview: false, seq: 0 };

type Copy = AnswerState & { saved: boolean };

/**
 * The one merge rule, for server reads, acknowledgements and other tabs alike: per question the
 * higher seq wins; at an equal seq a copy the server holds wins over a pending one. So retries,
 * stale reads and late acknowledgements never regress a newer answer.
 */
export const wins = (theirs: Copy, mine: Copy | undefined): boolean =>
  !mine || theirs.seq > mine.seq || (theirs.seq === mine.seq && theirs.saved && !mine.saved);

export class AnswerJournal {
  private readonly data: Journal;
  private closed = false;
  private readonly listeners = new Set<() => void>();
  private view: JournalView;

  constructor(
    readonly attemptId: string,
    private readonly store: JournalStore,
    serverAnswers: readonly SavedAnswer[] = [],
  ) {
    this.data = store.read(attemptId) ?? emptyJournal();
    this.view = this.buildView();
    this.merge(serverAnswers);
  }

  getSnapshot = (): JournalView => this.view;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get pendingCount(): number {
    return this.data.pending.length;
  }

  /** Highest seq issued or seen for this attempt. */
  get seq(): number {
    return this.data.seq;
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** Records one change with the next seq. Returns false when nothing changed or the attempt is over. */
  record(
    questionId: number,
    change: { optionId?: number | null; markedForReview?: boolean },
  ): boolean {
    if (this.closed) return false;
    this.absorbStored(); // another tab may have issued seqs meanwhile
    const prev = this.data.answers[String(questionId)] ?? unanswered;
    const optionId = change.optionId === undefined ? prev.optionId : change.optionId;
    const markedForReview = change.markedForReview ?? prev.markedForReview;
    if (optionId === prev.optionId && markedForReview === prev.markedForReview) return false;
    const seq = this.data.seq + 1;
    this.fold(questionId, { optionId, markedForReview, seq, saved: false });
    this.save();
    return true;
  }

  markVisited(questionId: number): void {
    if (this.data.visited.includes(questionId)) return;
    this.absorbStored();
    this.data.visited.push(questionId);
    this.save();
  }

  /** Folds in answers read from the server. */
  merge(serverAnswers: readonly SavedAnswer[]): void {
    this.absorbStored();
    for (const { questionId, ...answer } of serverAnswers)
      this.fold(questionId, { ...answer, saved: true });
    this.save();
  }

  /** The server saved this batch: what was sent leaves the pending list, newer changes stay. */
  acknowledge(batch: readonly SavedAnswer[]): void {
    this.merge(batch);
  }

  /** The oldest pending answers, at most `max`, as the server takes them. */
  nextBatch(max: number): SavedAnswer[] {
    return this.data.pending.slice(0, max).flatMap((questionId) => {
      const a = this.data.answers[String(questionId)];
      return a ? [{ questionId, ...a }] : [];
    });
  }

  /** The attempt is over: no further change is taken. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.changed();
  }

  /** The attempt is over and its result is safe on the server: the stored journal goes too. */
  forget(): void {
    this.close();
    this.store.remove(this.attemptId);
  }

  private fold(questionId: number, theirs: Copy): void {
    const d = this.data;
    const stored = d.answers[String(questionId)];
    const mine = stored && { ...stored, saved: !d.pending.includes(questionId) };
    d.seq = Math.max(d.seq, theirs.seq);
    if (!wins(theirs, mine)) return;
    const { saved, ...answer } = theirs;
    d.answers[String(questionId)] = answer;
    const others = d.pending.filter((q) => q !== questionId);
    d.pending = saved ? others : mine && !mine.saved ? d.pending : [...others, questionId];
  }

  /** Takes in what another tab on the same attempt has written, by the same rule. */
  private absorbStored(): void {
    const stored = this.store.read(this.attemptId);
    if (!stored) return;
    for (const [key, answer] of Object.entries(stored.answers)) {
      const questionId = Number(key);
      this.fold(questionId, { ...answer, saved: !stored.pending.includes(questionId) });
    }
    for (const v of stored.visited) if (!this.data.visited.includes(v)) this.data.visited.push(v);
    this.data.seq = Math.max(this.data.seq, stored.seq);
  }

  private save(): void {
    this.store.write(this.attemptId, this.data);
    this.changed();
  }

  private changed(): void {
    this.view = this.buildView();
    for (const l of this.listeners) l();
  }

  private buildView(): JournalView {
    return {
      answers: { ...this.data.answers },
      visited: new Set(this.data.visited),
      pendingCount: this.data.pending.length,
      closed: this.closed,
    };
  }
}
