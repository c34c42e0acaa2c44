import { Link, useNavigate } from 'react-router';
import { Trans, useTranslation } from 'react-i18next';
import type { DailyToday } from '@pariksha/contracts/daily';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { useStartDailyQuiz } from '../api/start-daily-quiz';
import { examRoute } from '../../lib/exam-paths';
import { dayLabel } from '../lib/day';

const at = (when: string) => ({
  values: { when: formatDateTime(when) },
  components: { time: <time dateTime={when} /> },
});

/**
 * Today's quiz: when it opens, or its facts and the way in; once taken, the score and the result.
 * Without an exam level, the way to choose one.
 */
export function TodayPanel({ today }: { today: DailyToday }) {
  const { t } = useTranslation('daily');
  const navigate = useNavigate();
  const start = useStartDailyQuiz();
  const { quiz, level } = today;
  const mine = quiz?.mine ?? null;
  const finished = mine !== null && mine.status !== 'in_progress';
  const language = useLanguage();
  const levelName = level && inLanguage(level.name, level.nameMl, language);

  let body;
  if (!level)
    body = (
      <>
        <p className="mb-3">{t('today.noLevel')}</p>
        <Link className="btn btn-primary" to="/profile">
          {t('today.chooseLevel')}
        </Link>
      </>
    );
  else if (!quiz)
    body =
      new Date(today.serverNow) < new Date(today.opensAt) ? (
        <p className="mb-0" data-testid="daily-upcoming">
          <Trans t={t} i18nKey="today.upcoming" {...at(today.opensAt)} />
        </p>
      ) : (
        <p className="mb-0">{t('today.none')}</p>
      );
  else if (finished)
    body = (
      <>
        <p className="mb-1">{t('today.done')}</p>
        <p className="mb-2">
          <span className="text-body-secondary">{t('today.score')}: </span>
          <strong className="fs-4" data-testid="daily-score">
            {formatNumber(mine.score ?? 0)}
          </strong>{' '}
          / {formatNumber(mine.maxScore)}
        </p>
        <p className="small text-body-secondary">{t('today.answersLater')}</p>
        <Link
          className="btn btn-outline-primary"
          to={examRoute.result(quiz.examId, mine.attemptId)}
        >
          {t('today.result')}
        </Link>
      </>
    );
  else
    body = (
      <>
        <p className="mb-1">
          {t('today.facts', {
            count: quiz.questionCount,
            minutes: formatNumber(quiz.durationSeconds / 60),
          })}
        </p>
        <p className="small text-body-secondary">
          <Trans t={t} i18nKey="today.closes" {...at(quiz.closesAt)} />
          {quiz.takers > 0 && ` ${t('today.takers', { count: quiz.takers })}`}
        </p>
        {start.error && (
          <div className="alert alert-danger" role="alert">
            {errorMessage(start.error, t('today.failed'))}
          </div>
        )}
        {mine ? (
          <Link className="btn btn-primary" to={examRoute.exam(quiz.examId, mine.attemptId)}>
            {t('today.continue')}
          </Link>
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            disabled={start.isPending}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: (a) => void navigate(examRoute.exam(a.examId, a.attemptId)),
              })
            }
          >
            {start.isPending ? t('today.starting') : t('today.start')}
          </button>
        )}
      </>
    );

  return (
    <section aria-labelledby="daily-today" className="card shadow-sm h-100">
      <div className="card-body">
        <p className="small text-body-secondary mb-1">
          {dayLabel(today.day)}
          {levelName && (
            <>
              {' · '}
              <span lang={levelName.lang}>{levelName.value}</span>
            </>
          )}
        </p>
        <h2 id="daily-today" className="h5">
          {t('today.title')}
        </h2>
        {body}
      </div>
    </section>
  );
}
