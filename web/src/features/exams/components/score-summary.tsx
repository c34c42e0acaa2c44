import type { ExamResult } from '@pariksha/contracts/exams';
import { durationText } from '../lib/exam-clock';
import { formatPercent, formatScore } from '../lib/format';

/** Score, counts, accuracy, time, rank and percentile at a glance. */
export function ScoreSummary({ result }: { result: ExamResult }) {
  const tiles: [string, string][] = [
    ['Correct', String(result.correct)],
    ['Wrong', String(result.wrong)],
    ['Unanswered', String(result.unanswered)],
    ['Accuracy', formatPercent(result.accuracy)],
    ['Time taken', durationText(result.timeTakenSeconds)],
    ['Rank', `${result.rank} of ${result.rankOf}`],
    ['Percentile', formatPercent(result.percentile)],
  ];
  return (
    <section aria-labelledby="score-title" className="mb-4">
      <h2 id="score-title" className="visually-hidden">
        Your score
      </h2>
      <div className="row g-3 align-items-stretch">
        <div className="col-12 col-md-4 col-xl-3">
          <div className="stat-tile text-center d-flex flex-column justify-content-center">
            <div className="small text-body-secondary">Score</div>
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
            {tiles.map(([k, v]) => (
              <div className="stat-tile" key={k}>
                <dt>{k}</dt>
                <dd data-testid={`stat-${k.toLowerCase().replace(/\s+/g, '-')}`}>{v}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>
      {!result.ranked && (
        <p className="small text-body-secondary mt-2 mb-0">
          Ranks count each learner&apos;s first attempt; this rank shows where this retake would
          stand.
        </p>
      )}
    </section>
  );
}
