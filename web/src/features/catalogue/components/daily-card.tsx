import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DailyToday } from '@pariksha/contracts/daily';
import { formatDateTime, formatNumber } from '@/lib/format';

/** What the card says of today's quiz: open, taken (with the score), not yet open, or none. */
function status(today: DailyToday) {
  const { quiz, level } = today;
  if (!level) return { key: 'home.dailyNoLevel' } as const;
  if (!quiz)
    return new Date(today.serverNow) < new Date(today.opensAt)
      ? ({ key: 'home.dailyUpcoming', when: today.opensAt } as const)
      : ({ key: 'home.dailyNone' } as const);
  const mine = quiz.mine;
  if (mine && mine.score !== null)
    return {
      key: 'home.dailyDone',
      score: formatNumber(mine.score),
      max: formatNumber(mine.maxScore),
    } as const;
  return { key: 'home.dailyOpen', count: quiz.questionCount, when: quiz.closesAt } as const;
}

/** Home's card of the day's quiz (decision 026): today's quiz and the learner's streak. */
export function DailyCard({ today }: { today: DailyToday }) {
  const { t } = useTranslation('catalogue');
  const s = status(today);
  const streak = today.streak;
  const open = s.key === 'home.dailyOpen';
  const when = 'when' in s ? s.when : undefined;
  return (
    <section className="card shadow-sm" aria-labelledby="home-daily" data-testid="daily-card">
      <div className="card-body d-flex flex-wrap align-items-center gap-3">
        <div className="flex-grow-1 practice-card-text">
          <h2 id="home-daily" className="h5 mb-1">
            {t('home.daily')}
          </h2>
          <p className="text-body-secondary mb-1">
            <Trans
              t={t}
              i18nKey={s.key}
              values={{ ...s, when: when && formatDateTime(when) }}
              components={{ time: <time dateTime={when} /> }}
            />
          </p>
          <p className="mb-0 small" data-testid="daily-card-streak">
            {t('home.dailyStreak', { count: streak.current })}
            {streak.best > streak.current && ` · ${t('home.dailyBest', { count: streak.best })}`}
          </p>
        </div>
        {s.key === 'home.dailyNoLevel' ? (
          <Link className="btn btn-outline-primary" to="/profile">
            {t('home.dailyChooseLevel')}
          </Link>
        ) : (
          <Link className={`btn ${open ? 'btn-primary' : 'btn-outline-primary'}`} to="/daily">
            {open ? t('home.dailyTake') : t('home.dailyOpenPage')}
          </Link>
        )}
      </div>
    </section>
  );
}
