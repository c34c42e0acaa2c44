import { forwardRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamLanguage, PaperQuestion } from '@pariksha/contracts/exams';
import type { AnswerState } from '../lib/answer-journal';
import { textLang } from '../lib/format';
import { RichText } from './rich-text';

type Props = {
  question: PaperQuestion;
  total: number;
  /** The question language chosen for this paper (separate from the interface language). */
  language: ExamLanguage;
  answer: AnswerState | undefined;
  disabled: boolean;
  onChoose: (optionId: number) => void;
};

export const OPTION_KEYS = 'ABCDEFGH';

/**
 * One question and its options as a radio group with large tap targets. The heading takes focus
 * when the learner moves to another question; the text carries the language it is written in.
 */
export const QuestionView = forwardRef<HTMLHeadingElement, Props>(function QuestionView(
  { question, total, language, answer, disabled, onChoose },
  headingRef,
) {
  const { t } = useTranslation('exams');
  const ml = language === 'ml' && question.stemMl !== null;
  const stemId = `q-${question.id}-stem`;
  return (
    <div className="question-view">
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
          const checked = answer?.optionId === o.id;
          const optionMl = ml && o.textMl !== null;
          return (
            <label
              key={o.id}
              htmlFor={id}
              className={`option-row${checked ? ' option-chosen' : ''}`}
            >
              <input
                id={id}
                type="radio"
                className="form-check-input"
                name={`q-${question.id}`}
                checked={checked}
                onChange={() => onChoose(o.id)}
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
            </label>
          );
        })}
      </fieldset>
    </div>
  );
});
