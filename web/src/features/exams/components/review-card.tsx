import { useTranslation } from 'react-i18next';
import type { ExamLanguage, ReviewItem } from '@pariksha/contracts/exams';
import { textLang } from '../lib/format';
import { AnsweredDoubts } from './answered-doubts';
import { QuestionFollowUp } from './question-follow-up';
import { RichText } from './rich-text';

const outcomeTone = {
  correct: 'text-bg-success',
  wrong: 'text-bg-danger',
  unanswered: 'text-bg-secondary',
} as const;

/** One reviewed question in the chosen question language, each text marked with its own. */
export function ReviewCard({ item, language }: { item: ReviewItem; language: ExamLanguage }) {
  const { t } = useTranslation('exams');
  const ml = language === 'ml' && item.stemMl !== null;
  const explanationMl = ml && item.explanationMl !== null;
  const explanation = explanationMl ? item.explanationMl : item.explanation;
  return (
    <article
      className="card shadow-sm"
      aria-labelledby={`review-${item.questionId}`}
      data-testid="review-item"
      data-outcome={item.outcome ?? undefined}
    >
      <div className="card-body">
        <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <h3 id={`review-${item.questionId}`} className="h6 mb-0">
            {t('question.heading', { number: item.number })}
          </h3>
          {/* The key fields are null only while a scheduled test's review is closed (no card then). */}
          {item.outcome && (
            <span className={`badge ${outcomeTone[item.outcome]}`}>
              {t(`review.outcome.${item.outcome}`)}
            </span>
          )}
          {item.topic && (
            <span className="small text-body-secondary ms-auto" lang={textLang(item.topic)}>
              {item.topic}
            </span>
          )}
        </div>
        <RichText html={ml ? item.stemMl! : item.stem} lang={ml ? 'ml' : 'en'} className="mb-3" />
        <ul className="list-unstyled mb-2">
          {item.options.map((o) => {
            const correct = o.id === item.correctOptionId;
            const chosen = o.id === item.chosenOptionId;
            const tone = correct ? 'review-correct' : chosen ? 'review-wrong' : '';
            const optionMl = ml && o.textMl !== null;
            return (
              <li
                key={o.id}
                className={`review-option ${tone}`}
                data-option-id={o.id}
                data-correct={correct || undefined}
                data-chosen={chosen || undefined}
              >
                <RichText
                  html={optionMl ? o.textMl! : o.text}
                  lang={optionMl ? 'ml' : 'en'}
                  className="flex-grow-1"
                  inline
                />
                {chosen && (
                  <span className={`badge ${correct ? 'text-bg-success' : 'text-bg-danger'}`}>
                    {t('review.yourAnswer')}
                  </span>
                )}
                {correct && (
                  <span className="badge text-bg-success">{t('review.correctAnswer')}</span>
                )}
              </li>
            );
          })}
        </ul>
        {(explanation || item.doubts.length > 0) && (
          <div className="bg-body-tertiary rounded p-2 small">
            {explanation && (
              <>
                <div className="fw-semibold">{t('review.explanation')}</div>
                <RichText html={explanation} lang={explanationMl ? 'ml' : 'en'} />
              </>
            )}
            <AnsweredDoubts doubts={item.doubts} id={`review-${item.questionId}-doubts`} />
          </div>
        )}
        {/* Only once the key is out: a doubt or a report talks about it. */}
        {item.outcome && (
          <QuestionFollowUp
            questionId={item.questionId}
            bookmarked={item.bookmarked}
            sent={item.myFeedback}
            subject={t('question.heading', { number: item.number })}
          />
        )}
      </div>
    </article>
  );
}
