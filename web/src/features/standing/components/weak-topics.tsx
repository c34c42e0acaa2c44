import { Alert } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { StandingTopic } from '@pariksha/contracts/progress';
import { errorMessage } from '@/lib/api-client';
import { useStartPracticeSet } from '@/lib/api/start-practice-set';
import { formatNumber } from '@/lib/format';
import { useLanguage } from '@/lib/language';
import { standingRoute } from '../lib/paths';

/** A practice set started from a weak topic: ten questions, the key after each. */
const SET_SIZE = 10;

/** The three weakest topics (practice's rule), each with a way to practise it at once. */
export function WeakTopics({ topics }: { topics: StandingTopic[] }) {
  const { t } = useTranslation('standing');
  const language = useLanguage();
  const navigate = useNavigate();
  const start = useStartPracticeSet();
  return (
    <section aria-labelledby="weak-title" className="card shadow-sm">
      <div className="card-body">
        <h2 id="weak-title" className="h5">
          {t('weak.title')}
        </h2>
        {topics.length === 0 ? (
          <p className="mb-0 text-body-secondary">{t('weak.none')}</p>
        ) : (
          <ol className="list-unstyled mb-0 d-flex flex-column gap-2">
            {topics.map((x) => {
              const name = (language === 'ml' && x.nameMl) || x.name;
              return (
                <li
                  key={x.id}
                  className="d-flex flex-wrap align-items-center justify-content-between gap-2"
                >
                  <span>
                    <strong>{name}</strong>{' '}
                    <span className="text-body-secondary small">
                      {t('weak.figure', {
                        accuracy: formatNumber(x.accuracy),
                        count: x.answered,
                        answers: formatNumber(x.answered),
                      })}
                    </span>
                  </span>
                  <button
                    type="button"
                    className="btn btn-sm btn-primary"
                    disabled={start.isPending}
                    aria-label={t('weak.practiseTopic', { topic: name })}
                    onClick={() =>
                      start.mutate(
                        { topicIds: [x.id], count: SET_SIZE, mode: 'learn' },
                        {
                          onSuccess: (a) =>
                            void navigate(standingRoute.exam(a.examId, a.attemptId)),
                        },
                      )
                    }
                  >
                    {t('weak.practise')}
                  </button>
                </li>
              );
            })}
          </ol>
        )}
        {start.error && (
          <Alert variant="danger" className="mt-3 mb-0">
            {errorMessage(start.error)}
          </Alert>
        )}
        <Link to={standingRoute.practice()} className="small d-inline-block mt-3">
          {t('weak.allTopics')}
        </Link>
      </div>
    </section>
  );
}
