import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessCode } from '@pariksha/contracts/enrolment';
import { EntityForm } from '@/components/console/entity-form';
import type { FieldDef } from '@/components/console/form-values';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { ScrollingTable } from '@/components/scrolling-table';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useRefreshStaff } from '@/lib/query-client';
import { exportCodes, generateCodes, revokeCode, useCodes } from './api/codes';
import { RevokeDialog } from './revoke-dialog';

/**
 * The access codes of one batch or one course: generate (how many, seats each, until when they
 * may be entered, and for a course how long the access lasts), the list with seats used, the list
 * as CSV, and revoking one (asked first).
 */
/** Which codes: a batch's or a course's. */
export type CodesOf =
  { batchId: number; courseId?: undefined } | { courseId: number; batchId?: undefined };

export function CodesPanel({ target, name }: { target: CodesOf; name: string }) {
  const { t } = useTranslation('console');
  const headingId = useId();
  const refresh = useRefreshStaff();
  const codes = useCodes(target);
  const [generating, setGenerating] = useState(false);
  const [revoking, setRevoking] = useState<AccessCode | null>(null);
  const [error, setError] = useState<unknown>(null);
  const forCourse = target.courseId !== undefined;
  const fields: FieldDef[] = [
    {
      name: 'count',
      label: t('enrolment.codes.count'),
      kind: 'number',
      min: 1,
      step: 1,
      required: true,
    },
    {
      name: 'seats',
      label: t('enrolment.codes.seats'),
      kind: 'number',
      min: 1,
      step: 1,
      required: true,
      hint: t('enrolment.codes.seatsHint'),
    },
    {
      name: 'expiresAt',
      label: t('enrolment.codes.expiresAt'),
      kind: 'datetime',
      nullable: true,
      hint: t('enrolment.codes.expiresHint'),
    },
    ...(forCourse
      ? [
          {
            name: 'accessUntil',
            label: t('enrolment.codes.accessUntil'),
            kind: 'datetime',
            nullable: true,
            hint: t('enrolment.codes.accessUntilHint'),
          } as FieldDef,
        ]
      : []),
  ];
  const download = () => {
    setError(null);
    const file = `access-codes-${name.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase()}.csv`;
    exportCodes(target, file).catch(setError);
  };
  const revoke = async (code: AccessCode) => {
    setError(null);
    setRevoking(null);
    try {
      await revokeCode(code.id);
      await refresh();
    } catch (err) {
      setError(err);
    }
  };
  return (
    <section aria-labelledby={headingId} className="mb-4">
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <h2 id={headingId} className="h4 me-auto mb-0">
          {t('enrolment.codes.title')}
        </h2>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={download}
          disabled={!codes.data?.length}
        >
          {t('enrolment.codes.export')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          aria-expanded={generating}
          onClick={() => setGenerating((g) => !g)}
        >
          {t('enrolment.codes.generate')}
        </button>
      </div>
      {generating && (
        <div className="card card-body mb-3">
          <EntityForm
            fields={fields}
            item={{ count: 10, seats: 1 }}
            submitLabel={t('enrolment.codes.generateSubmit')}
            onCancel={() => setGenerating(false)}
            onSubmit={async (body) => {
              await generateCodes({
                ...target,
                count: Number(body.count),
                seats: Number(body.seats),
                expiresAt: (body.expiresAt as string | null) ?? null,
                accessUntil: forCourse ? ((body.accessUntil as string | null) ?? null) : null,
              });
              setGenerating(false);
              await refresh();
            }}
          />
        </div>
      )}
      {error !== null && (
        <div className="alert alert-danger" role="alert">
          {errorMessage(error)}
        </div>
      )}
      {codes.isPending ? (
        <Loading />
      ) : codes.error ? (
        <QueryError error={codes.error} retry={() => void codes.refetch()} />
      ) : codes.data.length === 0 ? (
        <EmptyState text={t('enrolment.codes.none')} />
      ) : (
        <ScrollingTable labelledBy={headingId}>
          <table className="table align-middle">
            <thead>
              <tr>
                <th scope="col">{t('enrolment.codes.code')}</th>
                <th scope="col">{t('enrolment.codes.used')}</th>
                <th scope="col" className="d-none d-md-table-cell">
                  {t('enrolment.codes.expiresAt')}
                </th>
                {forCourse && (
                  <th scope="col" className="d-none d-md-table-cell">
                    {t('enrolment.codes.accessUntil')}
                  </th>
                )}
                <th scope="col">{t('enrolment.codes.state')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('enrolment.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {codes.data.map((c) => (
                <tr key={c.id}>
                  <td className="font-monospace text-nowrap">{c.code}</td>
                  <td>{t('enrolment.codes.seatsUsed', { used: c.seatsUsed, seats: c.seats })}</td>
                  <td className="d-none d-md-table-cell small">
                    {c.expiresAt ? formatDateTime(c.expiresAt) : t('enrolment.never')}
                  </td>
                  {forCourse && (
                    <td className="d-none d-md-table-cell small">
                      {c.accessUntil ? formatDateTime(c.accessUntil) : t('enrolment.noEnd')}
                    </td>
                  )}
                  <td>
                    <CodeState code={c} />
                  </td>
                  <td className="text-end">
                    {c.revokedAt === null && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-danger"
                        aria-label={t('enrolment.codes.revokeLabel', { code: c.code })}
                        onClick={() => setRevoking(c)}
                      >
                        {t('enrolment.codes.revoke')}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      )}
      <RevokeDialog
        title={revoking && t('enrolment.codes.revokeTitle', { code: revoking.code })}
        text={t('enrolment.codes.revokeText')}
        onCancel={() => setRevoking(null)}
        onRevoke={() => revoking && void revoke(revoking)}
      />
    </section>
  );
}

function CodeState({ code }: { code: AccessCode }) {
  const { t } = useTranslation('console');
  // Read when the row first shows; the list is read again after every change.
  const [now] = useState(Date.now);
  const state =
    code.revokedAt !== null
      ? 'revoked'
      : code.expiresAt !== null && new Date(code.expiresAt).getTime() <= now
        ? 'expired'
        : code.seatsUsed >= code.seats
          ? 'usedUp'
          : 'active';
  const tone = state === 'active' ? 'text-bg-success' : 'text-bg-secondary';
  return <span className={`badge ${tone}`}>{t(`enrolment.codes.states.${state}`)}</span>;
}
