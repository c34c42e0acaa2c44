import { useState, type ReactNode } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PublishedBadge } from '@/components/console/badges';
import { ConfirmDialog, DeleteButton, useConfirmed } from '@/components/console/confirm';
import { EntityForm } from '@/components/console/entity-form';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { useStaffCatalogue } from '@/lib/api/get-staff-catalogue';
import { useRefreshStaff } from '@/lib/query-client';
import { parseId } from '@/lib/route-id';
import { deleteCourse } from '../api/delete-course';
import { useStaffCourse } from '../api/get-staff-course';
import { updateCourse } from '../api/update-course';
import { courseBody, courseFields } from './course-fields';

/** A tab of a course's console page: what another part of the course holds. */
export type CourseTab = { key: string; title: string; body: ReactNode };

/**
 * /admin/courses/{id}: the course itself, and its parts in tabs (the syllabus and tests, classes,
 * material, live classes), which the console assembles from the features that own them.
 */
export function CoursePage({ tabs }: { tabs: (courseId: number) => CourseTab[] }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const refresh = useRefreshStaff();
  const id = parseId(useParams().id);
  const course = useStaffCourse(id);
  const catalogue = useStaffCatalogue();
  const [editing, setEditing] = useState(false);
  const confirmed = useConfirmed();
  if (id === null) return <NotFound what={t('what.course')} />;
  if (course.isPending || catalogue.isPending) return <Loading />;
  if (course.error)
    return (
      <QueryError
        error={course.error}
        what={t('what.course')}
        retry={() => void course.refetch()}
      />
    );
  if (catalogue.error)
    return <QueryError error={catalogue.error} retry={() => void catalogue.refetch()} />;
  const c = course.data;
  return (
    <>
      <nav aria-label={t('nav.trail')} className="small mb-2">
        <Link to="/admin">{t('courses.title')}</Link>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{c.name}</h1>
        <PublishedBadge published={c.published} />
        <Link className="btn btn-sm btn-outline-secondary" to={`/courses/${c.id}`}>
          {t('courses.view')}
        </Link>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => setEditing((e) => !e)}
          aria-expanded={editing}
        >
          {t('form.edit')}
        </button>
        <DeleteButton
          confirmed={confirmed}
          remove={(confirm) => deleteCourse(c.id, confirm)}
          done={() => navigate('/admin')}
        />
      </div>
      <ConfirmDialog state={confirmed} confirmLabel={t('form.deleteAnyway')} />
      {editing && (
        <div className="card card-body mb-4">
          <EntityForm
            fields={courseFields(t, catalogue.data)}
            item={c}
            submitLabel={t('form.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await updateCourse(c.id, { ...courseBody(body), updatedAt: c.updatedAt });
              setEditing(false);
              await refresh();
            }}
          />
        </div>
      )}
      <Tabs defaultActiveKey="syllabus" id="admin-course-tabs" className="mb-3" mountOnEnter>
        {tabs(c.id).map((tab) => (
          <Tab key={tab.key} eventKey={tab.key} title={tab.title}>
            {tab.body}
          </Tab>
        ))}
      </Tabs>
    </>
  );
}
