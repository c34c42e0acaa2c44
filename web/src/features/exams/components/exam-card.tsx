import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { formatDateTime } from '@/lib/format';
import { examRoute } from '../lib/exam-paths';
import { formatScore, textLang } from '../lib/format';
import { ExamFacts } from './exam-facts';
import { ExamWindow } from './exam-window';
import { LockedNote, PreviewBadge } from '@/components/access/item-access';
import { DemoBadge } from '@/components/demo-badge';

const statusTone = {
  not_started: 'text-bg-light border',
  in_progress: 'text-bg-warning',
  finished: 'text-bg-success',
} as const;

/** One mock test in a list, with what the learner can do with it now. */
export function ExamCard({ exam }: { exam: ExamListItem }) {
  const { t } = useTranslation('exams');
  const { attempt } = exam;
  const attemptsLeft = exam.maxAttempts === null || exam.attemptsUsed < exam.maxAttempts;
  // A started attempt may still be finished when access ends (decision 025); a new one may not.
  const canStart = exam.availability === 'open' && attemptsLeft && !exam.locked;
  const titleId = `exam-${exam.id}-title`;
  return (
    <article className="card h-100 shadow-sm" aria-labelledby={titleId}>
      <div className="card-body d-flex flex-column">
        <div className="d-flex flex-wrap align-items-start gap-2 mb-1">
          <h2 id={titleId} className="h6 mb-0 me-auto" lang={textLang(exam.title)}>
            {exam.title}
          </h2>
          <DemoBadge show={exam.isDemo} />
          {exam.preview && !exam.locked && <PreviewBadge />}
          <span className={`badge ${statusTone[attempt.status]}`}>
            {t(`card.status.${attempt.status}`)}
          </span>
        </div>
        {exam.paper && (
          <p className="small mb-1">
            {t('card.paperOf', exam.paper)}
            {exam.paper.code && <> · {t('card.paperCode', { code: exam.paper.code })}</>}
          </p>
        )}
        <ExamFacts exam={exam} />
        <ExamWindow exam={exam} />
        {attempt.status === 'in_progress' && (
          <p className="small mb-2">
            <Trans
              t={t}
              i18nKey="card.running"
              values={{ when: formatDateTime(attempt.deadline) }}
              components={{ time: <time dateTime={attempt.deadline} /> }}
            />
          </p>
        )}
        {attempt.status === 'finished' && (
          <p className="mb-2">
            {t('card.score')} <strong>{formatScore(attempt.latestScore)}</strong> /{' '}
            {formatScore(attempt.maxScore)}
            {attempt.attemptsUsed > 1 && (
              <span className="small text-body-secondary">
                {' '}
                · {t('card.best', { score: formatScore(attempt.bestScore) })}
              </span>
            )}
          </p>
        )}
        {exam.maxAttempts !== null && (
          <p className="small text-body-secondary mb-2">
            {t('card.attemptsUsed', { used: exam.attemptsUsed, max: exam.maxAttempts })}
          </p>
        )}
        <div className="d-flex flex-wrap gap-2 mt-auto pt-2">
          {attempt.status === 'finished' && (
            <Link
              className="btn btn-primary"
              to={examRoute.result(exam.id, attempt.latestAttemptId)}
            >
              {t('card.viewResult')}
            </Link>
          )}
          {attempt.status === 'in_progress' ? (
            <Link className="btn btn-warning" to={examRoute.exam(exam.id, attempt.attemptId)}>
              {t('start.resume')}
            </Link>
          ) : canStart ? (
            <Link
              className={`btn ${attempt.status === 'finished' ? 'btn-outline-primary' : 'btn-primary'}`}
              to={examRoute.instructions(exam.id)}
            >
              {attempt.status === 'finished' ? t('card.retake') : t('start.start')}
            </Link>
          ) : exam.locked ? (
            <LockedNote courseTo={examRoute.course(exam.courseId)} describedBy={titleId} />
          ) : (
            attempt.status === 'not_started' && (
              <button type="button" className="btn btn-secondary" disabled>
                {exam.availability === 'upcoming'
                  ? t('availability.upcoming')
                  : exam.availability === 'closed'
                    ? t('availability.closed')
                    : t('card.noAttempts')}
              </button>
            )
          )}
          {exam.paper && !exam.locked && (
            <Link className="btn btn-outline-secondary" to={examRoute.practisePaper(exam.id)}>
              {t('card.practise')}
            </Link>
          )}
          {attempt.attemptsUsed > 0 && (
            <Link className="btn btn-link" to={examRoute.history(exam.id)}>
              {t('card.history')}
            </Link>
          )}
        </div>
      </div>
    </article>
  );
}
