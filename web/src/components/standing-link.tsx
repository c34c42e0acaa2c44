import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userDetailsQueryOptions } from '@/lib/api/get-user-details';
import { useToken } from '@/lib/session';

/**
 * Where I stand: the progress screen of the exam category and level the learner prepares for
 * (`/progress/:catId/:levelId`, decision 027); null until the profile names them.
 */
export function useStandingPath() {
  const token = useToken();
  const { data } = useQuery({
    ...userDetailsQueryOptions(token),
    select: (d) =>
      d.targetCategoryId !== null && d.targetLevelId !== null
        ? `/progress/${d.targetCategoryId}/${d.targetLevelId}`
        : null,
  });
  return data ?? null;
}

/** The way to where I stand; nothing while the learner has not chosen their exam. */
export function StandingLink({ className }: { className: string }) {
  const { t } = useTranslation();
  const path = useStandingPath();
  if (!path) return null;
  return (
    <Link className={className} to={path}>
      {t('app.whereIStand')}
    </Link>
  );
}
