import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { ScrollingTable } from '@/components/scrolling-table';
import { formatDateTime } from '@/lib/format';
import { useAudit } from '../api/get-audit';

/** /admin/audit (admins): every staff change, newest first, filtered. */
export function AuditPage() {
  const { t } = useTranslation('console');
  const [entity, setEntity] = useState('');
  const [actor, setActor] = useState('');
  const audit = useAudit({ entity, actor });
  return (
    <section aria-labelledby="admin-audit">
      <h1 id="admin-audit" className="h3 mb-3">
        {t('audit.title')}
      </h1>
      <div className="row g-2 mb-3">
        <div className="col-sm-6">
          <label className="form-label" htmlFor="audit-entity">
            {t('audit.entity')}
          </label>
          <select
            id="audit-entity"
            className="form-select"
            value={entity}
            onChange={(e) => setEntity(e.target.value)}
          >
            <option value="">{t('audit.all')}</option>
            {[
              'category',
              'level',
              'course',
              'unit',
              'exam',
              'question',
              'recorded_class',
              'material',
              'live_class',
              'article',
              'affairs_video',
              'role',
            ].map((e) => (
              <option key={e} value={e}>
                {e}
              </option>
            ))}
          </select>
        </div>
        <div className="col-sm-6">
          <label className="form-label" htmlFor="audit-actor">
            {t('audit.actor')}
          </label>
          <input
            id="audit-actor"
            type="search"
            className="form-control"
            value={actor}
            onChange={(e) => setActor(e.target.value)}
          />
        </div>
      </div>
      {audit.isPending && <Loading />}
      {audit.error && <QueryError error={audit.error} />}
      {audit.data?.length === 0 && <EmptyState />}
      {audit.data && audit.data.length > 0 && (
        <ScrollingTable labelledBy="admin-audit">
          <table className="table table-sm">
            <thead>
              <tr>
                <th scope="col">{t('audit.when')}</th>
                <th scope="col">{t('audit.who')}</th>
                <th scope="col">{t('audit.what')}</th>
                <th scope="col">{t('audit.change')}</th>
              </tr>
            </thead>
            <tbody>
              {audit.data.map((a) => (
                <tr key={a.id}>
                  <td className="small text-nowrap">{formatDateTime(a.at)}</td>
                  <td className="small">{a.actorEmail}</td>
                  <td>
                    {a.action} {a.entity} #{a.entityId}
                  </td>
                  <td>
                    <details>
                      <summary className="small">{t('audit.details')}</summary>
                      <pre
                        className="small mb-0"
                        style={{ maxWidth: '40rem', whiteSpace: 'pre-wrap' }}
                      >
                        {JSON.stringify({ before: a.before, after: a.after }, null, 1)}
                      </pre>
                    </details>
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
