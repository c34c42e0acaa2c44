import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Member } from '@pariksha/contracts/enrolment';
import { FieldProblem } from '@/components/console/console-form';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { ScrollingTable } from '@/components/scrolling-table';
import { errorMessage, fieldProblems } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useRefreshStaff } from '@/lib/query-client';
import { addMember, removeMember, useMembers } from './api/members';
import { ImportMembers } from './import-members';

/**
 * A batch's members: add one by email (an address without an account waits, "pending", until
 * its owner confirms it), import a CSV, remove one.
 */
export function MembersPanel({ batchId }: { batchId: number }) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const refresh = useRefreshStaff();
  const members = useMembers(batchId);
  const [error, setError] = useState<unknown>(null);
  const remove = async (m: Member) => {
    setError(null);
    try {
      await removeMember(batchId, m.id);
      await refresh();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <h2 id={headingId} className="h4">
        {t('enrolment.members.title')}
      </h2>
      <div className="row g-3 mb-3">
        <div className="col-lg-6">
          <AddMember batchId={batchId} />
        </div>
        <div className="col-lg-6">
          <ImportMembers batchId={batchId} />
        </div>
      </div>
      {error !== null && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error)}
        </div>
      )}
      {members.isPending ? (
        <Loading />
      ) : members.error ? (
        <QueryError error={members.error} retry={() => void members.refetch()} />
      ) : members.data.length === 0 ? (
        <EmptyState text={t('enrolment.members.none')} />
      ) : (
        <ScrollingTable labelledBy={headingId}>
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('enrolment.members.email')}</th>
                <th scope="col" className="d-none d-sm-table-cell">
                  {t('enrolment.members.name')}
                </th>
                <th scope="col">{t('enrolment.members.state')}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t('enrolment.members.added')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('enrolment.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.data.map((m) => (
                <tr key={m.id}>
                  <td className="text-break">{m.email}</td>
                  <td className="d-none d-sm-table-cell">{m.name ?? '—'}</td>
                  <td>
                    {m.pending ? (
                      <span className="badge text-bg-warning">
                        {t('enrolment.members.pending')}
                      </span>
                    ) : (
                      <span className="badge text-bg-success">{t('enrolment.members.joined')}</span>
                    )}
                  </td>
                  <td className="d-none d-md-table-cell small">{formatDate(m.addedAt)}</td>
                  <td className="text-end">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      aria-label={t('enrolment.members.removeLabel', { email: m.email })}
                      onClick={() => void remove(m)}
                    >
                      {t('form.remove')}
                    </button>
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

function AddMember({ batchId }: { batchId: number }) {
  const { t } = useTranslation('console');
  const id = useId();
  const refresh = useRefreshStaff();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const [added, setAdded] = useState<Member | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    setAdded(null);
    try {
      setAdded(await addMember(batchId, email.trim()));
      setEmail('');
      await refresh();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  const problem = error
    ? (fieldProblems(error).find((p) => p.field === 'email')?.message ?? errorMessage(error))
    : undefined;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="card card-body h-100">
      <label htmlFor={`${id}-email`} className="form-label fw-semibold">
        {t('enrolment.members.addEmail')}
      </label>
      <div className="d-flex flex-wrap gap-2">
        <input
          id={`${id}-email`}
          type="email"
          className={`form-control flex-grow-1 w-auto${problem ? ' is-invalid' : ''}`}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={!!problem}
          aria-describedby={problem ? `${id}-error` : undefined}
        />
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {t('enrolment.members.add')}
        </button>
      </div>
      <FieldProblem id={`${id}-error`} message={problem} />
      {added && (
        <p className="small mt-2 mb-0" role="status">
          {added.pending
            ? t('enrolment.members.addedPending', { email: added.email })
            : t('enrolment.members.addedJoined', { email: added.email })}
        </p>
      )}
    </form>
  );
}
