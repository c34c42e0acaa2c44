import { useTranslation } from 'react-i18next';
import type { ExamResult } from '@pariksha/contracts/exams';
import { formatNumber } from '@/lib/format';
import { durationText, formatPercent, formatScore } from '../lib/format';

/** Score, counts, accuracy, time, rank and percentile (none for a practice set) at a glance. */
export function ScoreSummary({ result }: { result: ExamResult }) {
  const { t } = useTranslation('exams');
  const ranked = result.kind !== 'practice';
  const tiles: [id: string, label: string, value: string][] = [
    ['correct', t('result.correct'), formatNumber(result.correct)],
    ['wrong', t('result.wrong'), formatNumber(result.wrong)],
    ['unanswered', t('submit.unanswered'), formatNumber(result.unanswered)],
    ['accuracy', t('result.accuracy'), formatPercent(result.accuracy)],
    ['time-taken', t('result.timeTaken'), durationText(result.timeTakenSeconds, t)],
  ];
  if (ranked)
    tiles.push(
      [
        'rank',
        t('result.rank'),
        t('result.rankOf', { rank: formatNumber(result.rank), of: formatNumber(result.rankOf) }),
      ],
      ['percentile', t('result.percentile'), formatPercent(result.percentile)],
    );
  return (
    <section aria-labelledby="score-title" className="mb-4">
      <h2 id="score-title" className="visually-hidden">
        {t('result.yourScore')}
      </h2>
      <div className="row g-3 align-items-stretch">
        <div className="col-12 col-md-4 col-xl-3">
          <div className="stat-tile text-center d-flex flex-column justify-content-center">
            <div className="small text-body-secondary">{t('result.score')}</div>
            <div className="score-hero" data-testid="score">
              {formatScore(result.score)}
              <span className="fs-4 text-body-secondary fw-normal">
                {' '}
                / {formatScore(result.maxScore)}
              </span>
            </div>
          </div>
        </div>
        <div className="col-12 col-md-8 col-xl-9">
          <dl className="stat-grid mb-0">
            {tiles.map(([id, label, value]) => (
              <div className="stat-tile" key={id}>
                <dt>{label}</dt>
                <dd data-testid={`stat-${id}`}>{value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {ranked && (
        <p className="small text-body-secondary mt-2 mb-0">{t('result.percentileMeans')}</p>
      )}
      {ranked && !result.ranked && (
        <p className="small text-body-secondary mt-2 mb-0">{t('result.retakeRank')}</p>
      )}
    </section>
  );
}
