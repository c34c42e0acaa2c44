import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Leaderboard } from '@pariksha/contracts/progress';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { ScrollingTable } from '@/components/scrolling-table';
import { formatDate, formatNumber } from '@/lib/format';
import { useLeaderboard } from '../api/get-leaderboard';
import { standingRoute } from '../lib/paths';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The day `days` days from this one (YYYY-MM-DD). */
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** A day as the learner reads it: noon UTC is that same day from UTC−11 to UTC+11. */
const dayOf = (day: string) => formatDate(`${day}T12:00:00Z`);

/** The level's weekly leaderboard, a week at a time, with the learner's own place under it. */
export function WeeklyLeaderboard({ levelId }: { levelId: number }) {
  const { t } = useTranslation('standing');
  const [week, setWeek] = useState<string | undefined>(undefined);
  const { data, error, isPending, refetch } = useLeaderboard(levelId, week);
  return (
    <section aria-labelledby="board-title" className="card shadow-sm">
      <div className="card-body">
        <h2 id="board-title" className="h5">
          {t('board.title')}
        </h2>
        {isPending ? (
          <Loading />
        ) : error ? (
          <QueryError error={error} retry={() => void refetch()} what={t('board.title')} />
        ) : (
          <>
            <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-2">
              <p className="mb-0" aria-live="polite">
                {t('board.week', { from: dayOf(data.week), to: dayOf(addDays(data.week, 6)) })}
              </p>
              <div className="btn-group btn-group-sm" role="group" aria-label={t('board.weeks')}>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  onClick={() => setWeek(addDays(data.week, -7))}
                >
                  {t('board.previous')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-secondary"
                  disabled={week === undefined}
                  onClick={() => setWeek(undefined)}
                >
                  {t('board.thisWeek')}
                </button>
              </div>
            </div>
            <Board data={data} />
          </>
        )}
        <p className="small mb-0 mt-3">
          <Link to={standingRoute.leaderboardName()}>{t('board.chooseName')}</Link>
        </p>
      </div>
    </section>
  );
}

function Board({ data }: { data: Leaderboard }) {
  const { t } = useTranslation('standing');
  const points = (n: number) => formatNumber(n);
  return (
    <>
      {data.entries.length === 0 ? (
        <p className="text-body-secondary">{t('board.empty')}</p>
      ) : (
        <ScrollingTable label={t('board.title')}>
          <table className="table table-sm align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('board.place')}</th>
                <th scope="col">{t('board.name')}</th>
                <th scope="col" className="text-end">
                  {t('board.points')}
                </th>
                <th scope="col" className="text-end d-none d-sm-table-cell">
                  {t('board.tests')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((e) => (
                <tr key={`${e.place}-${e.name}`} className={e.you ? 'table-warning' : undefined}>
                  <td>{formatNumber(e.place)}</td>
                  <th scope="row" className={e.you ? '' : 'fw-normal'}>
                    {e.name}
                    {e.you && ` (${t('board.you')})`}
                  </th>
                  <td className="text-end">{points(e.points)}</td>
                  <td className="text-end d-none d-sm-table-cell">{formatNumber(e.tests)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      <p className="mt-3 mb-0" data-testid="own-place">
        {data.you === null
          ? t('board.youNone')
          : t(data.you.shown ? 'board.youShown' : 'board.youHidden', {
              place: formatNumber(data.you.place),
              points: points(data.you.points),
              count: data.you.tests,
              tests: formatNumber(data.you.tests),
            })}
      </p>
      <p className="small text-body-secondary mb-0">{t('board.rule')}</p>
    </>
  );
}
