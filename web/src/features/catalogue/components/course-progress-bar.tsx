import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CourseProgress } from '@pariksha/contracts/catalogue';
import { formatNumber } from '@/lib/format';

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
  const { t } = useTranslation('catalogue');
  const { percent } = progress;
  const value = formatNumber(percent);
  return (
    <div>
      {/* The percentage is written out, so the bar's colour is never the only sign of it. */}
      <div className="d-flex flex-wrap justify-content-between column-gap-2 small mb-1">
        <span>{t('progress.label')}</span>
        <span className="fw-semibold">{t('progress.percent', { value })}</span>
      </div>
      <div
        className="progress"
        role="progressbar"
        aria-label={t('progress.of', { course: courseName })}
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={t('progress.done', { value })}
        style={{ height: '0.5rem' }}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
      {detailed && (
        <dl className="d-flex flex-wrap gap-2 small mt-2 mb-0 text-center">
          <Fraction
            label={t('progress.classesWatched')}
            done={progress.classesWatched}
            total={progress.classesTotal}
          />
          <Fraction
            label={t('progress.testsTaken')}
            done={progress.testsTaken}
            total={progress.testsTotal}
          />
          <Figure label={t('progress.averageScore')}>
            {t('progress.percent', { value: formatNumber(progress.averageScore) })}
          </Figure>
        </dl>
      )}
    </div>
  );
}

/** "3 / 10" on screen, "3 of 10" to a screen reader (which would say "slash"). */
function Fraction({ label, done, total }: { label: string; done: number; total: number }) {
  const { t } = useTranslation('catalogue');
  const values = { done: formatNumber(done), total: formatNumber(total) };
  return (
    <Figure label={label}>
      <span aria-hidden="true">{t('progress.fraction', values)}</span>
      <span className="visually-hidden">{t('progress.fractionSpoken', values)}</span>
    </Figure>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex-fill border rounded bg-body py-2 px-1" style={{ flexBasis: '6rem' }}>
      <dt className="fw-normal text-body-secondary">{label}</dt>
      <dd className="fs-6 fw-semibold mb-0">{children}</dd>
    </div>
  );
}
