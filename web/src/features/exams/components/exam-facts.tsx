import type { ExamListItem } from '@pariksha/contracts/exams';
import { durationText } from '../lib/exam-clock';
import { formatScore } from '../lib/format';

type Facts = Pick<
  ExamListItem,
  | 'questionCount'
  | 'durationSeconds'
  | 'maxScore'
  | 'marksPerQuestion'
  | 'negativeMarks'
  | 'negativeMarksLabel'
  | 'languages'
>;

/** "100 questions · 1 h 15 min · 100 marks · −1/3 per wrong answer", as a compact list. */
export function ExamFacts({ exam }: { exam: Facts }) {
  const items = [
    `${exam.questionCount} question${exam.questionCount === 1 ? '' : 's'}`,
    durationText(exam.durationSeconds),
    `${formatScore(exam.maxScore)} marks`,
    exam.negativeMarks > 0 ? `−${exam.negativeMarksLabel} per wrong answer` : 'No negative marking',
  ];
  if (exam.languages.includes('ml')) items.push('English · മലയാളം');
  return (
    <ul className="list-inline small text-body-secondary mb-2">
      {items.map((t) => (
        <li key={t} className="list-inline-item me-3">
          {t}
        </li>
      ))}
    </ul>
  );
}
