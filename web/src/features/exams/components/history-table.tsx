import { Link } from 'react-router';
import type { HistoryAttempt } from '@pariksha/contracts/exams';
import { relativeTime } from '@/lib/format';
import { durationText } from '../lib/exam-clock';
import { examRoute } from '../lib/exam-paths';
import { formatPercent, formatScore, localDateTime } from '../lib/format';

const statusText = {
  in_progress: 'In progress',
  submitted: 'Submitted',
  expired: 'Time over',
} as const;

/** The learner's attempts of one exam, newest first. */
export function HistoryTable({ examId, attempts }: { examId: number; attempts: HistoryAttempt[] }) {
  return (
    <div className="table-responsive card shadow-sm">
      <table className="table align-middle mb-0">
        <caption className="visually-hidden">Your attempts, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Attempt</th>
            <th scope="col">Started</th>
            <th scope="col" className="d-none d-sm-table-cell">
              Status
            </th>
            <th scope="col" className="text-end">
              Score
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              Correct / wrong / unanswered
            </th>
            <th scope="col" className="text-end d-none d-sm-table-cell">
              Accuracy
            </th>
            <th scope="col" className="text-end d-none d-md-table-cell">
              Time taken
            </th>
            <th scope="col">
              <span className="visually-hidden">Open</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {attempts.map((a, i) => (
            <tr key={a.attemptId} data-testid="history-row">
              <th scope="row">
                #{attempts.length - i}
                <span className="d-block d-sm-none small fw-normal text-body-secondary">
                  {statusText[a.status]}
                </span>
              </th>
              <td>
                <time dateTime={a.startedAt} title={localDateTime(a.startedAt)}>
                  {relativeTime(a.startedAt)}
                </time>
              </td>
              <td className="d-none d-sm-table-cell">{statusText[a.status]}</td>
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
                {a.timeTakenSeconds === null ? '—' : durationText(a.timeTakenSeconds)}
              </td>
              <td className="text-end">
                {a.status === 'in_progress' ? (
                  <Link to={examRoute.exam(examId, a.attemptId)}>Resume</Link>
                ) : (
                  <Link
                    to={examRoute.result(examId, a.attemptId)}
                    aria-label={`Result of attempt ${attempts.length - i}`}
                  >
                    Result
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
