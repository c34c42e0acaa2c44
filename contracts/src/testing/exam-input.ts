import type { ExamInput } from '../exams-staff';

/**
 * A mock test as the console sends it when a teacher makes one: published at once, the PSC
 * marking (1 mark, −1/3), no window and no attempt limit, one section; `over` on top. For tests,
 * benches and factories, which all make exams the way a teacher does.
 */
export const examInput = (over: Partial<ExamInput> = {}): ExamInput => ({
  title: 'Kerala Renaissance — unit test',
  instructions: '<p>Answer all.</p>',
  instructionsMl: null,
  durationMinutes: 30,
  marksPerQuestion: 1,
  negativeNumerator: 1,
  negativeDenominator: 3,
  maxAttempts: null,
  opensAt: null,
  closesAt: null,
  published: true,
  sections: [{ title: 'History' }],
  ...over,
});
