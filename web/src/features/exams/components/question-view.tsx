import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamLanguage, PaperQuestion } from '@pariksha/contracts/exams';
import type { CheckedAnswer } from '@pariksha/contracts/practice';
import type { AnswerState } from '../lib/answer-journal';
import { textLang } from '../lib/format';
import { CheckFailure } from './check-failure';
import { CheckFeedback } from './check-feedback';
import { RichText } from './rich-text';

type Props = {
  question: PaperQuestion;
  total: number;
  /** The question language chosen for this paper (separate from the interface language). */
  language: ExamLanguage;
  answer: AnswerState | undefined;
  disabled: boolean;
  onChoose: (optionId: number) => void;
  /** Learn mode: the question's check, once made; its options stay as they were checked. */
  checked?: CheckedAnswer;
  /** The check was just made here: its verdict takes focus. */
  focusCheck?: boolean;
  /** The check of this question failed: why, in words. */
  checkFailure?: unknown;
};

export const OPTION_KEYS = 'ABCDEFGH';

/**
 * One question and its options as a radio group with large tap targets. The heading takes focus
 * when the learner moves to another question; the text carries the language it is written in.
 * A checked question (learn mode) marks the correct option and a wrong choice, and explains.
 */
export const QuestionView = forwardRef<HTMLHeadingElement, Props>(function QuestionView(
  {
    question,
    total,
    language,
    answer,
    disabled,
    onChoose,
    checked,
    focusCheck = false,
    checkFailure = null,
  },
  headingRef,
) {
  const { t } = useTranslation('exams');
  const ml = language === 'ml' && question.stemMl !== null;
  const stemId = `q-${question.id}-stem`;
  return (
    <div className={`question-view${checked ? ' question-checked' : ''}`}>
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <h2 ref={headingRef} tabIndex={-1} className="h5 mb-0 question-heading">
          {t('question.heading', { number: question.number })}{' '}
          <span className="text-body-secondary fw-normal fs-6">{t('question.of', { total })}</span>
        </h2>
        {answer?.markedForReview && (
          <span className="badge palette-marked-badge">{t('palette.status.marked')}</span>
        )}
        <span className="ms-auto small text-body-secondary" lang={textLang(question.section)}>
          {question.section}
        </span>
      </div>
      <RichText
        id={stemId}
        html={ml ? question.stemMl! : question.stem}
        lang={ml ? 'ml' : 'en'}
        className="question-stem mb-3"
      />
      <fieldset disabled={disabled} aria-describedby={stemId}>
        <legend className="visually-hidden">
          {t('question.options', { number: question.number })}
        </legend>
        {question.options.map((o, i) => {
          const id = `q-${question.id}-o-${o.id}`;
          const chosen = (checked ? checked.optionId : answer?.optionId) === o.id;
          const key = checked && o.id === checked.correctOptionId;
          const optionMl = ml && o.textMl !== null;
          const tone = key ? ' option-correct' : chosen && checked ? ' option-wrong' : '';
          return (
            <label
              key={o.id}
              htmlFor={id}
              className={`option-row${chosen ? ' option-chosen' : ''}${tone}`}
            >
              <input
                id={id}
                type="radio"
                className="form-check-input"
                name={`q-${question.id}`}
                checked={chosen}
                // Checked: kept as it is, yet reachable, so its marks are read and its box scrolls.
                aria-disabled={checked ? true : undefined}
                onChange={() => !checked && onChoose(o.id)}
              />
              <span className="option-key" aria-hidden="true" lang="en">
                {OPTION_KEYS[i]}
              </span>
              <RichText
                html={optionMl ? o.textMl! : o.text}
                lang={optionMl ? 'ml' : 'en'}
                className="option-text"
                inline
              />
              {checked && (chosen || key) && <OptionMarks chosen={chosen} correct={!!key} />}
            </label>
          );
        })}
      </fieldset>
      {checked && (
        <CheckFeedback
          checked={checked}
          correctKey={
            OPTION_KEYS[question.options.findIndex((o) => o.id === checked.correctOptionId)] ?? ''
          }
          language={language}
          focus={focusCheck}
          subject={t('question.heading', { number: question.number })}
        />
      )}
      {checkFailure != null && <CheckFailure error={checkFailure} />}
    </div>
  );
});

/** A checked option's marks: the learner's answer and the correct one, each said in words. */
function OptionMarks({ chosen, correct }: { chosen: boolean; correct: boolean }) {
  const { t } = useTranslation('exams');
  return (
    <span className="option-marks">
      {chosen && (
        <span className={`badge ${correct ? 'text-bg-success' : 'text-bg-danger'}`}>
          <span aria-hidden="true">{correct ? '✓ ' : '✕ '}</span>
          {t('review.yourAnswer')}
        </span>
      )}
      {correct && (
        <span className="badge text-bg-success">
          {!chosen && <span aria-hidden="true">✓ </span>}
          {t('review.correctAnswer')}
        </span>
      )}
    </span>
  );
}
