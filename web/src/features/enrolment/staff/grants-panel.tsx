import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Grant } from '@pariksha/contracts/enrolment';
import { FieldProblem } from '@/components/console/console-form';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { ScrollingTable } from '@/components/scrolling-table';
import { errorMessage, fieldProblems } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useRefreshStaff } from '@/lib/query-client';
import { grantCourse, revokeGrant, updateGrant, useGrants } from './api/course-access';
import { RevokeDialog } from './revoke-dialog';

/** A datetime-local input's value (local time) and back; '' is no end. */
const toLocal = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);

/** The learners a course is given to one by one: grant by email, change the end, revoke. */
export function GrantsPanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const grants = useGrants(courseId, true);
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h4">
        {t('enrolment.grants.title')}
      </h2>
      <GrantForm courseId={courseId} />
      {grants.isPending ? (
        <Loading />
      ) : grants.error ? (
        <QueryError error={grants.error} retry={() => void grants.refetch()} />
      ) : grants.data.length === 0 ? (
        <EmptyState text={t('enrolment.grants.none')} />
      ) : (
        <ScrollingTable labelledBy={headingId}>
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('enrolment.grants.learner')}</th>
                <th scope="col">{t('enrolment.grants.until')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('enrolment.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {grants.data.map((g) => (
                <GrantRow key={g.id} grant={g} />
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
    </section>
  );
}

function GrantForm({ courseId }: { courseId: number }) {
  const { t } = useTranslation('console');
  const id = useId();
  const refresh = useRefreshStaff();
  const [email, setEmail] = useState('');
  const [until, setUntil] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await grantCourse(courseId, email.trim(), fromLocal(until));
      setEmail('');
      setUntil('');
      await refresh();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  const problems = fieldProblems(error);
  const at = (field: string) => problems.find((p) => p.field === field)?.message;
  const general = error && !at('email') && !at('until') ? errorMessage(error) : null;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="card card-body mb-3">
      {general && (
        <div className="alert alert-danger" role="alert">
          {general}
        </div>
      )}
      <div className="row g-2 align-items-end">
        <div className="col-md-5">
          <label htmlFor={`${id}-email`} className="form-label">
            {t('enrolment.grants.email')}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            className={`form-control${at('email') ? ' is-invalid' : ''}`}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={!!at('email')}
            aria-describedby={at('email') ? `${id}-email-error` : undefined}
          />
          <FieldProblem id={`${id}-email-error`} message={at('email')} />
        </div>
        <div className="col-md-4">
          <label htmlFor={`${id}-until`} className="form-label">
            {t('enrolment.grants.untilOptional')}
          </label>
          <input
            id={`${id}-until`}
            type="datetime-local"
            className={`form-control${at('until') ? ' is-invalid' : ''}`}
            value={until}
            onChange={(e) => setUntil(e.target.value)}
            aria-describedby={at('until') ? `${id}-until-error` : undefined}
          />
          <FieldProblem id={`${id}-until-error`} message={at('until')} />
        </div>
        <div className="col-md-3">
          <button type="submit" className="btn btn-primary w-100" disabled={busy}>
            {t('enrolment.grants.grant')}
          </button>
        </div>
      </div>
    </form>
  );
}

function GrantRow({ grant }: { grant: Grant }) {
  const { t } = useTranslation('console');
  const id = useId();
  const refresh = useRefreshStaff();
  const [until, setUntil] = useState(toLocal(grant.until));
  const [error, setError] = useState<unknown>(null);
  const [asking, setAsking] = useState(false);
  const revoked = grant.revokedAt !== null;
  const run = async (change: () => Promise<unknown>) => {
    setError(null);
    try {
      await change();
      await refresh();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <tr>
      <td>
        <div className="text-break">{grant.name}</div>
        <div className="small text-body-secondary text-break">{grant.email}</div>
        {revoked && (
          <span className="badge text-bg-secondary">
            {t('enrolment.grants.revoked', { when: formatDateTime(grant.revokedAt!) })}
          </span>
        )}
      </td>
      <td>
        {revoked ? (
          <span className="small">
            {grant.until ? formatDateTime(grant.until) : t('enrolment.noEnd')}
          </span>
        ) : (
          <div className="d-flex flex-wrap gap-2">
            <label className="visually-hidden" htmlFor={`${id}-until`}>
              {t('enrolment.grants.untilOf', { email: grant.email })}
            </label>
            <input
              id={`${id}-until`}
              type="datetime-local"
              className="form-control form-control-sm w-auto"
              value={until}
              onChange={(e) => setUntil(e.target.value)}
            />
            <button
              type="button"
              className="btn btn-sm btn-outline-primary"
              disabled={until === toLocal(grant.until)}
              onClick={() => void run(() => updateGrant(grant.id, fromLocal(until)))}
            >
              {t('enrolment.grants.saveEnd')}
            </button>
          </div>
        )}
        {!revoked && !until && <div className="form-text">{t('enrolment.noEnd')}</div>}
        {error !== null && (
          <div className="small text-danger" role="alert">
            {errorMessage(error)}
          </div>
        )}
      </td>
      <td className="text-end">
        {!revoked && (
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={t('enrolment.grants.revokeLabel', { email: grant.email })}
            onClick={() => setAsking(true)}
          >
            {t('enrolment.grants.revoke')}
          </button>
        )}
        <RevokeDialog
          title={asking ? t('enrolment.grants.revokeTitle', { email: grant.email }) : null}
          text={t('enrolment.grants.revokeText')}
          onCancel={() => setAsking(false)}
          onRevoke={() => {
            setAsking(false);
            void run(() => revokeGrant(grant.id));
          }}
        />
      </td>
    </tr>
  );
}
