import { Link } from 'react-router';
import type { SyllabusUnit } from '@pariksha/contracts/catalogue';
import { catalogueRoute } from '../lib/paths';

/** The syllabus in teaching order; `compact` shows unit titles only. */
export function SyllabusList({
  courseId,
  units,
  compact = false,
}: {
  courseId: number;
  units: SyllabusUnit[];
  compact?: boolean;
}) {
  if (compact) {
    return (
      <ol className="list-group list-group-numbered mb-0">
        {units.map((u) => (
          <li key={u.id} className="list-group-item">
            {u.title}
          </li>
        ))}
      </ol>
    );
  }
  return (
    <ol className="list-unstyled d-flex flex-column gap-3 mb-0">
      {units.map((u) => (
        <li key={u.id} className="card shadow-sm">
          <div className="card-body">
            <h2 className="h5 card-title d-flex gap-2">
              <span className="badge text-bg-primary align-self-start">{u.position}</span>
              <span>{u.title}</span>
            </h2>
            {u.description && <p className="text-body-secondary mb-2">{u.description}</p>}
            {u.topics.length > 0 && (
              <ul className="mb-2">
                {u.topics.map((t) => (
                  <li key={t}>{t}</li>
                ))}
              </ul>
            )}
            <Link to={catalogueRoute.recordedClassesOfUnit(courseId, u.id)} className="small">
              Recorded classes for “{u.title}”
            </Link>
          </div>
        </li>
      ))}
    </ol>
  );
}
