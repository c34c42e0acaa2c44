import { Link } from 'react-router';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { examRoute } from '../lib/exam-paths';
import { formatScore, localDateTime } from '../lib/format';
import { ExamFacts } from './exam-facts';
import { ExamWindow } from './exam-window';

const statusBadge = {
  not_started: { text: 'Not started', tone: 'text-bg-light border' },
  in_progress: { text: 'In progress', tone: 'text-bg-warning' },
  finished: { text: 'Finished', tone: 'text-bg-success' },
} as const;

/** One mock test in a list, with what the learner can do with it now. */
export function ExamCard({ exam }: { exam: ExamListItem }) {
  const { attempt } = exam;
  const badge = statusBadge[attempt.status];
  const attemptsLeft = exam.maxAttempts === null || exam.attemptsUsed < exam.maxAttempts;
  const canStart = exam.availability === 'open' && attemptsLeft;
  const titleId = `exam-${exam.id}-title`;
  return (
    <article className="card h-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-1">
          <h2 id={titleId} className="h6 mb-0 me-auto">
            {exam.title}
          </h2>
          {exam.isDemo && <span className="badge text-bg-info">Demo</span>}
          <span className={`badge ${badge.tone}`}>{badge.text}</span>
        </div>
        <ExamFacts exam={exam} />
        <ExamWindow exam={exam} />
        {attempt.status === 'in_progress' && (
          <p className="small mb-2">
            Your attempt is running; it ends at{' '}
            <time dateTime={attempt.deadline}>{localDateTime(attempt.deadline)}</time>.
          </p>
        )}
        {attempt.status === 'finished' && (
          <p className="mb-2">
            Score <strong>{formatScore(attempt.latestScore)}</strong> /{' '}
            {formatScore(attempt.maxScore)}
            {attempt.attemptsUsed > 1 && (
              <span className="small text-body-secondary">
                {' '}
                · best {formatScore(attempt.bestScore)}
              </span>
            )}
          </p>
        )}
        {exam.maxAttempts !== null && (
          <p className="small text-body-secondary mb-2">
            Attempts used: {exam.attemptsUsed} of {exam.maxAttempts}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 mt-auto pt-2">
          {attempt.status === 'finished' && (
            <Link
              className="btn btn-primary"
              to={examRoute.result(exam.id, attempt.latestAttemptId)}
            >
              View result
            </Link>
          )}
          {attempt.status === 'in_progress' ? (
            <Link className="btn btn-warning" to={examRoute.exam(exam.id, attempt.attemptId)}>
              Resume test
            </Link>
          ) : canStart ? (
            <Link
              className={`btn ${attempt.status === 'finished' ? 'btn-outline-primary' : 'btn-primary'}`}
              to={examRoute.instructions(exam.id)}
            >
              {attempt.status === 'finished' ? 'Retake' : 'Start test'}
            </Link>
          ) : (
            attempt.status === 'not_started' && (
              <button type="button" className="btn btn-secondary" disabled>
                {exam.availability === 'upcoming'
                  ? 'Not open yet'
                  : exam.availability === 'closed'
                    ? 'Closed'
                    : 'No attempts left'}
              </button>
            )
          )}
          {attempt.attemptsUsed > 0 && (
            <Link className="btn btn-link" to={examRoute.history(exam.id)}>
              History
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
