import { useTranslation } from 'react-i18next';
import type { TrendPoint } from '@pariksha/contracts/progress';
import { ScrollingTable } from '@/components/scrolling-table';
import { formatDate, formatNumber } from '@/lib/format';

const W = 360;
const H = 170;
const PAD = { left: 34, right: 10, top: 12, bottom: 28 };

const percent = (n: number) => `${formatNumber(n)} %`;

/**
 * The trend of the learner's test scores, oldest to newest, as a line over 0–100 %: a described
 * image (its description says the first, latest, best and lowest), and the same figures as a
 * table under a disclosure, reachable from the keyboard.
 */
export function ScoreTrend({ trend }: { trend: TrendPoint[] }) {
  const { t } = useTranslation('standing');
  const low = Math.min(0, ...trend.map((p) => p.percent));
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const x = (i: number) =>
    PAD.left + (trend.length === 1 ? plotW / 2 : (i * plotW) / (trend.length - 1));
  const y = (v: number) => PAD.top + ((100 - v) / (100 - low)) * plotH;
  const best = Math.max(...trend.map((p) => p.percent));
  const worst = Math.min(...trend.map((p) => p.percent));
  const first = trend[0]!;
  const latest = trend.at(-1)!;
  const desc = t('trend.describe', {
    count: trend.length,
    tests: formatNumber(trend.length),
    first: percent(first.percent),
    latest: percent(latest.percent),
    best: percent(best),
    worst: percent(worst),
  });
  const ticks = [100, 50, 0, ...(low < 0 ? [low] : [])];
  return (
    <section aria-labelledby="trend-title" className="card shadow-sm">
      <div className="card-body">
        <h2 id="trend-title" className="h5">
          {t('trend.title')}
        </h2>
        <svg
          className="standing-trend"
          viewBox={`0 0 ${W} ${H}`}
          role="img"
          aria-labelledby="trend-svg-title trend-svg-desc"
        >
          <title id="trend-svg-title">{t('trend.name')}</title>
          <desc id="trend-svg-desc">{desc}</desc>
          {ticks.map((v) => (
            <g key={v}>
              <line x1={PAD.left} x2={W - PAD.right} y1={y(v)} y2={y(v)} stroke="#dde2ea" />
              <text x={PAD.left - 6} y={y(v) + 4} textAnchor="end" fontSize="11" fill="#5b6477">
                {formatNumber(Math.round(v))}
              </text>
            </g>
          ))}
          <polyline
            points={trend.map((p, i) => `${x(i)},${y(p.percent)}`).join(' ')}
            fill="none"
            stroke="#1f3c88"
            strokeWidth="2"
          />
          {trend.map((p, i) => (
            <circle
              key={p.attemptId}
              cx={x(i)}
              cy={y(p.percent)}
              r={i === trend.length - 1 ? 5 : 3.5}
              fill={i === trend.length - 1 ? '#f5b700' : '#1f3c88'}
              stroke="#1f3c88"
            />
          ))}
          {trend.length === 1 ? (
            <text x={x(0)} y={H - 8} fontSize="11" fill="#5b6477" textAnchor="middle">
              {formatDate(first.endedAt)}
            </text>
          ) : (
            <>
              <text x={PAD.left} y={H - 8} fontSize="11" fill="#5b6477">
                {formatDate(first.endedAt)}
              </text>
              <text x={W - PAD.right} y={H - 8} fontSize="11" fill="#5b6477" textAnchor="end">
                {formatDate(latest.endedAt)}
              </text>
            </>
          )}
        </svg>
        <p className="small text-body-secondary mb-2" aria-hidden="true">
          {desc}
        </p>
        <details>
          <summary className="small">{t('trend.asTable')}</summary>
          <ScrollingTable label={t('trend.name')} className="mt-2">
            <table className="table table-sm mb-0">
              <thead>
                <tr>
                  <th scope="col">{t('trend.test')}</th>
                  <th scope="col">{t('trend.date')}</th>
                  <th scope="col" className="text-end">
                    {t('trend.score')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {trend.map((p) => (
                  <tr key={p.attemptId}>
                    <th scope="row" className="fw-normal">
                      {p.title}
                    </th>
                    <td>{formatDate(p.endedAt)}</td>
                    <td className="text-end text-nowrap">
                      {percent(p.percent)}{' '}
                      <span className="text-body-secondary">
                        ({formatNumber(p.score)}/{formatNumber(p.maxScore)})
                      </span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        </details>
      </div>
    </section>
  );
}
