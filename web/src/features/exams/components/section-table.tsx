import { useTranslation } from 'react-i18next';
import type { SectionResult } from '@pariksha/contracts/exams';
import { formatPercent, formatScore, textLang } from '../lib/format';

const share = (n: number, of: number) => `${of > 0 ? (100 * n) / of : 0}%`;

/** Per-section figures: a line of numbers and a bar of correct / wrong / unanswered. */
export function SectionTable({ sections }: { sections: SectionResult[] }) {
  const { t } = useTranslation('exams');
  return (
    <section aria-labelledby="sections-result-title" className="card shadow-sm mb-4">
      <div className="card-body">
        <h2 id="sections-result-title" className="h5">
          {t('result.bySection')}
        </h2>
        <ul className="list-unstyled mb-0">
          {sections.map((s) => (
            <li
              key={s.sectionId}
              className="py-2 border-bottom section-result"
              data-testid="section-result"
            >
              <div className="d-flex flex-wrap gap-2 align-items-baseline">
                <span className="fw-semibold me-auto" lang={textLang(s.title)}>
                  {s.title}
                </span>
                <span className="text-nowrap">
                  <strong>{formatScore(s.score)}</strong> / {formatScore(s.maxScore)}
                </span>
              </div>
              <div className="progress-stacked my-1 section-bar" aria-hidden="true">
                <div className="progress" style={{ width: share(s.correct, s.questionCount) }}>
                  <div className="progress-bar bg-success" />
                </div>
                <div className="progress" style={{ width: share(s.wrong, s.questionCount) }}>
                  <div className="progress-bar bg-danger" />
                </div>
              </div>
              <div className="small text-body-secondary">
                {t('result.sectionLine', {
                  count: s.questionCount,
                  correct: s.correct,
                  wrong: s.wrong,
                  unanswered: s.unanswered,
                  accuracy: formatPercent(s.accuracy),
                })}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
