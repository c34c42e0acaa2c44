import { describe, expect, it } from 'vitest';
import { firstPerLearner, newestPerQuestion } from './exam-engine';
import type { NewAttempt, PendingAnswer } from './exams.types';

const answer = (
  attemptId: string,
  questionId: number,
  seq: number,
  holderId: string | null = null,
): PendingAnswer => ({
  attemptId,
  holderId,
  questionId,
  seq,
  optionId: seq,
  markedForReview: false,
  savedAt: new Date(0),
});

const start = (id: string, examId: number, userId: string): NewAttempt => ({
  id,
  examId,
  userId,
  startedAt: new Date(0),
  deadline: new Date(60_000),
  maxAttempts: null,
});

describe('the rows of one write', () => {
  it('keep one answer per attempt and question, the one with the highest seq', () => {
    const rows = [answer('a', 1, 5), answer('a', 1, 7), answer('a', 1, 6), answer('a', 2, 1)];
    rows.push(answer('b', 1, 2));
    expect(newestPerQuestion(rows).map((r) => [r.attemptId, r.questionId, r.seq])).toEqual([
      ['a', 1, 7],
      ['a', 2, 1],
      ['b', 1, 2],
    ]);
  });

  it('keep the first of two answers with the same seq, as the database would', () => {
    const first = { ...answer('a', 1, 3), optionId: 10 };
    const second = { ...answer('a', 1, 3), optionId: 20 };
    expect(newestPerQuestion([first, second])).toEqual([first]);
  });

  it('keep the answers of two holders of one attempt apart (the database may refuse one)', () => {
    const rows = [answer('a', 1, 5, 'old'), answer('a', 1, 4, 'new'), answer('a', 1, 3, 'old')];
    expect(newestPerQuestion(rows).map((r) => [r.holderId, r.seq])).toEqual([
      ['old', 5],
      ['new', 4],
    ]);
  });

  it('keep one new attempt per learner and exam', () => {
    const rows = [start('1', 1, 'u'), start('2', 1, 'u'), start('3', 2, 'u'), start('4', 1, 'v')];
    expect(firstPerLearner(rows).map((r) => r.id)).toEqual(['1', '3', '4']);
  });
});
