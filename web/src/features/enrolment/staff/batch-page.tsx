import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDialog, DeleteButton, useConfirmed } from '@/components/console/confirm';
import { EntityForm } from '@/components/console/entity-form';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { QueryError } from '@/components/query-error';
import { formatDateTime } from '@/lib/format';
import { useRefreshStaff } from '@/lib/query-client';
import { parseId } from '@/lib/route-id';
import { useBatch } from './api/get-batch';
import { deleteBatch, updateBatch } from './api/write-batch';
import { batchBody, batchFields, batchValues, type CourseOption } from './batch-fields';
import { CodesPanel } from './codes-panel';
import { MembersPanel } from './members-panel';

/** /admin/batches/{id}: the batch (edit, delete), its members and its access codes. */
export function BatchPage({ courses }: { courses: CourseOption[] }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const refresh = useRefreshStaff();
  const id = parseId(useParams().id);
  const batch = useBatch(id);
  const [editing, setEditing] = useState(false);
  const confirmed = useConfirmed();
  if (id === null) return <NotFound what={t('enrolment.what.batch')} />;
  if (batch.isPending) return <Loading />;
  if (batch.error)
    return (
      <QueryError
        error={batch.error}
        what={t('enrolment.what.batch')}
        retry={() => void batch.refetch()}
      />
    );
  const b = batch.data;
  return (
    <>
      <nav aria-label={t('nav.trail')} className="small mb-2">
        <Link to="/admin/batches">{t('enrolment.batches.title')}</Link>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-1">
        <h1 className="h3 me-auto mb-0">{b.name}</h1>
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
          remove={() => deleteBatch(b.id)}
          done={() => navigate('/admin/batches')}
        />
      </div>
      <p className="text-body-secondary">
        {t('enrolment.batches.range', {
          from: formatDateTime(b.startsAt),
          to: formatDateTime(b.endsAt),
        })}{' '}
        · {b.courses.map((c) => c.course_name).join(', ') || t('enrolment.batch.noCourses')}
      </p>
      <ConfirmDialog state={confirmed} confirmLabel={t('form.deleteAnyway')} />
      {editing && (
        <div className="card card-body mb-4">
          <EntityForm
            key={b.updatedAt}
            fields={batchFields(t, courses)}
            item={batchValues(b)}
            submitLabel={t('form.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (body) => {
              await updateBatch(b.id, { ...batchBody(body), updatedAt: b.updatedAt });
              setEditing(false);
              await refresh();
            }}
          />
        </div>
      )}
      <MembersPanel batchId={b.id} />
      <CodesPanel target={{ batchId: b.id }} name={b.name} />
    </>
  );
}
