import type { CourseProgress } from '@pariksha/contracts/catalogue';

/** The learner's progress in a course: a bar with the percentage, and what it is made of. */
export function CourseProgressBar({
  progress,
  courseName,
  detailed = false,
}: {
  progress: CourseProgress;
  courseName: string;
  detailed?: boolean;
}) {
  const { percent } = progress;
  return (
    <div>
      <div className="d-flex justify-content-between small mb-1">
        <span>Progress</span>
        <span className="fw-semibold">{percent}%</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={`Progress in ${courseName}`}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      {detailed && (
        <dl className="d-flex gap-2 small mt-2 mb-0 text-center">
          <Figure
            label="Classes watched"
            value={`${progress.classesWatched} / ${progress.classesTotal}`}
          />
          <Figure label="Tests taken" value={`${progress.testsTaken} / ${progress.testsTotal}`} />
          <Figure label="Average score" value={`${progress.averageScore}%`} />
        </dl>
      )}
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex-fill border rounded bg-body py-2 px-1" style={{ flexBasis: 0 }}>
      <dt className="fw-normal text-body-secondary">{label}</dt>
      <dd className="fs-6 fw-semibold mb-0">{value}</dd>
    </div>
  );
}
