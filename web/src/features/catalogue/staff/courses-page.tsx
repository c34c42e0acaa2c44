import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PublishedBadge } from '@/components/console/badges';
import { countsText } from '@/components/console/counts';
import { EntityForm } from '@/components/console/entity-form';
import { DemoBadge } from '@/components/demo-badge';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { ScrollingTable } from '@/components/scrolling-table';
import { localName, useStaffCatalogue } from '@/lib/api/get-staff-catalogue';
import { createCourse } from '../api/create-course';
import { useStaffCourses } from '../api/get-staff-courses';
import { courseBody, courseFields, newCourse } from './course-fields';

/** /admin: every course, published or not, and a new one. */
export function CoursesPage() {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [adding, setAdding] = useState(false);
  const catalogue = useStaffCatalogue();
  const courses = useStaffCourses(q);
  if (catalogue.isPending) return <Loading />;
  if (catalogue.error)
    return <QueryError error={catalogue.error} retry={() => void catalogue.refetch()} />;
  const cat = catalogue.data;
  const nameOf = (list: { id: number; name: string; nameMl: string | null }[], id: number) => {
    const found = list.find((x) => x.id === id);
    return found ? localName(found) : '';
  };

  return (
    <section aria-labelledby="admin-courses">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="admin-courses" className="h3 me-auto mb-0">
          {t('courses.title')}
        </h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setAdding((a) => !a)}
          aria-expanded={adding}
        >
          {t('courses.new')}
        </button>
      </div>
      {adding && (
        <div className="card mb-4">
          <div className="card-body">
            <h2 className="h5">{t('courses.new')}</h2>
            <EntityForm
              fields={courseFields(t, cat)}
              item={newCourse(cat)}
              submitLabel={t('form.create')}
              onCancel={() => setAdding(false)}
              onSubmit={async (body) => {
                const course = await createCourse(courseBody(body));
                void navigate(`/admin/courses/${course.id}`);
              }}
            />
          </div>
        </div>
      )}
      <label className="form-label" htmlFor="admin-course-search">
        {t('courses.search')}
      </label>
      <input
        id="admin-course-search"
        type="search"
        className="form-control mb-3"
        value={q}
        onChange={(e) => setQ(e.target.value)}
      />
      {courses.isPending && <Loading />}
      {courses.error && <QueryError error={courses.error} retry={() => void courses.refetch()} />}
      {courses.data?.length === 0 && <EmptyState text={t('courses.none')} />}
      {courses.data && courses.data.length > 0 && (
        <ScrollingTable labelledBy="admin-courses">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('f.name')}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t('f.category')}
                </th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t('f.level')}
                </th>
                <th scope="col" className="d-none d-sm-table-cell">
                  {t('courses.contents')}
                </th>
                <th scope="col">{t('courses.status')}</th>
              </tr>
            </thead>
            <tbody>
              {courses.data.map((c) => (
                <tr key={c.id}>
                  <td>
                    <Link to={`/admin/courses/${c.id}`}>{c.name}</Link>
                    <DemoBadge show={!!c.isDemo} className="ms-2" />
                  </td>
                  <td className="d-none d-md-table-cell">{nameOf(cat.categories, c.categoryId)}</td>
                  <td className="d-none d-md-table-cell">{nameOf(cat.levels, c.levelId)}</td>
                  <td className="small d-none d-sm-table-cell">
                    {countsText(t, [
                      ['units', c.dependents.units],
                      ['exams', c.dependents.exams],
                      ['classes', c.dependents.classes],
                    ])}
                  </td>
                  <td>
                    <PublishedBadge published={c.published} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
