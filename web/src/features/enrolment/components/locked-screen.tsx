import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LockIcon } from '@/components/access/lock-icon';
import { enrolmentRoute } from '../lib/paths';
import { CodeEntry } from './code-entry';
import './enrolment.css';

/**
 * What an item of a course the learner has not joined shows when opened by its address (403
 * NOT_ENROLLED): not an error, but the ways in: a code, or the institute. And the way back.
 */
export function LockedScreen({ courseId }: { courseId: number | null }) {
  const { t } = useTranslation('enrolment');
  return (
    <section className="locked-screen card shadow-sm" aria-labelledby="locked-title">
      <div className="card-body">
        <h1 id="locked-title" className="h4 d-flex align-items-center gap-2">
          <LockIcon />
          {t('locked.title')}
        </h1>
        <p>{t('locked.text')}</p>
        <CodeEntry courseId={courseId ?? undefined} />
        <p className="mt-3 mb-2 text-body-secondary">{t('locked.ask')}</p>
        {courseId !== null && (
          <Link to={enrolmentRoute.course(courseId)} className="btn btn-outline-primary">
            {t('locked.back')}
          </Link>
        )}
      </div>
    </section>
  );
}

export default LockedScreen;
