import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { ScrollingTable } from '@/components/scrolling-table';
import { formatDateTime, formatNumber } from '@/lib/format';
import { exportAttempts } from '../api/export-attempts';
import { useExamStatistics } from '../api/get-exam-statistics';
import { useStaffAttempts } from '../api/get-staff-attempts';
import { plainText } from '../lib/plain-text';

const pct = (v: number | null) => (v === null ? '—' : `${formatNumber(v)} %`);

/** Per exam: the spread of scores, the figures of each question, and every attempt. */
export function ResultsPanel({ exam }: { exam: AdminExam }) {
  const { t } = useTranslation('console');
  const id = useId();
  const [q, setQ] = useState('');
  const stats = useExamStatistics(exam.id);
  const attempts = useStaffAttempts(exam.id, q);
  const [error, setError] = useState<unknown>(null);
  if (stats.isPending) return <Loading />;
  if (stats.error) return <QueryError error={stats.error} retry={() => void stats.refetch()} />;
  const s = stats.data;
  const most = Math.max(1, ...s.distribution.map((b) => b.count));
  return (
    <>
      <section aria-labelledby={`${id}-spread`} className="mb-4">
        <h2 id={`${id}-spread`} className="h5">
          {t('results.spread')}
        </h2>
        <p>
          {t('results.summary', {
            count: s.attempts,
            mean: s.meanScore === null ? '—' : formatNumber(s.meanScore),
            median: s.medianScore === null ? '—' : formatNumber(s.medianScore),
            max: s.maxScore === null ? '—' : formatNumber(s.maxScore),
          })}
        </p>
        {s.attempts > 0 && (
          <ul className="list-unstyled small">
            {s.distribution.map((b) => (
              <li key={b.from} className="d-flex align-items-center gap-2 mb-1">
                <span className="text-nowrap" style={{ width: '8rem' }}>
                  {formatNumber(b.from)} – {formatNumber(b.to)}
                </span>
                <span
                  className="bg-primary"
                  style={{ height: '0.8rem', width: `${(b.count / most) * 60}%` }}
                  aria-hidden="true"
                />
                <span>{t('results.learners', { count: b.count })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-questions`} className="mb-4">
        <h2 id={`${id}-questions`} className="h5">
          {t('results.questions')}
        </h2>
        <p className="small text-body-secondary">{t('results.explain')}</p>
        <ScrollingTable labelledBy={`${id}-questions`}>
          <table className="table table-sm align-middle">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">{t('results.question')}</th>
                <th scope="col">{t('results.correct')}</th>
                <th scope="col">{t('results.options')}</th>
                <th scope="col">{t('results.discrimination')}</th>
              </tr>
            </thead>
            <tbody>
              {s.questions.map((x) => (
                <tr key={x.questionId} className={x.flag ? 'table-warning' : undefined}>
                  <td>{x.position}</td>
                  <td>
                    {plainText(x.stem)}
                    {x.flag && (
                      <div className="badge text-bg-warning ms-1">{t('results.flag')}</div>
                    )}
                  </td>
                  <td>{pct(x.shareCorrect)}</td>
                  <td className="small text-nowrap">
                    {x.options.map((o) => (
                      <span key={o.optionId} className={`me-2${o.isCorrect ? ' fw-bold' : ''}`}>
                        {String.fromCharCode(64 + o.position)}
                        {o.isCorrect ? '✓' : ''} {pct(o.share)}
                      </span>
                    ))}
                  </td>
                  <td>{x.discrimination === null ? '—' : formatNumber(x.discrimination)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollingTable>
      </section>
      <section aria-labelledby={`${id}-attempts`}>
        <div className="d-flex flex-wrap align-items-end gap-2 mb-2">
          <h2 id={`${id}-attempts`} className="h5 me-auto mb-0">
            {t('results.attempts')}
          </h2>
          <div>
            <label className="form-label small mb-0" htmlFor={`${id}-q`}>
              {t('results.search')}
            </label>
            <input
              id={`${id}-q`}
              type="search"
              className="form-control form-control-sm"
              value={q}
              onChange={(e) => setQ(e.target.value)}
            />
          </div>
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => void exportAttempts(exam.id, q).catch(setError)}
          >
            {t('results.csv')}
          </button>
        </div>
        {error !== null && <QueryError error={error} />}
        {attempts.isPending && <Loading />}
        {attempts.data && (
          <ScrollingTable labelledBy={`${id}-attempts`}>
            <table className="table table-sm">
              <thead>
                <tr>
                  <th scope="col">{t('results.learner')}</th>
                  <th scope="col">{t('results.status')}</th>
                  <th scope="col">{t('results.score')}</th>
                  <th scope="col">{t('results.when')}</th>
                </tr>
              </thead>
              <tbody>
                {attempts.data.map((a) => (
                  <tr key={a.attemptId}>
                    <td>
                      {a.learner}
                      <div className="small text-body-secondary">{a.email}</div>
                    </td>
                    <td>
                      {t(`results.state.${a.status}`)}
                      {a.ranked ? ` · ${t('results.ranked')}` : ''}
                    </td>
                    <td>
                      {a.score === null
                        ? '—'
                        : `${formatNumber(a.score)} / ${formatNumber(a.maxScore ?? 0)}`}
                    </td>
                    <td className="small">{formatDateTime(a.startedAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollingTable>
        )}
      </section>
    </>
  );
}
