import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Course } from '@pariksha/contracts/catalogue';
import { formatNumber } from '@/lib/format';
import { catalogueRoute } from '../lib/paths';
import { Name } from './category-level-name';

/** Links from a course to everything it holds: syllabus, classes, material, tests, affairs. */
export function CourseSectionsNav({ course }: { course: Course }) {
  const { t } = useTranslation('catalogue');
  const units = course.syllabusUnitCount;
  const sections = [
    {
      key: 'syllabus',
      label: t('sections.syllabus'),
      hint: t('sections.units', { count: units, n: formatNumber(units) }),
      to: catalogueRoute.syllabus(course.id),
    },
    {
      key: 'recorded',
      label: t('sections.recorded'),
      hint: t('sections.recordedHint'),
      to: catalogueRoute.recordedClasses(course.id),
    },
    {
      key: 'live',
      label: t('sections.live'),
      hint: t('sections.liveHint'),
      to: catalogueRoute.liveClasses(course.id),
    },
    {
      key: 'material',
      label: t('sections.material'),
      hint: t('sections.materialHint'),
      to: catalogueRoute.material(course.id),
    },
    {
      key: 'tests',
      label: t('sections.tests'),
      hint: t('sections.testsHint'),
      to: catalogueRoute.mockTests(course.id),
    },
    {
      key: 'affairs',
      label: t('sections.affairs'),
      hint: <Name of={{ name: course.categoryName, nameMl: course.categoryNameMl }} />,
      to: catalogueRoute.affairs(course.categoryId),
    },
  ];
  return (
    <nav aria-label={t('sections.label')} className="my-4">
      <ul className="row row-cols-2 row-cols-md-3 row-cols-xl-6 g-2 list-unstyled mb-0">
        {sections.map((s) => (
          <li key={s.key} className="col">
            <Link
              to={s.to}
              className="btn btn-outline-primary w-100 h-100 d-flex flex-column justify-content-center py-2"
            >
              {/* The space keeps the two apart in the link's name; flex layout drops it. */}
              <span className="fw-semibold">{s.label}</span> <span className="small">{s.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
