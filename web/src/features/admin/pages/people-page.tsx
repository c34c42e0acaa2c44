import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Person } from '@pariksha/contracts/admin';
import { ROLES, type Role } from '@pariksha/contracts/admin-paths';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { errorMessage } from '@/lib/api-client';
import { useRefreshStaff } from '@/lib/query-client';
import { usePeople } from '../api/get-people';
import { resetTwoFactor } from '../api/reset-two-factor';
import { setRole } from '../api/set-role';

/** /admin/people (admins): staff, and anyone found by email, with their role. */
export function PeoplePage() {
  const { t } = useTranslation('console');
  const refresh = useRefreshStaff();
  const [email, setEmail] = useState('');
  const people = usePeople(email);
  const [error, setError] = useState<unknown>(null);
  async function reset(p: Person) {
    setError(null);
    if (!window.confirm(t('people.resetConfirm', { name: p.name }))) return;
    try {
      await resetTwoFactor(p.userId);
      await refresh();
    } catch (err) {
      setError(err);
    }
  }
  async function grant(p: Person, role: Role) {
    setError(null);
    try {
      await setRole(p.userId, role);
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
              {p.name} <span className="small text-body-secondary">{p.email}</span>{' '}
              <span
                className={`badge ${p.twoFactorEnabled ? 'text-bg-success' : 'text-bg-light border'}`}
              >
                {p.twoFactorEnabled ? t('people.twoFactorOn') : t('people.twoFactorOff')}
              </span>
            </span>
            {p.twoFactorEnabled && (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                aria-label={t('people.resetOf', { name: p.name })}
                onClick={() => void reset(p)}
              >
                {t('people.reset')}
              </button>
            )}
            <label className="visually-hidden" htmlFor={`role-${p.userId}`}>
              {t('people.role', { name: p.name })}
            </label>
            <select
              id={`role-${p.userId}`}
              className="form-select form-select-sm w-auto"
              value={p.role}
              onChange={(e) => void grant(p, e.target.value as Role)}
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
