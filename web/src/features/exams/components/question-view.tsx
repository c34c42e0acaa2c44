import { forwardRef } from 'react';
import type { ExamLanguage, PaperQuestion } from '@pariksha/contracts/exams';
import type { AnswerState } from '../lib/answer-journal';
import { RichText } from './rich-text';

type Props = {
  question: PaperQuestion;
  total: number;
  language: ExamLanguage;
  answer: AnswerState | undefined;
  disabled: boolean;
  onChoose: (optionId: number) => void;
};

const KEYS = 'ABCDEFGH';

/** One question and its options as a radio group with large tap targets. */
export const QuestionView = forwardRef<HTMLHeadingElement, Props>(function QuestionView(
  { question, total, language, answer, disabled, onChoose },
  headingRef,
) {
  const ml = language === 'ml' && question.stemMl !== null;
  const lang = ml ? 'ml' : 'en';
  const stemId = `q-${question.id}-stem`;
  return (
    <div className="question-view">
      <div className="d-flex flex-wrap align-items-baseline gap-2 mb-2">
        <h2 ref={headingRef} tabIndex={-1} className="h5 mb-0 question-heading">
          Question {question.number}{' '}
          <span className="text-body-secondary fw-normal fs-6">of {total}</span>
        </h2>
        {answer?.markedForReview && (
          <span className="badge palette-marked-badge">Marked for review</span>
        )}
        <span className="ms-auto small text-body-secondary">{question.section}</span>
      </div>
      <RichText
        id={stemId}
        html={ml ? question.stemMl! : question.stem}
        lang={lang}
        className="question-stem mb-3"
      />
      <fieldset disabled={disabled}>
        <legend className="visually-hidden">Options for question {question.number}</legend>
        {question.options.map((o, i) => {
          const id = `q-${question.id}-o-${o.id}`;
          const checked = answer?.optionId === o.id;
          const text = ml && o.textMl ? o.textMl : o.text;
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
              <span className="option-key" aria-hidden="true">
                {KEYS[i]}
              </span>
              <RichText
                html={text}
                lang={ml && o.textMl ? 'ml' : 'en'}
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
