import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResultSummary } from '@pariksha/contracts/exams';
import { examRoute } from '../lib/exam-paths';
import { durationText, textLang } from '../lib/format';

/**
 * How the attempt ended and what was handed in, with the way to the result. Its heading takes
 * focus as it appears: the confirmation a screen reader reads after submitting.
 */
export function EndSummary({
  summary,
  timeRanOut,
}: {
  summary: ResultSummary;
  timeRanOut: boolean;
}) {
  const { t } = useTranslation('exams');
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  // The page's countdown may reach zero a moment before the server's clock does.
  const expired = summary.status === 'expired' || timeRanOut;
  const practice = summary.kind === 'practice';
  const daily = summary.kind === 'daily';
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
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="h3 end-heading"
          aria-describedby="end-text"
          data-testid="end-heading"
        >
          {expired
            ? t('end.expiredTitle')
            : practice
              ? t('end.practiceTitle')
              : t('end.submittedTitle')}
        </h1>
        <p className="fw-semibold mb-1" lang={textLang(summary.examTitle)} data-testid="end-exam">
          {summary.examTitle}
        </p>
        <p id="end-text" className="text-body-secondary">
          {expired ? t('end.expiredText') : t('end.submittedText')}
        </p>
        <dl className="row text-center my-4">
          <div className="col">
            <dt className="small text-body-secondary fw-normal">{t('submit.answered')}</dt>
            <dd className="fs-4 mb-0" data-testid="end-answered">
              {answered} / {total}
            </dd>
          </div>
          <div className="col">
            <dt className="small text-body-secondary fw-normal">{t('submit.unanswered')}</dt>
            <dd className="fs-4 mb-0">{summary.unanswered}</dd>
          </div>
          <div className="col">
            <dt className="small text-body-secondary fw-normal">{t('result.timeTaken')}</dt>
            <dd className="fs-4 mb-0">{durationText(summary.timeTakenSeconds, t)}</dd>
          </div>
        </dl>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link
            className="btn btn-primary btn-lg"
            to={examRoute.result(summary.examId, summary.attemptId)}
          >
            {t('card.viewResult')}
          </Link>
          <Link
            className="btn btn-outline-secondary btn-lg"
            to={daily ? examRoute.daily() : examRoute.mockTests(summary.courseId)}
          >
            {daily
              ? t('end.backToDaily')
              : practice
                ? t('end.backToPractice')
                : t('end.backToList')}
          </Link>
        </div>
      </div>
    </div>
  );
}
