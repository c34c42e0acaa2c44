import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EntityForm } from '@/components/console/entity-form';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { ScrollingTable } from '@/components/scrolling-table';
import { formatDate } from '@/lib/format';
import { useBatches } from './api/get-batches';
import { createBatch } from './api/write-batch';
import { batchBody, batchFields, type CourseOption } from './batch-fields';

/** /admin/batches: every batch with its dates, courses, members and pending addresses; a new one. */
export function BatchesPage({ courses }: { courses: CourseOption[] }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const batches = useBatches();
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="admin-batches">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 id="admin-batches" className="h3 me-auto mb-0">
          {t('enrolment.batches.title')}
        </h1>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setAdding((a) => !a)}
          aria-expanded={adding}
        >
          {t('enrolment.batches.new')}
        </button>
      </div>
      {adding && (
        <div className="card card-body mb-4">
          <h2 className="h5">{t('enrolment.batches.new')}</h2>
          <EntityForm
            fields={batchFields(t, courses)}
            item={{ courseIds: [] }}
            submitLabel={t('form.create')}
            onCancel={() => setAdding(false)}
            onSubmit={async (body) => {
              const batch = await createBatch(batchBody(body));
              void navigate(`/admin/batches/${batch.id}`);
            }}
          />
        </div>
      )}
      {batches.isPending ? (
        <Loading />
      ) : batches.error ? (
        <QueryError error={batches.error} retry={() => void batches.refetch()} />
      ) : batches.data.length === 0 ? (
        <EmptyState text={t('enrolment.batches.none')} />
      ) : (
        <ScrollingTable labelledBy="admin-batches">
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('enrolment.batch.name')}</th>
                <th scope="col">{t('enrolment.batches.dates')}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t('enrolment.batch.courses')}
                </th>
                <th scope="col">{t('enrolment.batches.members')}</th>
                <th scope="col">{t('enrolment.batches.pending')}</th>
              </tr>
            </thead>
            <tbody>
              {batches.data.map((b) => (
                <tr key={b.id}>
                  <td>
                    <Link to={`/admin/batches/${b.id}`}>{b.name}</Link>
                  </td>
                  <td className="small text-nowrap">
                    {t('enrolment.batches.range', {
                      from: formatDate(b.startsAt),
                      to: formatDate(b.endsAt),
                    })}
                  </td>
                  <td className="small d-none d-md-table-cell">
                    {b.courses.map((c) => c.course_name).join(', ') || '—'}
                  </td>
                  <td>{b.members}</td>
                  <td>{b.pending}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}
