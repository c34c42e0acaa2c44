import { useEffect } from 'react';
import { Link } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { ExamResult } from '@pariksha/contracts/exams';
import { formatDateTime } from '@/lib/format';
import { forgetAttempt } from '../lib/attempt-storage';
import { examRoute } from '../lib/exam-paths';
import { textLang } from '../lib/format';
import { QuestionReview } from './question-review';
import { ReviewPending } from './review-pending';
import { ScoreHistogram } from './score-histogram';
import { ScoreSummary } from './score-summary';
import { SectionTable } from './section-table';

/**
 * The result of one finished attempt (exam result and completed test result screens). A practice
 * set is the learner's own: no rank, percentile or distribution, and the way to practise again.
 */
export function ResultView({ result }: { result: ExamResult }) {
  const { t } = useTranslation('exams');
  const practice = result.kind === 'practice';
  const daily = result.kind === 'daily';
  // The attempt is over: nothing more to keep on this device.
  useEffect(() => forgetAttempt(result.attemptId), [result.attemptId]);
  return (
    <div className="result-view">
      <header className="mb-4">
        <p className="text-body-secondary small mb-1">{t('result.kicker')}</p>
        <h1 className="h3 mb-1" lang={textLang(result.examTitle)}>
          {result.examTitle}
        </h1>
        <p className="text-body-secondary mb-3">
          <Trans
            t={t}
            i18nKey={result.status === 'expired' ? 'result.endedExpired' : 'result.ended'}
            values={{ when: formatDateTime(result.endedAt) }}
            components={{ time: <time dateTime={result.endedAt} /> }}
          />
        </p>
        <nav aria-label={t('result.related')} className="d-flex flex-wrap gap-2">
          {practice ? (
            <Link className="btn btn-sm btn-primary" to={examRoute.practice()}>
              {t('result.practiseAgain')}
            </Link>
          ) : daily ? (
            <Link className="btn btn-sm btn-primary" to={examRoute.daily()}>
              {t('result.dailyBoard')}
            </Link>
          ) : (
            <>
              <Link
                className="btn btn-sm btn-outline-primary"
                to={examRoute.history(result.examId)}
              >
                {t('history.kicker')}
              </Link>
              <Link
                className="btn btn-sm btn-outline-primary"
                to={examRoute.completedTests(result.courseId)}
              >
                {t('list.completed')}
              </Link>
              <Link
                className="btn btn-sm btn-outline-secondary"
                to={examRoute.mockTests(result.courseId)}
              >
                {t('result.allMockTests')}
              </Link>
            </>
          )}
        </nav>
      </header>
      <ScoreSummary result={result} />
      {practice ? (
        result.sections.length > 1 && <SectionTable sections={result.sections} />
      ) : (
        <div className="row g-4">
          <div className="col-lg-5">
            <ScoreHistogram distribution={result.distribution} score={result.score} />
          </div>
          <div className="col-lg-7">
            <SectionTable sections={result.sections} />
          </div>
        </div>
      )}
      {result.reviewAvailableAt ? (
        <ReviewPending availableAt={result.reviewAvailableAt} />
      ) : (
        <QuestionReview review={result.review} />
      )}
    </div>
  );
}
