import type { ExamListItem } from '@pariksha/contracts/exams';

/** An exam as the lists show it, for component tests: a demo practice test, not started. */
export const examListItem: ExamListItem = {
  id: 7,
  courseId: 2,
  kind: 'mock',
  practiceMode: null,
  paper: null,
  locked: false,
  preview: false,
  title: 'Kerala PSC Weekly Scheduled Mock',
  durationSeconds: 1800,
  marksPerQuestion: 1,
  negativeMarks: 1 / 3,
  negativeMarksLabel: '1/3',
  questionCount: 30,
  maxScore: 30,
  maxAttempts: null,
  opensAt: null,
  closesAt: null,
  availability: 'open',
  isDemo: true,
  languages: ['en'],
  attemptsUsed: 0,
  attempt: { status: 'not_started', attemptsUsed: 0 },
};
