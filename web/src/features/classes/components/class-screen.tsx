import { useTranslation } from 'react-i18next';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { useClassesOfCourse } from '../api/get-classes-of-course';
import { useRecordedClass } from '../api/get-recorded-class';
import { ClassCard } from './class-card';
import { ClassPlayer } from './class-player';
import './classes.css';

/** The rest of the class's unit, beside the player on the course-class screen. */
function UnitClasses({
  courseId,
  unitId,
  current,
}: {
  courseId: number;
  unitId: number;
  current: number;
}) {
  const { t } = useTranslation('classes');
  const unit = useClassesOfCourse(courseId, unitId);
  const classes = unit.data?.units[0]?.classes ?? [];
  if (classes.length < 2) return null;
  return (
    <section aria-labelledby="unit-classes-title">
      <h2 id="unit-classes-title" className="h6">
        {t('inThisUnit')}
      </h2>
      <ul className="list-group">
        {classes.map((c) => (
          <ClassCard key={c.id} item={c} current={c.id === current} />
        ))}
      </ul>
    </section>
  );
}

/**
 * A class's screen, by its id (and the unit its URL names, on /courseclassvideo). A class of
 * another unit than the URL's, or none, is not found. `withUnit` lists the unit's classes beside.
 */
export function ClassScreen({
  id,
  unitId,
  withUnit,
}: {
  id: number | null;
  unitId?: number | null;
  withUnit: boolean;
}) {
  const { t } = useTranslation('classes');
  const query = useRecordedClass(id);
  if (id === null || unitId === null) return <NotFound what={t('what.class')} />;
  if (query.isPending) return <Loading />;
  if (query.error)
    return (
      <QueryError error={query.error} retry={() => void query.refetch()} what={t('what.class')} />
    );
  const item = query.data;
  if (unitId !== undefined && item.unit.syllabus_id !== unitId)
    return <NotFound what={t('what.class')} />;
  return (
    <ClassPlayer
      // A new class is a new player: its own resume point and progress saving.
      key={item.id}
      item={item}
      aside={
        withUnit && (
          <UnitClasses courseId={item.course.id} unitId={item.unit.syllabus_id} current={item.id} />
        )
      }
    />
  );
}
