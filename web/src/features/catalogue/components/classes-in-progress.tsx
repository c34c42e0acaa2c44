import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ClassInProgress } from '@pariksha/contracts/classes';
import { formatClock, formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import './catalogue.css';

/** Classes the learner stopped in the middle of: course, class, how far, and where to resume. */
export function ClassesInProgress({ classes }: { classes: ClassInProgress[] }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  if (classes.length === 0) return null;
  return (
    <ul className="row g-3 list-unstyled mb-4" aria-label={t('continue.classes')}>
      {classes.map((c) => {
        const title = inLanguage(c.title, c.titleMl, language);
        const at = formatClock(c.progress.positionSeconds);
        return (
          <li key={c.id} className="col-12 col-md-6 col-xl-4">
            <div className="card h-100 shadow-sm">
              <div className="card-body d-flex gap-3">
                {c.thumbnail && (
                  <img
                    src={c.thumbnail}
                    alt=""
                    width={96}
                    height={54}
                    className="rounded flex-shrink-0"
                    style={{ objectFit: 'cover' }}
                  />
                )}
                <div className="class-in-progress-text flex-grow-1">
                  <div className="small text-body-secondary text-truncate">{c.course_name}</div>
                  <Link
                    to={`/recordedclassvideo/${c.id}`}
                    className="fw-semibold stretched-link text-break"
                    lang={title.lang}
                  >
                    {title.value}
                  </Link>
                  <div
                    className="progress mt-2"
                    role="progressbar"
                    style={{ height: '0.375rem' }}
                    aria-label={t('continue.classProgress', { title: title.value })}
                    aria-valuenow={c.progress.percent}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuetext={t('continue.percent', {
                      percent: formatNumber(c.progress.percent),
                    })}
                  >
                    <div className="progress-bar" style={{ width: `${c.progress.percent}%` }} />
                  </div>
                  <div className="small mt-1">{t('continue.resumeAt', { at })}</div>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
