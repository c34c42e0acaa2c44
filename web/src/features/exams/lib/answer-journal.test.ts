import { describe, expect, it } from 'vitest';
import { AnswerJournal, wins } from './answer-journal';
import { ATTEMPT, expectFirstChangeStored, memoryStore } from './answer-test-helpers';

describe('AnswerJournal', () => {
  it('writes every change to storage at once, pending until the server acknowledges it', () => {
    const store = memoryStore();
    const journal = new AnswerJournal(ATTEMPT, store);
    journal.record(11, { optionId: 3 });
    expectFirstChangeStored(store);
    journal.acknowledge(journal.nextBatch(200));
    expect(store.read(ATTEMPT)?.pending).toEqual([]);
    expect(journal.getSnapshot().pendingCount).toBe(0);
  });

  it('ignores a change that changes nothing', () => {
    const store = memoryStore();
    const journal = new AnswerJournal(ATTEMPT, store);
    expect(journal.record(1, { optionId: null })).toBe(false);
    expect(journal.record(1, { optionId: 2 })).toBe(true);
    expect(journal.record(1, { optionId: 2 })).toBe(false);
    expect(store.read(ATTEMPT)?.seq).toBe(1);
  });

  it('gives the latest answer per question, oldest first, at most a batch at a time', () => {
    const journal = new AnswerJournal(ATTEMPT, memoryStore());
    journal.record(1, { optionId: 10 });
    journal.record(2, { optionId: 20 });
    journal.record(1, { optionId: 11 });
    journal.record(2, { markedForReview: true });
    journal.record(3, { optionId: 30 });
    expect(journal.nextBatch(2)).toEqual([
      { questionId: 1, optionId: 11, markedForReview: false, seq: 3 },
      { questionId: 2, optionId: 20, markedForReview: true, seq: 4 },
    ]);
  });

  it('merges server answers with local pending ones by seq on resume', () => {
    const store = memoryStore();
    store.write(ATTEMPT, {
      v: 1,
      seq: 7,
      answers: {
        '1': { optionId: 10, markedForReview: false, seq: 7 },
        '2': { optionId: 20, markedForReview: false, seq: 2 },
      },
      pending: [1, 2],
      visited: [1, 2],
    });
    const journal = new AnswerJournal(ATTEMPT, store, [
      { questionId: 1, optionId: 99, markedForReview: false, seq: 5 }, // older than the local one
      { questionId: 2, optionId: 21, markedForReview: true, seq: 9 }, // newer (another device)
      { questionId: 4, optionId: 40, markedForReview: false, seq: 3 },
    ]);
    const { answers } = journal.getSnapshot();
    expect(answers['1']?.optionId).toBe(10);
    expect(answers['2']).toEqual({ optionId: 21, markedForReview: true, seq: 9 });
    expect(answers['4']?.optionId).toBe(40);
    expect(store.read(ATTEMPT)?.pending).toEqual([1]);
    journal.record(5, { optionId: 50 });
    expect(store.read(ATTEMPT)?.answers['5']?.seq).toBe(10);
  });

  it('does not let a stale acknowledgement or a stale read regress a newer answer', () => {
    const store = memoryStore();
    const journal = new AnswerJournal(ATTEMPT, store);
    journal.record(1, { optionId: 10 });
    const inFlight = journal.nextBatch(200);
    journal.record(1, { optionId: 11 }); // changed while seq 1 is in flight
    journal.acknowledge(inFlight); // acknowledges seq 1 only
    expect(journal.getSnapshot().answers['1']?.optionId).toBe(11);
    expect(store.read(ATTEMPT)?.pending).toEqual([1]);
    journal.merge([{ questionId: 1, optionId: 10, markedForReview: false, seq: 1 }]); // an old read
    expect(journal.getSnapshot().answers['1']?.optionId).toBe(11);
    expect(journal.nextBatch(200)).toEqual([
      { questionId: 1, optionId: 11, markedForReview: false, seq: 2 },
    ]);
  });

  it('has one merge rule: the higher seq wins, and at an equal seq the saved copy', () => {
    const copy = (seq: number, saved: boolean) => ({
      optionId: 1,
      markedForReview: false,
      seq,
      saved,
    });
    expect(wins(copy(1, true), undefined)).toBe(true);
    expect(wins(copy(3, false), copy(2, true))).toBe(true);
    expect(wins(copy(2, true), copy(3, false))).toBe(false);
    expect(wins(copy(2, true), copy(2, false))).toBe(true);
    expect(wins(copy(2, false), copy(2, true))).toBe(false);
    expect(wins(copy(2, false), copy(2, false))).toBe(false);
  });

  it('loses nothing across a reload: pending answers come back, the seq keeps growing', () => {
    const disk = new Map<string, string>();
    const before = new AnswerJournal(ATTEMPT, memoryStore(disk));
    before.record(1, { optionId: 10 });
    before.record(3, { optionId: 30, markedForReview: true });

    const after = new AnswerJournal(ATTEMPT, memoryStore(disk));
    expect(after.getSnapshot().answers['3']).toEqual({
      optionId: 30,
      markedForReview: true,
      seq: 2,
    });
    expect(after.nextBatch(200).map((a) => a.questionId)).toEqual([1, 3]);
    after.record(1, { optionId: 12 });
    expect(memoryStore(disk).read(ATTEMPT)?.answers['1']?.seq).toBe(3);
  });

  it('keeps the answers of two tabs on the same attempt, never reusing a seq', () => {
    const disk = new Map<string, string>();
    const tabA = new AnswerJournal(ATTEMPT, memoryStore(disk));
    const tabB = new AnswerJournal(ATTEMPT, memoryStore(disk));
    tabA.record(1, { optionId: 10 });
    tabB.record(2, { optionId: 20 });
    tabA.record(3, { optionId: 30 });
    const after = memoryStore(disk).read(ATTEMPT)!;
    expect(Object.values(after.answers).map((a) => a.seq)).toEqual([1, 2, 3]);
    expect(after.pending.sort()).toEqual([1, 2, 3]);
  });

  it('remembers visited questions across reloads', () => {
    const disk = new Map<string, string>();
    new AnswerJournal(ATTEMPT, memoryStore(disk)).markVisited(4);
    const again = new AnswerJournal(ATTEMPT, memoryStore(disk));
    expect(again.getSnapshot().visited.has(4)).toBe(true);
  });

  it('takes no change once the attempt is closed, and forgets the stored journal when told', () => {
    const store = memoryStore();
    const journal = new AnswerJournal(ATTEMPT, store);
    journal.record(1, { optionId: 10 });
    journal.close();
    expect(journal.record(2, { optionId: 20 })).toBe(false);
    expect(journal.getSnapshot().closed).toBe(true);
    expect(store.read(ATTEMPT)?.answers['1']?.optionId).toBe(10);
    journal.forget();
    expect(store.read(ATTEMPT)).toBeNull();
  });
});
