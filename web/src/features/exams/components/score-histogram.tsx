import { useTranslation } from 'react-i18next';
import type { ScoreDistribution } from '@pariksha/contracts/exams';
import { formatNumber } from '@/lib/format';
import { formatScore } from '../lib/format';

const W = 360;
const H = 170;
const PAD = { left: 28, right: 6, top: 10, bottom: 36 };

/**
 * Where the learner stands among everyone's first attempts: one bar per score band, theirs
 * highlighted. A described image for screen readers (the numbers are in the description).
 */
export function ScoreHistogram({
  distribution,
  score,
}: {
  distribution: ScoreDistribution;
  score: number;
}) {
  const { t } = useTranslation('exams');
  const { buckets, yourBucket } = distribution;
  if (buckets.length === 0) return null;
  const total = buckets.reduce((n, b) => n + b.learners, 0);
  const most = Math.max(1, ...buckets.map((b) => b.learners));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const barW = plotW / buckets.length;
  const mine = buckets[yourBucket];
  const band = (b: { from: number; to: number }) => `${formatScore(b.from)}–${formatScore(b.to)}`;
  const desc = [
    t('histogram.all', { count: total, learners: formatNumber(total), bands: buckets.length }),
    mine
      ? t('histogram.yours', {
          count: mine.learners,
          learners: formatNumber(mine.learners),
          score: formatScore(score),
          band: band(mine),
        })
      : '',
    `${buckets.map((b) => `${band(b)}: ${formatNumber(b.learners)}`).join('; ')}.`,
  ]
    .filter(Boolean)
    .join(' ');
  const labelEvery = Math.ceil(buckets.length / 6);
  return (
    <section aria-labelledby="histogram-title" className="card shadow-sm mb-4">
      <div className="card-body">
        <h2 id="histogram-title" className="h5">
          {t('histogram.title')}
        </h2>
        <svg
          className="histogram"
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby="histogram-svg-title histogram-svg-desc"
        >
          <title id="histogram-svg-title">{t('histogram.name')}</title>
          <desc id="histogram-svg-desc">{desc}</desc>
          <line
            x1={PAD.left}
            x2={W - PAD.right}
            y1={PAD.top + plotH}
            y2={PAD.top + plotH}
            stroke="#8a939e"
          />
          <text x={PAD.left - 6} y={PAD.top + 10} textAnchor="end" fontSize="11" fill="#5b6477">
            {formatNumber(most)}
          </text>
          <text x={PAD.left - 6} y={PAD.top + plotH} textAnchor="end" fontSize="11" fill="#5b6477">
            0
          </text>
          {buckets.map((b, i) => {
            const h = (b.learners / most) * plotH;
            const x = PAD.left + i * barW;
            const you = i === yourBucket;
            return (
              <g key={i}>
                <rect
                  x={x + 2}
                  y={PAD.top + plotH - h}
                  width={Math.max(1, barW - 4)}
                  height={h}
                  rx="2"
                  fill={you ? '#f5b700' : '#9fb0d6'}
                  stroke={you ? '#1f3c88' : 'none'}
                  strokeWidth={you ? 2 : 0}
                />
                {(i % labelEvery === 0 || you) && (
                  <text
                    x={x + barW / 2}
                    y={H - PAD.bottom + 16}
                    textAnchor="middle"
                    fontSize="11"
                    fill={you ? '#1f3c88' : '#5b6477'}
                    fontWeight={you ? 700 : 400}
                  >
                    {formatScore(b.from)}
                  </text>
                )}
                {you && (
                  <text
                    x={x + barW / 2}
                    y={H - 6}
                    textAnchor="middle"
                    fontSize="11"
                    fontWeight="700"
                    fill="#1f3c88"
                  >
                    {t('histogram.you')}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
        <p className="small text-body-secondary mb-0" aria-hidden="true">
          {t('histogram.legend')}
        </p>
      </div>
    </section>
  );
}
