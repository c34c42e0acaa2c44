import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { HistoryAttempt } from '@pariksha/contracts/exams';
import { formatDateTime, relativeTime } from '@/lib/format';
import { examRoute } from '../lib/exam-paths';
import { durationText, formatPercent, formatScore } from '../lib/format';
import { ScrollingTable } from '@/components/scrolling-table';

/** The learner's attempts of one exam, newest first. */
export function HistoryTable({ examId, attempts }: { examId: number; attempts: HistoryAttempt[] }) {
  const { t } = useTranslation('exams');
  return (
    <ScrollingTable className="card shadow-sm" label={t('history.caption')}>
      <table className="table align-middle mb-0">
        <caption className="visually-hidden">{t('history.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('history.attempt')}</th>
            <th scope="col">{t('history.started')}</th>
            <th scope="col" className="d-none d-sm-table-cell">
              {t('history.status')}
            </th>
            <th scope="col" className="text-end">
              {t('result.score')}
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              {t('history.counts')}
            </th>
            <th scope="col" className="text-end d-none d-sm-table-cell">
              {t('result.accuracy')}
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              {t('result.timeTaken')}
            </th>
            <th scope="col">
              <span className="visually-hidden">{t('history.open')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a, i) => {
            const n = attempts.length - i;
            const status = t(`history.state.${a.status}`);
            return (
              <tr key={a.attemptId} data-testid="history-row">
                <th scope="row">
                  #{n}
                  <span className="d-block d-sm-none small fw-normal text-body-secondary">
                    {status}
                  </span>
                </th>
                <td>
                  <time dateTime={a.startedAt} title={formatDateTime(a.startedAt)}>
                    {relativeTime(a.startedAt)}
                  </time>
                </td>
                <td className="d-none d-sm-table-cell">{status}</td>
                <td className="text-end text-nowrap">
                  {a.score === null ? '—' : `${formatScore(a.score)} / ${formatScore(a.maxScore)}`}
                </td>
                <td className="text-end d-none d-md-table-cell">
                  {a.correct === null ? '—' : `${a.correct} / ${a.wrong} / ${a.unanswered}`}
                </td>
                <td className="text-end d-none d-sm-table-cell">
                  {a.accuracy === null ? '—' : formatPercent(a.accuracy)}
                </td>
                <td className="text-end d-none d-md-table-cell">
                  {a.timeTakenSeconds === null ? '—' : durationText(a.timeTakenSeconds, t)}
                </td>
                <td className="text-end">
                  {a.status === 'in_progress' ? (
                    <Link to={examRoute.exam(examId, a.attemptId)}>{t('history.resume')}</Link>
                  ) : (
                    <Link
                      to={examRoute.result(examId, a.attemptId)}
                      aria-label={t('history.resultOf', { n })}
                    >
                      {t('history.result')}
                    </Link>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </ScrollingTable>
  );
}
