import { describe, expect, it } from 'vitest';
import type { ExamDetail } from './exams.types';
import {
  accuracyOf,
  distributionOf,
  finishedFigures,
  maxScoreOf,
  roundPercent,
  roundScore,
  scoreOf,
  sectionFiguresOf,
  standingOf,
} from './scoring';

const psc = { marksPerQuestion: 1, negativeNumerator: 1, negativeDenominator: 3 };

describe('the score', () => {
  it('is correct × marks − wrong × negative marks, unanswered counting 0', () => {
    expect(scoreOf(psc, 10, 3)).toBe(9);
    expect(scoreOf(psc, 0, 0)).toBe(0);
    expect(scoreOf(psc, 0, 3)).toBe(-1);
    expect(
      scoreOf({ marksPerQuestion: 2, negativeNumerator: 1, negativeDenominator: 2 }, 5, 3),
    ).toBe(8.5);
    expect(
      scoreOf({ marksPerQuestion: 1, negativeNumerator: 0, negativeDenominator: 1 }, 7, 9),
    ).toBe(7);
    expect(maxScoreOf({ ...psc, marksPerQuestion: 2.5 }, 4)).toBe(10);
  });

  it('takes exactly a third per wrong answer, whatever the number of them', () => {
    for (let wrong = 0; wrong <= 300; wrong += 3) {
      expect(scoreOf(psc, 100, wrong)).toBe(100 - wrong / 3);
    }
  });

  it('leaves the server with two decimal places', () => {
    expect(roundScore(scoreOf(psc, 1, 1))).toBe(0.67);
    expect(roundScore(scoreOf(psc, 10, 1))).toBe(9.67);
    expect(roundScore(scoreOf(psc, 2, 1))).toBe(1.67);
    expect(roundScore(scoreOf(psc, 0, 1))).toBe(-0.33);
    expect(roundScore(scoreOf(psc, 0, 2))).toBe(-0.67);
    expect(roundScore(9)).toBe(9);
  });

  it('rounds a half away from zero, despite binary fractions', () => {
    const eighths = { marksPerQuestion: 1, negativeNumerator: 1, negativeDenominator: 8 };
    expect(roundScore(scoreOf(eighths, 0, 3))).toBe(-0.38);
    expect(roundScore(scoreOf(eighths, 1, 7))).toBe(0.13);
    expect(roundScore(107 / 40)).toBe(2.68);
    expect(roundScore(1.005)).toBe(1.01);
    expect(roundScore(-0.001)).toBe(0);
    expect(Object.is(roundScore(-0.001), -0)).toBe(false);
  });

  it('gives percentages one decimal place', () => {
    expect(roundPercent(accuracyOf(10, 3))).toBe(76.9);
    expect(roundPercent(accuracyOf(2, 1))).toBe(66.7);
    expect(accuracyOf(0, 0)).toBe(0);
    expect(roundPercent(100 / 3)).toBe(33.3);
  });
});

describe('an ended attempt', () => {
  const tally = {
    ...psc,
    id: 'a',
    startedAt: new Date(0),
    deadline: new Date(600_000),
    correct: 10,
    wrong: 1,
    questions: 20,
  };

  it('keeps its counts, exact score and maximum', () => {
    expect(finishedFigures(tally, 'submitted', new Date(75_400))).toEqual({
      id: 'a',
      endedAt: new Date(75_400),
      correct: 10,
      wrong: 1,
      unanswered: 9,
      score: 29 / 3,
      maxScore: 20,
      timeTakenSeconds: 75,
    });
  });

  it('ends an expired one at its deadline, and counts no time past it', () => {
    expect(finishedFigures(tally, 'expired', new Date(900_000))).toMatchObject({
      endedAt: new Date(600_000),
      timeTakenSeconds: 600,
    });
    expect(finishedFigures(tally, 'submitted', new Date(610_000)).timeTakenSeconds).toBe(600);
  });
});

describe('section figures', () => {
  it('count, score and maximum per section, in the exam’s order', () => {
    const q = (id: number, sectionId: number) => ({ id, sectionId, correctOptionId: id * 10 });
    const exam = {
      ...psc,
      sections: [
        { id: 2, title: 'B', questionCount: 2 },
        { id: 1, title: 'A', questionCount: 3 },
      ],
      questions: [q(1, 1), q(2, 1), q(3, 1), q(4, 2), q(5, 2)],
    } as unknown as ExamDetail;
    const chose = (questionId: number, optionId: number | null) => ({
      questionId,
      optionId,
      markedForReview: false,
      seq: 1,
    });
    const figures = sectionFiguresOf(exam, [
      chose(1, 10),
      chose(2, 20),
      chose(3, 1),
      chose(4, 1),
      chose(5, null),
    ]);
    expect(figures).toEqual([
      {
        sectionId: 2,
        questionCount: 2,
        correct: 0,
        wrong: 1,
        unanswered: 1,
        score: -1 / 3,
        maxScore: 2,
        accuracy: 0,
      },
      {
        sectionId: 1,
        questionCount: 3,
        correct: 2,
        wrong: 1,
        unanswered: 0,
        score: 5 / 3,
        maxScore: 3,
        accuracy: 200 / 3,
      },
    ]);
  });
});

describe('rank and percentile', () => {
  // Four learners: two share 3 marks in 50 s, one has 3 in 100 s, one 1 in 10 s.
  const rivalsOf = (score: number, time: number) =>
    [
      { score: 3, time: 50, n: 2 },
      { score: 3, time: 100, n: 1 },
      { score: 1, time: 10, n: 1 },
    ].map((r) => (r.score === score && r.time === time ? { ...r, n: r.n - 1 } : r));

  it('orders by score, then time; learners equal on both share a rank', () => {
    expect(standingOf({ score: 3, time: 50 }, rivalsOf(3, 50))).toEqual({
      rank: 1,
      rankOf: 4,
      percentile: 100,
    });
    expect(standingOf({ score: 3, time: 100 }, rivalsOf(3, 100))).toEqual({
      rank: 3,
      rankOf: 4,
      percentile: 100,
    });
    expect(standingOf({ score: 1, time: 10 }, rivalsOf(1, 10))).toEqual({
      rank: 4,
      rankOf: 4,
      percentile: 25,
    });
  });

  it('counts learners scoring at or below, the learner included, in the percentile', () => {
    const tied = [{ score: 5, time: 10, n: 2 }];
    expect(standingOf({ score: 5, time: 10 }, tied)).toEqual({
      rank: 1,
      rankOf: 3,
      percentile: 100,
    });
    const { percentile } = standingOf({ score: 6, time: 99 }, [
      ...tied,
      { score: 7, time: 1, n: 3 },
    ]);
    expect(percentile).toBe(50);
    const third = standingOf({ score: 1, time: 1 }, [{ score: 2, time: 1, n: 2 }]).percentile;
    expect(roundPercent(third)).toBe(33.3);
  });

  it('places a learner alone first, at percentile 100', () => {
    expect(standingOf({ score: -2, time: 5 }, [])).toEqual({
      rank: 1,
      rankOf: 1,
      percentile: 100,
    });
  });

  it('charts every learner in ten buckets from the lowest to the highest score', () => {
    const d = distributionOf({ score: 3, time: 100 }, rivalsOf(3, 100), 10);
    expect(d.buckets).toHaveLength(10);
    expect(d.buckets[0]).toEqual({ from: 0, to: 1, learners: 0 });
    expect(d.buckets.map((b) => b.learners)).toEqual([0, 1, 0, 3, 0, 0, 0, 0, 0, 0]);
    expect(d.yourBucket).toBe(3);
    const negative = distributionOf({ score: -2, time: 1 }, [{ score: 10, time: 1, n: 1 }], 10);
    expect(negative.buckets[0]!.from).toBe(-2);
    expect(negative.buckets[9]).toMatchObject({ to: 10, learners: 1 });
    expect(negative.yourBucket).toBe(0);
  });
});
