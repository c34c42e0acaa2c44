import type { AnswerState } from './answer-journal';

/**
 * The five states of a question in the palette of a computer-based test. Each is told in words
 * (`palette.status.*` of the exams messages) and drawn with a shape and a mark, never by colour
 * alone: a circle is marked for review, a tick answered, a cross visited but not answered.
 */
export type PaletteStatus =
  'not_visited' | 'not_answered' | 'answered' | 'marked' | 'answered_marked';

export function paletteStatus(answer: AnswerState | undefined, visited: boolean): PaletteStatus {
  const answered = answer?.optionId != null;
  const marked = answer?.markedForReview ?? false;
  if (answered && marked) return 'answered_marked';
  if (answered) return 'answered';
  if (marked) return 'marked';
  return visited ? 'not_answered' : 'not_visited';
}

export const PALETTE_ORDER: PaletteStatus[] = [
  'answered',
  'not_answered',
  'not_visited',
  'marked',
  'answered_marked',
];

/** A learn-mode practice set has nothing to mark for review: it checks answers instead. */
export const paletteOrder = (learn: boolean) =>
  learn ? PALETTE_ORDER.filter((s) => s !== 'marked' && s !== 'answered_marked') : PALETTE_ORDER;

export type PaletteCounts = Record<PaletteStatus, number>;

export function countStatuses(
  questionIds: readonly number[],
  answers: Readonly<Record<string, AnswerState>>,
  visited: ReadonlySet<number>,
): PaletteCounts {
  const counts: PaletteCounts = {
    not_visited: 0,
    not_answered: 0,
    answered: 0,
    marked: 0,
    answered_marked: 0,
  };
  for (const id of questionIds) counts[paletteStatus(answers[String(id)], visited.has(id))] += 1;
  return counts;
}

/** How a checked question of a learn-mode practice set came out. */
export type CheckOutcome = 'correct' | 'wrong';
export const CHECK_OUTCOMES: CheckOutcome[] = ['correct', 'wrong'];
