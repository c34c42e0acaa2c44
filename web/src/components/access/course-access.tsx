import { useTranslation } from 'react-i18next';
import type { AccessState } from '@pariksha/contracts/enrolment';
import { formatDate } from '@/lib/format';
import { LockIcon } from './lock-icon';
import './access.css';

/**
 * A course's access as a card, a search hit or the course page says it: nothing for a free
 * course; "Enrolled until 31 Mar 2027"; or a lock with "Enrolled learners" (and "Free preview
 * available" when some items are open to all).
 */
export function CourseAccess({
  access,
  className = '',
}: {
  access: AccessState | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  if (!access || access.kind === 'free') return null;
  if (access.kind === 'enrolled')
    return (
      <span className={`badge text-bg-success course-access ${className}`.trim()}>
        {access.until
          ? t('access.enrolledUntil', { date: formatDate(access.until) })
          : t('access.enrolled')}
      </span>
    );
  return (
    <span className={`course-access d-inline-flex flex-wrap gap-1 ${className}`.trim()}>
      <span className="badge text-bg-dark d-inline-flex align-items-center gap-1">
        <LockIcon />
        {t('access.restricted')}
      </span>
      {access.kind === 'preview-only' && (
        <span className="badge text-bg-info">{t('access.previewAvailable')}</span>
      )}
    </span>
  );
}
