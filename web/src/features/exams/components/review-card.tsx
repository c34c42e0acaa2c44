import type { ExamLanguage, ReviewItem } from '@pariksha/contracts/exams';
import { RichText } from './rich-text';

const outcomeBadge = {
  correct: { text: 'Correct', tone: 'text-bg-success' },
  wrong: { text: 'Wrong', tone: 'text-bg-danger' },
  unanswered: { text: 'Unanswered', tone: 'text-bg-secondary' },
} as const;

export function ReviewCard({ item, language }: { item: ReviewItem; language: ExamLanguage }) {
  const ml = language === 'ml' && item.stemMl !== null;
  // The key fields are null only while a scheduled test's review is closed, when no card is shown.
  const badge = item.outcome && outcomeBadge[item.outcome];
  const explanation = ml && item.explanationMl ? item.explanationMl : item.explanation;
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
            Question {item.number}
          </h3>
          {badge && <span className={`badge ${badge.tone}`}>{badge.text}</span>}
          {item.topic && <span className="small text-body-secondary ms-auto">{item.topic}</span>}
        </div>
        <RichText html={ml ? item.stemMl! : item.stem} lang={ml ? 'ml' : 'en'} className="mb-3" />
        <ul className="list-unstyled mb-2">
          {item.options.map((o) => {
            const correct = o.id === item.correctOptionId;
            const chosen = o.id === item.chosenOptionId;
            const tone = correct ? 'review-correct' : chosen ? 'review-wrong' : '';
            return (
              <li
                key={o.id}
                className={`review-option ${tone}`}
                data-option-id={o.id}
                data-correct={correct || undefined}
                data-chosen={chosen || undefined}
              >
                <RichText
                  html={ml && o.textMl ? o.textMl : o.text}
                  lang={ml && o.textMl ? 'ml' : 'en'}
                  className="flex-grow-1"
                  inline
                />
                {chosen && (
                  <span className={`badge ${correct ? 'text-bg-success' : 'text-bg-danger'}`}>
                    Your answer
                  </span>
                )}
                {correct && <span className="badge text-bg-success">Correct answer</span>}
              </li>
            );
          })}
        </ul>
        {explanation && (
          <div className="bg-body-tertiary rounded p-2 small">
            <div className="fw-semibold">Explanation</div>
            <RichText html={explanation} lang={ml && item.explanationMl ? 'ml' : 'en'} />
          </div>
        )}
      </div>
    </article>
  );
}
