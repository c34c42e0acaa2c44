import { useTranslation } from 'react-i18next';
import type { LeaderboardEntry } from '@pariksha/contracts/daily';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { formatClock, formatNumber } from '@/lib/format';
import { useLeaderboard } from '../api/get-leaderboard';
import { dayLabel } from '../lib/day';

/**
 * A day's leaderboard: the best places of learners who chose a leaderboard name, and the learner's
 * own place, below them when it is not among them.
 */
export function LeaderboardTable({ examId, day }: { examId: number; day: string }) {
  const { t } = useTranslation('daily');
  const board = useLeaderboard(examId);
  if (board.isPending) return <Loading />;
  if (board.error) return <QueryError error={board.error} retry={() => void board.refetch()} />;
  const { entries, mine, takers } = board.data;
  if (takers === 0) return <p className="text-body-secondary mb-0">{t('board.empty')}</p>;
  const rows: LeaderboardEntry[] =
    mine && !entries.some((e) => e.you) ? [...entries, mine] : entries;
  const nameOf = (e: LeaderboardEntry) =>
    e.you ? (e.name ? t('board.youNamed', { name: e.name }) : t('board.you')) : e.name;
  return (
    <>
      <div className="table-responsive">
        <table className="table table-sm align-middle mb-2" data-testid="leaderboard">
          <caption className="visually-hidden">
            {t('board.caption', { date: dayLabel(day) })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('board.place')}</th>
              <th scope="col">{t('board.name')}</th>
              <th scope="col" className="text-end">
                {t('board.score')}
              </th>
              <th scope="col" className="text-end">
                {t('board.time')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((e) => (
              <tr
                key={`${e.place}-${e.name ?? ''}-${e.you}`}
                className={e.you ? 'table-primary fw-semibold' : undefined}
                aria-current={e.you ? 'true' : undefined}
                data-testid={e.you ? 'leaderboard-you' : 'leaderboard-row'}
              >
                <td>{formatNumber(e.place)}</td>
                <td className="text-break">{nameOf(e)}</td>
                <td className="text-end">{formatNumber(e.score)}</td>
                <td className="text-end">{formatClock(e.timeTakenSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="small text-body-secondary mb-0">
        {t('board.takers', { count: takers, n: formatNumber(takers) })}
      </p>
    </>
  );
}
