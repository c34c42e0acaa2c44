import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminCatalogue, AdminCourse, AdminUnit } from '@pariksha/contracts/admin';
import type { AdminExam } from '@pariksha/contracts/admin-exams';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { send, useAdminGet, useRefresh } from '../api/admin';
import { ConfirmDialog, useConfirmed } from '../components/confirm';
import { ContentList } from '../components/content-list';
import { EntityForm } from '../components/entity-form';
import { LiveClasses, Material, RecordedClasses } from './course-content';
import { courseFields, examFields, imageUrl, newExam, unitFields } from '../lib/fields';
import { countsText } from '../lib/counts';

function Units({ courseId }: { courseId: number }) {
  const { t } = useTranslation('admin');
  return (
    <ContentList<AdminUnit>
      heading={t('units.title')}
      headingId="admin-units"
      listPath={adminUrl.units(courseId)}
      itemPath={adminUrl.unit}
      orderPath={adminUrl.unitsOrder(courseId)}
      fields={unitFields(t)}
      defaults={{}}
      addLabel={t('units.new')}
      empty={t('units.none')}
      summary={(u) =>
        countsText(t, [
          ['classes', u.classes],
          ['documents', u.materials],
        ])
      }
    />
  );
}

function Exams({ courseId }: { courseId: number }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const exams = useAdminGet<AdminExam[]>(adminUrl.exams(courseId));
  const [adding, setAdding] = useState(false);
  if (exams.isPending) return <Loading />;
  if (exams.error) return <QueryError error={exams.error} retry={() => void exams.refetch()} />;
  return (
    <section aria-labelledby="admin-exams" className="mb-5">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id="admin-exams" className="h4 me-auto mb-0">
          {t('exams.title')}
        </h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setAdding(true)}>
          {t('exams.new')}
        </button>
      </div>
      {adding && (
        <div className="card card-body mb-3">
          <EntityForm
            fields={examFields(t)}
            item={newExam}
            submitLabel={t('form.create')}
            onCancel={() => setAdding(false)}
            onSubmit={async (body) => {
              const exam = await send<AdminExam>(adminUrl.exams(courseId), 'POST', {
                ...body,
                sections: [{ title: t('exams.firstSection') }],
              });
              void navigate(`/admin/exams/${exam.id}`);
            }}
          />
        </div>
      )}
      {exams.data.length === 0 && <EmptyState text={t('exams.none')} />}
      <ul className="list-group">
        {exams.data.map((e) => (
          <li key={e.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <Link to={`/admin/exams/${e.id}`} className="me-auto fw-semibold">
              {e.title}
            </Link>
            <span className="small text-body-secondary">
              {countsText(t, [
                ['questions', e.questionCount],
                ['attempts', e.attempts],
              ])}
            </span>
            <span className={`badge ${e.published ? 'text-bg-success' : 'text-bg-secondary'}`}>
              {e.published ? t('state.published') : t('state.draft')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/courses/{id}: the course, its syllabus units and its exams. */
export function CoursePage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const refresh = useRefresh();
  const id = Number(useParams().id);
  const course = useAdminGet<AdminCourse>(
    Number.isInteger(id) && id > 0 ? adminUrl.course(id) : null,
  );
  const catalogue = useAdminGet<AdminCatalogue>(adminUrl.categories());
  const [editing, setEditing] = useState(false);
  const confirmed = useConfirmed();
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
        <span className={`badge ${c.published ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {c.published ? t('state.published') : t('state.draft')}
        </span>
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
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() =>
            void confirmed.run(
              (confirm) =>
                send(`${adminUrl.course(c.id)}${confirm ? '?confirm=true' : ''}`, 'DELETE'),
              () => void navigate('/admin'),
            )
          }
        >
          {t('form.delete')}
        </button>
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
              await send(adminUrl.course(c.id), 'PUT', {
                ...body,
                image: imageUrl(body.image),
                updatedAt: c.updatedAt,
              });
              setEditing(false);
              await refresh();
            }}
          />
        </div>
      )}
      <Tabs defaultActiveKey="syllabus" id="admin-course-tabs" className="mb-3" mountOnEnter>
        <Tab eventKey="syllabus" title={t('course.tabs.syllabus')}>
          <Units courseId={c.id} />
          <Exams courseId={c.id} />
        </Tab>
        <Tab eventKey="classes" title={t('course.tabs.classes')}>
          <RecordedClasses courseId={c.id} />
        </Tab>
        <Tab eventKey="material" title={t('course.tabs.material')}>
          <Material courseId={c.id} />
        </Tab>
        <Tab eventKey="live" title={t('course.tabs.live')}>
          <LiveClasses courseId={c.id} />
        </Tab>
      </Tabs>
    </>
  );
}
