import { useTranslation } from 'react-i18next';
import type { DailyStreak } from '@pariksha/contracts/daily';
import { formatNumber } from '@/lib/format';

/** The current streak and the best one, with what keeps it going. */
export function StreakTiles({ streak }: { streak: DailyStreak }) {
  const { t } = useTranslation('daily');
  const hint = streak.takenToday ? 'kept' : streak.current > 0 ? 'keep' : 'start';
  return (
    <section aria-labelledby="daily-streak" className="card shadow-sm h-100">
      <div className="card-body">
        <h2 id="daily-streak" className="h5">
          {t('streak.title')}
        </h2>
        <dl className="d-flex flex-wrap gap-4 mb-2">
          <div>
            <dt className="small text-body-secondary fw-normal">{t('streak.currentLabel')}</dt>
            <dd className="fs-3 fw-semibold mb-0" data-testid="streak-current">
              {t('streak.current', { count: streak.current, n: formatNumber(streak.current) })}
            </dd>
          </div>
          <div>
            <dt className="small text-body-secondary fw-normal">{t('streak.best')}</dt>
            <dd className="fs-3 mb-0" data-testid="streak-best">
              {t('streak.current', { count: streak.best, n: formatNumber(streak.best) })}
            </dd>
          </div>
        </dl>
        <p className="small text-body-secondary mb-0">{t(`streak.${hint}`)}</p>
      </div>
    </section>
  );
}
