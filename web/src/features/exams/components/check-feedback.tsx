import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamLanguage } from '@pariksha/contracts/exams';
import type { CheckedAnswer } from '@pariksha/contracts/practice';
import { AnsweredDoubts } from './answered-doubts';
import { QuestionFollowUp } from './question-follow-up';
import { RichText } from './rich-text';

/**
 * A checked question's verdict (with its mark, not by colour alone), the key and the explanation,
 * in the question language where the explanation has it. `focus` takes the verdict to focus: the
 * check that was just answered, which the learner then reads on from.
 */
export function CheckFeedback({
  checked,
  correctKey,
  language,
  focus,
  subject,
}: {
  checked: CheckedAnswer;
  /** "Question 3": what a doubt's or report's dialog names. */
  subject: string;
  /** The letter of the correct option (A, B…). */
  correctKey: string;
  language: ExamLanguage;
  focus: boolean;
}) {
  const { t } = useTranslation('exams');
  const verdictRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) verdictRef.current?.focus();
  }, [focus]);
  const right = checked.outcome === 'correct';
  const ml = language === 'ml' && !!checked.explanationMl;
  const explanation = ml ? checked.explanationMl! : checked.explanation;
  return (
    <section
      className={`check-feedback ${right ? 'check-correct' : 'check-wrong'}`}
      aria-labelledby={`check-${checked.questionId}`}
      data-testid="check-feedback"
      data-outcome={checked.outcome}
    >
      <h3
        id={`check-${checked.questionId}`}
        ref={verdictRef}
        tabIndex={-1}
        className="h6 mb-0 check-verdict"
      >
        <span className="check-mark" aria-hidden="true">
          {right ? '✓' : '✕'}
        </span>
        {right ? t('check.right') : t('check.wrong', { key: correctKey })}
      </h3>
      {explanation && (
        <div className="mt-2">
          <div className="fw-semibold small">{t('review.explanation')}</div>
          <RichText html={explanation} lang={ml ? 'ml' : 'en'} />
        </div>
      )}
      <AnsweredDoubts doubts={checked.doubts} id={`check-${checked.questionId}-doubts`} />
      <QuestionFollowUp
        key={checked.questionId}
        questionId={checked.questionId}
        bookmarked={checked.bookmarked}
        sent={checked.myFeedback}
        subject={subject}
      />
    </section>
  );
}
