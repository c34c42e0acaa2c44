import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The way to the courses the learner holds, with their access (`/mycourses`). */
export function MyCoursesLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <Link className={className} to="/mycourses">
      {t('app.myCourses')}
    </Link>
  );
}
