import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { formatNumber } from '@/lib/format';
import { useStanding } from '../api/get-standing';
import { standingRoute } from '../lib/paths';
import { PaceTable } from './pace-table';
import { ScoreTrend } from './score-trend';
import { TopicAccuracy } from './topic-accuracy';
import { WeakTopics } from './weak-topics';
import { WeeklyLeaderboard } from './weekly-leaderboard';
import './standing.css';

/**
 * Where I stand (decision 027): the trend of test scores, accuracy by topic, the weakest topics
 * with a way to practise them, time per question beside each test's best tenth, and the level's
 * weekly leaderboard.
 */
export function WhereIStand({ levelId }: { levelId: number }) {
  const { t } = useTranslation('standing');
  const { data, error, isPending, refetch } = useStanding();
  if (isPending) return <Loading />;
  if (error) return <QueryError error={error} retry={() => void refetch()} what={t('title')} />;
  const nothing = data.answered === 0 && data.trend.length === 0;
  const byId = new Map(data.topics.map((x) => [x.id, x]));
  const weak = data.weakTopicIds.flatMap((id) => byId.get(id) ?? []);
  return (
    <div className="d-flex flex-column gap-4">
      {nothing ? (
        <EmptyState text={t('empty')}>
          <Link to={standingRoute.practice()} className="btn btn-primary btn-sm">
            {t('startPractice')}
          </Link>
        </EmptyState>
      ) : (
        <>
          {data.answered > 0 && (
            <p className="mb-0 lead fs-6" data-testid="standing-summary">
              {t('summary', {
                count: data.answered,
                answers: formatNumber(data.answered),
                accuracy: formatNumber(Math.round((1000 * data.correct) / data.answered) / 10),
              })}
            </p>
          )}
          <div className="row g-4">
            <div className="col-lg-6">
              {data.trend.length > 0 ? (
                <ScoreTrend trend={data.trend} />
              ) : (
                <p className="text-body-secondary">{t('trend.none')}</p>
              )}
            </div>
            <div className="col-lg-6">
              <WeakTopics topics={weak} />
            </div>
          </div>
          {data.topics.length > 0 && <TopicAccuracy topics={data.topics} />}
          {data.pace.length > 0 && <PaceTable pace={data.pace} />}
        </>
      )}
      <WeeklyLeaderboard levelId={levelId} />
    </div>
  );
}
