import { useState } from 'react';
import type { ExamLanguage, ReviewItem } from '@pariksha/contracts/exams';
import { ReviewCard } from './review-card';

type Filter = 'all' | 'wrong' | 'unanswered';
const FILTERS: { key: Filter; label: string }[] = [
  { key: 'all', label: 'All' },
  { key: 'wrong', label: 'Wrong' },
  { key: 'unanswered', label: 'Unanswered' },
];

/** Every question with the learner's choice, the correct option and the explanation. */
export function QuestionReview({ review }: { review: ReviewItem[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const [language, setLanguage] = useState<ExamLanguage>('en');
  const bilingual = review.some((r) => r.stemMl !== null);
  const shown = filter === 'all' ? review : review.filter((r) => r.outcome === filter);
  const count = (f: Filter) =>
    f === 'all' ? review.length : review.filter((r) => r.outcome === f).length;
  return (
    <section aria-labelledby="review-title" className="mb-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="review-title" className="h5 mb-0 me-auto">
          Review answers
        </h2>
        {bilingual && (
          <div className="btn-group btn-group-sm" role="group" aria-label="Language">
            {(['en', 'ml'] as const).map((l) => (
              <button
                key={l}
                type="button"
                lang={l}
                className={`btn ${language === l ? 'btn-primary' : 'btn-outline-primary'}`}
                aria-pressed={language === l}
                onClick={() => setLanguage(l)}
              >
                {l === 'en' ? 'English' : 'മലയാളം'}
              </button>
            ))}
          </div>
        )}
        <div className="btn-group btn-group-sm" role="group" aria-label="Show questions">
          {FILTERS.map((f) => (
            <button
              key={f.key}
              type="button"
              className={`btn ${filter === f.key ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={filter === f.key}
              onClick={() => setFilter(f.key)}
            >
              {f.label} ({count(f.key)})
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="text-body-secondary">No questions here.</p>
      ) : (
        <ol className="list-unstyled mb-0">
          {shown.map((item) => (
            <li key={item.questionId} className="mb-3">
              <ReviewCard item={item} language={language} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
