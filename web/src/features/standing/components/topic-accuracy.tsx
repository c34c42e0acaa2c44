import { useTranslation } from 'react-i18next';
import type { StandingTopic } from '@pariksha/contracts/progress';
import { STANDING_MIN_ANSWERS } from '@pariksha/contracts/progress-paths';
import { ScrollingTable } from '@/components/scrolling-table';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/language';

/**
 * Accuracy by topic: subjects with their topics under them, each with how many answers it rests
 * on. Under STANDING_MIN_ANSWERS answers the figure is greyed and said to be too few to judge by,
 * so two answers never read as a verdict. The bar is drawing only: the text says the figure.
 */
export function TopicAccuracy({ topics }: { topics: StandingTopic[] }) {
  const { t } = useTranslation('standing');
  const language = useLanguage();
  const depth = new Map<number, number>();
  for (const x of topics)
    depth.set(x.id, x.parentId === null ? 0 : (depth.get(x.parentId) ?? 0) + 1);
  return (
    <section aria-labelledby="topics-title" className="card shadow-sm">
      <div className="card-body">
        <h2 id="topics-title" className="h5">
          {t('topics.title')}
        </h2>
        <p className="small text-body-secondary">
          {t('topics.lead', { min: STANDING_MIN_ANSWERS })}
        </p>
        <ScrollingTable labelledBy="topics-title">
          <table className="table table-sm align-middle mb-0 standing-topics">
            <thead>
              <tr>
                <th scope="col">{t('topics.topic')}</th>
                <th scope="col" className="text-end d-none d-sm-table-cell">
                  {t('topics.answers')}
                </th>
                <th scope="col">{t('topics.accuracy')}</th>
              </tr>
            </thead>
            <tbody>
              {topics.map((x) => {
                const level = depth.get(x.id) ?? 0;
                const name = (language === 'ml' && x.nameMl) || x.name;
                return (
                  <tr key={x.id} className={x.tooFew ? 'text-body-secondary' : undefined}>
                    <th
                      scope="row"
                      className={level === 0 ? '' : 'fw-normal'}
                      style={{ paddingInlineStart: `${0.25 + level * 0.75}rem` }}
                    >
                      <span lang={name === x.name && language === 'ml' ? 'en' : undefined}>
                        {name}
                      </span>
                      {/* On a phone the count goes under the name: three columns would not fit. */}
                      <span className="d-block d-sm-none small fw-normal">
                        {t('topics.answersCount', {
                          count: x.answered,
                          answers: formatNumber(x.answered),
                        })}
                      </span>
                    </th>
                    <td className="text-end d-none d-sm-table-cell">{formatNumber(x.answered)}</td>
                    <td>
                      <span className="standing-bar d-none d-sm-inline-block" aria-hidden="true">
                        <span
                          className={x.tooFew ? 'standing-bar-few' : 'bg-primary'}
                          style={{ width: `${Math.max(0, Math.min(100, x.accuracy))}%` }}
                        />
                      </span>
                      <span className="text-nowrap">{formatNumber(x.accuracy)} %</span>
                      {x.tooFew && <span className="d-block small">({t('topics.tooFew')})</span>}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollingTable>
      </div>
    </section>
  );
}
