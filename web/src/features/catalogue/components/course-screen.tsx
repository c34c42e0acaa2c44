import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading';
import { storage } from '@/lib/storage';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { useCourse } from '../api/get-course';
import { parseId } from '../lib/paths';
import { CourseView } from './course-view';

/** Loads the course named by a route's id and shows it; "not found" for an unknown id. */
export function CourseScreen({ rawId, lead }: { rawId: string | undefined; lead?: ReactNode }) {
  const { t } = useTranslation('catalogue');
  const id = parseId(rawId);
  const { data, error, isPending, refetch } = useCourse(id);

  useEffect(() => {
    // The spec's `courseid` key: the course the learner last opened.
    if (data) storage.setPlain('courseid', String(data.id));
  }, [data]);

  if (id === null) return <NotFound what={t('what.course')} />;
  if (isPending) return <Loading />;
  if (error)
    return <QueryError error={error} retry={() => void refetch()} what={t('what.course')} />;
  return <CourseView course={data} lead={lead} />;
}
