import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamLanguage, ReviewItem } from '@pariksha/contracts/exams';
import { useLanguage } from '@/lib/language';
import { LanguageToggle } from './language-toggle';
import { ReviewCard } from './review-card';

type Filter = 'all' | 'wrong' | 'unanswered';
const FILTERS: Filter[] = ['all', 'wrong', 'unanswered'];

/** Every question with the learner's choice, the correct option and the explanation. */
export function QuestionReview({ review }: { review: ReviewItem[] }) {
  const { t } = useTranslation('exams');
  const bilingual = review.some((r) => r.stemMl !== null);
  const interfaceLanguage = useLanguage();
  const [filter, setFilter] = useState<Filter>('all');
  const [language, setLanguage] = useState<ExamLanguage>(bilingual ? interfaceLanguage : 'en');
  const shown = filter === 'all' ? review : review.filter((r) => r.outcome === filter);
  const count = (f: Filter) =>
    f === 'all' ? review.length : review.filter((r) => r.outcome === f).length;
  return (
    <section aria-labelledby="review-title" className="mb-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h2 id="review-title" className="h5 mb-0 me-auto">
          {t('review.title')}
        </h2>
        {bilingual && <LanguageToggle value={language} onChange={setLanguage} />}
        <div className="btn-group btn-group-sm" role="group" aria-label={t('review.show')}>
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={`btn ${filter === f ? 'btn-primary' : 'btn-outline-primary'}`}
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
            >
              {t(`review.filter.${f}`, { n: count(f) })}
            </button>
          ))}
        </div>
      </div>
      {shown.length === 0 ? (
        <p className="text-body-secondary">{t('review.none')}</p>
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
