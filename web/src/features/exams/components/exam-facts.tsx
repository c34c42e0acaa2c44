import { useTranslation } from 'react-i18next';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { durationText, formatScore } from '../lib/format';

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
  const { t } = useTranslation('exams');
  const items = [
    t('facts.questionCount', { count: exam.questionCount }),
    durationText(exam.durationSeconds, t),
    t('facts.marks', { count: exam.maxScore, marks: formatScore(exam.maxScore) }),
    exam.negativeMarks > 0
      ? t('facts.perWrong', { marks: exam.negativeMarksLabel })
      : t('facts.noNegative'),
  ];
  return (
    <ul className="list-inline small text-body-secondary mb-2">
      {items.map((text) => (
        <li key={text} className="list-inline-item me-3">
          {text}
        </li>
      ))}
      {exam.languages.includes('ml') && (
        <li className="list-inline-item me-3">
          <span lang="en">{t('language.en')}</span> · <span lang="ml">{t('language.ml')}</span>
        </li>
      )}
    </ul>
  );
}
