import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { DailyQuiz } from '@pariksha/contracts/daily';
import { formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { examRoute } from '../../lib/exam-paths';
import { dayLabel } from '../lib/day';
import { LeaderboardTable } from './leaderboard-table';

/**
 * The past days, newest first: the learner's score or "not taken", the way to the result (which
 * holds the review) or to the answers, and the day's leaderboard on demand.
 */
export function PastDays({ days }: { days: DailyQuiz[] }) {
  const { t } = useTranslation('daily');
  return (
    <ul className="list-group shadow-sm">
      {days.map((d) => (
        <PastDay key={d.examId} quiz={d} />
      ))}
      {days.length === 0 && (
        <li className="list-group-item text-body-secondary">{t('past.none')}</li>
      )}
    </ul>
  );
}

function PastDay({ quiz }: { quiz: DailyQuiz }) {
  const { t } = useTranslation('daily');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const date = dayLabel(quiz.day);
  const level = inLanguage(quiz.level.name, quiz.level.nameMl, language);
  const mine = quiz.mine;
  const boardId = `daily-board-${quiz.examId}`;
  return (
    <li className="list-group-item py-3" data-testid="daily-past">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <div className="me-auto">
          <div className="fw-semibold">{date}</div>
          <div className="small text-body-secondary" lang={level.lang}>
            {level.value}
          </div>
        </div>
        <span className="text-nowrap">
          {!mine ? (
            <span className="text-body-secondary">{t('past.notTaken')}</span>
          ) : mine.score === null ? (
            <span className="badge text-bg-warning">{t('past.inProgress')}</span>
          ) : (
            <>
              <strong>{formatNumber(mine.score)}</strong> / {formatNumber(mine.maxScore)}
            </>
          )}
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          aria-expanded={open}
          aria-controls={boardId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('board.hide') : t('board.show')}
        </button>
        {mine && mine.score !== null ? (
          <Link
            className="btn btn-sm btn-outline-primary"
            to={examRoute.result(quiz.examId, mine.attemptId)}
            aria-label={t('past.resultLabel', { date })}
          >
            {t('past.result')}
          </Link>
        ) : (
          quiz.status === 'closed' && (
            <Link
              className="btn btn-sm btn-outline-primary"
              to={examRoute.dailyAnswers(quiz.examId)}
              aria-label={t('past.answersLabel', { date })}
            >
              {t('past.answers')}
            </Link>
          )
        )}
      </div>
      {open && (
        <div id={boardId} className="mt-3">
          <LeaderboardTable examId={quiz.examId} day={quiz.day} />
        </div>
      )}
    </li>
  );
}
