import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useDailyDays } from '../api/get-daily-days';
import { useDailyToday } from '../api/get-daily-today';
import { LeaderboardTable } from '../components/leaderboard-table';
import { PastDays } from '../components/past-days';
import { StreakTiles } from '../components/streak-tiles';
import { TodayPanel } from '../components/today-panel';

/** /daily: today's quiz of the learner's level, their streak, today's leaderboard, past days. */
export default function DailyPage() {
  const { t } = useTranslation('daily');
  const today = useDailyToday();
  const days = useDailyDays();
  return (
    <div className="d-flex flex-column gap-4">
      <header>
        <h1 className="h3 mb-1">{t('title')}</h1>
        <p className="text-body-secondary mb-0">{t('lead')}</p>
      </header>
      {today.isPending ? (
        <Loading />
      ) : today.error ? (
        <QueryError error={today.error} retry={() => void today.refetch()} />
      ) : (
        <>
          <div className="row g-4">
            <div className="col-lg-8">
              <TodayPanel today={today.data} />
            </div>
            <div className="col-lg-4">
              <StreakTiles streak={today.data.streak} />
            </div>
          </div>
          {today.data.quiz && (
            <section aria-labelledby="daily-board">
              <h2 id="daily-board" className="h5 mb-3">
                {t('board.title')}
              </h2>
              <LeaderboardTable examId={today.data.quiz.examId} day={today.data.quiz.day} />
            </section>
          )}
        </>
      )}
      <section aria-labelledby="daily-past-title">
        <h2 id="daily-past-title" className="h5 mb-3">
          {t('past.title')}
        </h2>
        {days.isPending ? (
          <Loading />
        ) : days.error ? (
          <QueryError error={days.error} retry={() => void days.refetch()} />
        ) : (
          <PastDays days={days.data} />
        )}
      </section>
    </div>
  );
}
