import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SyllabusUnit } from '@pariksha/contracts/catalogue';
import { formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { catalogueRoute } from '../lib/paths';

/** The syllabus in teaching order, each unit in the interface language; `compact`: titles only. */
export function SyllabusList({
  courseId,
  units,
  compact = false,
}: {
  courseId: number;
  units: SyllabusUnit[];
  compact?: boolean;
}) {
  const language = useLanguage();
  if (compact) {
    return (
      <ol className="list-group list-group-numbered mb-0">
        {units.map((u) => {
          const title = inLanguage(u.title, u.titleMl, language);
          return (
            <li key={u.id} className="list-group-item">
              <span lang={title.lang}>{title.value}</span>
            </li>
          );
        })}
      </ol>
    );
  }
  return (
    <ol className="list-unstyled d-flex flex-column gap-3 mb-0">
      {units.map((u) => (
        <li key={u.id} className="card shadow-sm">
          <Unit courseId={courseId} unit={u} />
        </li>
      ))}
    </ol>
  );
}

function Unit({ courseId, unit: u }: { courseId: number; unit: SyllabusUnit }) {
  const { t } = useTranslation('catalogue');
  const language = useLanguage();
  const title = inLanguage(u.title, u.titleMl, language);
  const description = inLanguage(u.description, u.descriptionMl, language);
  const topics = inLanguage(u.topics, u.topicsMl, language);
  const titleSpan = <span lang={title.lang}>{title.value}</span>;
  return (
    <div className="card-body">
      <h2 className="h5 card-title d-flex gap-2">
        {/* The space parts the number from the title when read out; flex layout drops it. */}
        <span className="badge text-bg-primary align-self-start">
          {formatNumber(u.position)}
        </span>{' '}
        {titleSpan}
      </h2>
      {description.value && (
        <p className="text-body-secondary mb-2" lang={description.lang}>
          {description.value}
        </p>
      )}
      {topics.value.length > 0 && (
        <ul className="mb-2" lang={topics.lang}>
          {topics.value.map((topic) => (
            <li key={topic}>{topic}</li>
          ))}
        </ul>
      )}
      <Link to={catalogueRoute.recordedClassesOfUnit(courseId, u.id)} className="small">
        <Trans t={t} i18nKey="syllabus.unitClasses" components={{ unit: titleSpan }} />
      </Link>
    </div>
  );
}
