import type { ExamStatistics } from '@pariksha/contracts/exams-staff';
import { roundPercent, roundScore } from './scoring';

/*
 * What a teacher reads of an exam's ranked attempts (each learner's first): the spread of scores
 * and, per question, how hard it was, how each option drew, and whether it tells strong
 * candidates from weak ones. A question whose strongest third chose a wrong option more often
 * than the key is flagged: most often the key itself is wrong.
 */

export type StatisticsInput = {
  maxScore: number;
  /** Ranked attempts' scores, best first (ties: the faster first). */
  scores: number[];
  questions: {
    id: number;
    position: number;
    stem: string;
    options: { id: number; position: number; correct: boolean }[];
  }[];
  /** How many attempts of each third (1 = strongest) chose each option. */
  choices: { questionId: number; optionId: number; third: 1 | 2 | 3; count: number }[];
};

/** Below this, thirds are too small for discrimination or flags to mean anything. */
export const MIN_ATTEMPTS_FOR_THIRDS = 6;
const BINS = 10;

/** Sizes of the three groups PostgreSQL's ntile(3) makes of n rows: the first ones one larger. */
export const thirdSizes = (n: number) =>
  [1, 2, 3].map((k) => Math.floor(n / 3) + (k <= n % 3 ? 1 : 0)) as [number, number, number];

function median(sorted: number[]) {
  const n = sorted.length;
  return n % 2 ? sorted[(n - 1) / 2]! : (sorted[n / 2 - 1]! + sorted[n / 2]!) / 2;
}

function distribution(scores: number[], maxScore: number) {
  const low = scores.reduce((a, b) => Math.min(a, b), 0);
  const width = (maxScore - low) / BINS;
  const bins = Array.from({ length: BINS }, (_, i) => ({
    from: roundScore(low + i * width),
    to: roundScore(low + (i + 1) * width),
    count: 0,
  }));
  if (width <= 0) return bins;
  for (const s of scores) bins[Math.min(BINS - 1, Math.floor((s - low) / width))]!.count += 1;
  return bins;
}

const percentOf = (part: number, whole: number) =>
  whole === 0 ? null : roundPercent((100 * part) / whole);

export function examStatistics(input: StatisticsInput): ExamStatistics {
  const n = input.scores.length;
  const [top, , bottom] = thirdSizes(n);
  const counts = new Map<string, number>();
  for (const c of input.choices) counts.set(`${c.questionId}:${c.optionId}:${c.third}`, c.count);
  const chose = (q: number, o: number, thirds: number[]) =>
    thirds.reduce((sum, t) => sum + (counts.get(`${q}:${o}:${t}`) ?? 0), 0);
  const byScore = [...input.scores].sort((a, b) => a - b);
  const thirdsOk = n >= MIN_ATTEMPTS_FOR_THIRDS;

  return {
    attempts: n,
    meanScore: n ? roundScore(input.scores.reduce((a, b) => a + b, 0) / n) : null,
    medianScore: n ? roundScore(median(byScore)) : null,
    maxScore: n ? roundScore(byScore.at(-1)!) : null,
    distribution: distribution(input.scores, input.maxScore),
    questions: input.questions.map((q) => {
      const all = q.options.map((o) => ({ o, count: chose(q.id, o.id, [1, 2, 3]) }));
      const answered = all.reduce((sum, x) => sum + x.count, 0);
      const key = q.options.find((o) => o.correct);
      const right = all.find((x) => x.o.correct)?.count ?? 0;
      let discrimination: number | null = null;
      let flag: 'distractor-beats-key' | null = null;
      if (thirdsOk && key) {
        const d = chose(q.id, key.id, [1]) / top - chose(q.id, key.id, [3]) / bottom;
        // Two places, as the index is usually printed (−1 … 1).
        discrimination = Math.round(d * 100) / 100;
        const keyTop = chose(q.id, key.id, [1]);
        if (q.options.some((o) => !o.correct && chose(q.id, o.id, [1]) > keyTop))
          flag = 'distractor-beats-key';
      }
      return {
        questionId: q.id,
        position: q.position,
        stem: q.stem,
        answered,
        shareCorrect: percentOf(right, n),
        unansweredShare: percentOf(n - answered, n),
        options: all.map(({ o, count }) => ({
          optionId: o.id,
          position: o.position,
          isCorrect: o.correct,
          share: percentOf(count, n),
        })),
        discrimination,
        flag,
      };
    }),
  };
}
