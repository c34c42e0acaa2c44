import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry, Person } from '@pariksha/contracts/admin';
import { adminUrl, ROLES, type Role } from '@pariksha/contracts/admin-paths';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { errorMessage } from '@/lib/api-client';
import { send, useAdminGet, useRefresh } from '../api/admin';
import { formatDateTime } from '@/lib/format';
import { ScrollingTable } from '@/components/scrolling-table';

/** /admin/people (admins): staff, and anyone found by email, with their role. */
export function PeoplePage() {
  const { t } = useTranslation('admin');
  const refresh = useRefresh();
  const [email, setEmail] = useState('');
  const people = useAdminGet<Person[]>(adminUrl.people(email.trim() || undefined));
  const [error, setError] = useState<unknown>(null);
  async function setRole(p: Person, role: Role) {
    setError(null);
    try {
      await send(adminUrl.role(p.userId), 'PUT', { role });
      await refresh();
    } catch (err) {
      setError(err);
    }
  }
  return (
    <section aria-labelledby="admin-people">
      <h1 id="admin-people" className="h3 mb-3">
        {t('people.title')}
      </h1>
      <label className="form-label" htmlFor="admin-people-email">
        {t('people.find')}
      </label>
      <input
        id="admin-people-email"
        type="search"
        className="form-control mb-3"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      {error !== null && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error)}
        </div>
      )}
      {people.isPending && <Loading />}
      {people.error && <QueryError error={people.error} />}
      {people.data?.length === 0 && <EmptyState />}
      <ul className="list-group">
        {people.data?.map((p) => (
          <li key={p.userId} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <span className="me-auto">
              {p.name} <span className="small text-body-secondary">{p.email}</span>
            </span>
            <label className="visually-hidden" htmlFor={`role-${p.userId}`}>
              {t('people.role', { name: p.name })}
            </label>
            <select
              id={`role-${p.userId}`}
              className="form-select form-select-sm w-auto"
              value={p.role}
              onChange={(e) => void setRole(p, e.target.value as Role)}
            >
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`role.${r}`)}
                </option>
              ))}
            </select>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/audit (admins): every staff change, newest first, filtered. */
export function AuditPage() {
  const { t } = useTranslation('admin');
  const [entity, setEntity] = useState('');
  const [actor, setActor] = useState('');
  const query = new URLSearchParams({
    ...(entity && { entity }),
    ...(actor && { actor }),
  }).toString();
  const audit = useAdminGet<AuditEntry[]>(adminUrl.audit(query));
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
