import { useTranslation } from 'react-i18next';
import type { TestPace } from '@pariksha/contracts/progress';
import { ScrollingTable } from '@/components/scrolling-table';
import { formatDate, formatNumber } from '@/lib/format';

/** Time per question on the latest tests, beside the best tenth of each test's ranked takers. */
export function PaceTable({ pace }: { pace: TestPace[] }) {
  const { t } = useTranslation('standing');
  const seconds = (n: number) => t('pace.seconds', { seconds: formatNumber(n) });
  return (
    <section aria-labelledby="pace-title" className="card shadow-sm">
      <div className="card-body">
        <h2 id="pace-title" className="h5">
          {t('pace.title')}
        </h2>
        <p className="small text-body-secondary">{t('pace.lead')}</p>
        <ScrollingTable labelledBy="pace-title">
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('pace.test')}</th>
                <th scope="col" className="text-end">
                  {t('pace.yours')}
                </th>
                <th scope="col" className="text-end">
                  {t('pace.top')}
                </th>
              </tr>
            </thead>
            <tbody>
              {pace.map((p) => (
                <tr key={p.attemptId}>
                  <th scope="row" className="fw-normal">
                    {p.title}
                    <span className="d-block small text-body-secondary">
                      {formatDate(p.endedAt)} ·{' '}
                      {t('pace.takers', {
                        count: p.takers,
                        takers: formatNumber(p.takers),
                        top: formatNumber(p.topTakers),
                      })}
                    </span>
                  </th>
                  <td className="text-end text-nowrap">{seconds(p.secondsPerQuestion)}</td>
                  <td className="text-end text-nowrap">{seconds(p.topSecondsPerQuestion)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      </div>
    </section>
  );
}
