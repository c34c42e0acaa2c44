import { Link } from 'react-router';
import type { ResultSummary } from '@pariksha/contracts/exams';
import { durationText } from '../lib/exam-clock';
import { examRoute } from '../lib/exam-paths';

/** How the attempt ended and what was handed in, with the way to the result. */
export function EndSummary({
  summary,
  timeRanOut,
}: {
  summary: ResultSummary;
  timeRanOut: boolean;
}) {
  // The page's countdown may reach zero a moment before the server's clock does.
  const expired = summary.status === 'expired' || timeRanOut;
  const answered = summary.correct + summary.wrong;
  const total = answered + summary.unanswered;
  return (
    <div className="card shadow-sm mx-auto end-card">
      <div className="card-body p-4 text-center">
        <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" className="mb-3">
          <circle cx="32" cy="32" r="30" fill={expired ? '#fff3cd' : '#d1e7dd'} />
          {expired ? (
            <path
              d="M32 16v17l10 6"
              stroke="#997404"
              strokeWidth="5"
              fill="none"
              strokeLinecap="round"
            />
          ) : (
            <path
              d="M19 33l9 9 18-19"
              stroke="#146c43"
              strokeWidth="5"
              fill="none"
              strokeLinecap="round"
            />
          )}
        </svg>
        <h1 className="h3">{expired ? 'Time is over' : 'Test submitted'}</h1>
        <p className="text-body-secondary">
          {expired
            ? 'The time for this test ran out; every answer you gave before the end has been submitted.'
            : 'Your answers have been submitted.'}{' '}
          {summary.examTitle}
        </p>
        <dl className="row text-center my-4">
          <div className="col">
            <dt className="small text-body-secondary fw-normal">Answered</dt>
            <dd className="fs-4 mb-0" data-testid="end-answered">
              {answered} / {total}
            </dd>
          </div>
          <div className="col">
            <dt className="small text-body-secondary fw-normal">Unanswered</dt>
            <dd className="fs-4 mb-0">{summary.unanswered}</dd>
          </div>
          <div className="col">
            <dt className="small text-body-secondary fw-normal">Time taken</dt>
            <dd className="fs-4 mb-0">{durationText(summary.timeTakenSeconds)}</dd>
          </div>
        </dl>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link
            className="btn btn-primary btn-lg"
            to={examRoute.result(summary.examId, summary.attemptId)}
          >
            View result
          </Link>
          <Link
            className="btn btn-outline-secondary btn-lg"
            to={examRoute.mockTests(summary.courseId)}
          >
            Back to mock tests
          </Link>
        </div>
      </div>
    </div>
  );
}
