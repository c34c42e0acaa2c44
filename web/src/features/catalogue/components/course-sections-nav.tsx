import { Link } from 'react-router';
import type { Course } from '@pariksha/contracts/catalogue';
import { catalogueRoute } from '../lib/paths';

/** Links from a course to everything it holds: syllabus, classes, material, tests, affairs. */
export function CourseSectionsNav({ course }: { course: Course }) {
  const sections = [
    {
      label: 'Syllabus',
      hint: `${course.syllabusUnitCount} units`,
      to: catalogueRoute.syllabus(course.id),
    },
    {
      label: 'Recorded classes',
      hint: 'Watch at your pace',
      to: catalogueRoute.recordedClasses(course.id),
    },
    { label: 'Live classes', hint: 'Join and ask', to: catalogueRoute.liveClasses(course.id) },
    { label: 'Study material', hint: 'Notes and PDFs', to: catalogueRoute.material(course.id) },
    { label: 'Mock tests', hint: 'Timed, exam pattern', to: catalogueRoute.mockTests(course.id) },
    {
      label: 'Current affairs',
      hint: course.categoryName,
      to: catalogueRoute.affairs(course.categoryId),
    },
  ];
  return (
    <nav aria-label="Course sections" className="my-4">
      <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-2 list-unstyled mb-0">
        {sections.map((s) => (
          <li key={s.label} className="col">
            <Link
              to={s.to}
              className="btn btn-outline-primary w-100 h-100 d-flex flex-column justify-content-center py-2"
            >
              <span className="fw-semibold">{s.label}</span>
              <span className="small">{s.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
