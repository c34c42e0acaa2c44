import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExam, ImportResult } from '@pariksha/contracts/admin-exams';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { errorMessage } from '@/lib/api-client';
import { download, importBank, useRefresh } from '../api/admin';
import { plainText } from '../lib/plain-text';

const FORMATS = ['csv', 'gift', 'aiken'] as const;
type Format = (typeof FORMATS)[number];

/** The format a file's name suggests; the person can change it. */
const formatOf = (name: string): Format =>
  /\.csv$/i.test(name) ? 'csv' : /\.gift(\.txt)?$/i.test(name) ? 'gift' : 'aiken';

/**
 * The question bank: a file checked first (a dry run lists what would be created and every
 * rejected question with its line), then imported — all of it, or only the valid questions when
 * the person asks; and the exam's questions exported to CSV or GIFT.
 */
export function BankPanel({ exam }: { exam: AdminExam }) {
  const { t } = useTranslation('admin');
  const id = useId();
  const refresh = useRefresh();
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<Format>('csv');
  const [sectionId, setSectionId] = useState(exam.sections[0]!.id);
  const [checked, setChecked] = useState<ImportResult | null>(null);
  const [done, setDone] = useState<ImportResult | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  async function run(dryRun: boolean, onlyValid: boolean) {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      const result = await importBank(exam.id, file, { format, dryRun, onlyValid, sectionId });
      if (dryRun) setChecked(result);
      else {
        setDone(result);
        setChecked(null);
        await refresh();
      }
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }
  const save = (path: string, name: string) => download(path, name).catch(setError);

  return (
    <div className="row g-4">
      <section className="col-lg-7" aria-labelledby={`${id}-import`}>
        <h2 id={`${id}-import`} className="h5">
          {t('bank.import')}
        </h2>
        {exam.attempts > 0 && (
          <div className="alert alert-info">{t('exam.fixed', { count: exam.attempts })}</div>
        )}
        <p className="small">
          {t('bank.formats')}{' '}
          <button
            type="button"
            className="btn btn-link btn-sm p-0 align-baseline"
            onClick={() => void save(adminUrl.csvTemplate(), 'pariksha-questions-template.csv')}
          >
            {t('bank.template')}
          </button>
        </p>
        <div className="mb-3">
          <label className="form-label" htmlFor={`${id}-file`}>
            {t('bank.file')}
          </label>
          <input
            id={`${id}-file`}
            type="file"
            className="form-control"
            accept=".csv,.txt,.gift"
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setChecked(null);
              setDone(null);
              if (chosen) setFormat(formatOf(chosen.name));
            }}
          />
        </div>
        <div className="row g-2 mb-3">
          <div className="col-sm-6">
            <label className="form-label" htmlFor={`${id}-format`}>
              {t('bank.format')}
            </label>
            <select
              id={`${id}-format`}
              className="form-select"
              value={format}
              onChange={(e) => {
                setFormat(e.target.value as Format);
                setChecked(null);
              }}
            >
              {FORMATS.map((f) => (
                <option key={f} value={f}>
                  {t(`bank.formatName.${f}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="col-sm-6">
            <label className="form-label" htmlFor={`${id}-section`}>
              {t('q.section')}
            </label>
            <select
              id={`${id}-section`}
              className="form-select"
              value={sectionId}
              onChange={(e) => setSectionId(Number(e.target.value))}
            >
              {exam.sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          disabled={!file || busy || exam.attempts > 0}
          onClick={() => void run(true, false)}
        >
          {t('bank.check')}
        </button>
        {error !== null && (
          <div className="alert alert-danger mt-3" role="alert">
            {errorMessage(error)}
          </div>
        )}
        {done && (
          <div className="alert alert-success mt-3" role="status">
            {t('bank.imported', { count: done.created })}
          </div>
        )}
        {checked && (
          <div className="mt-3" role="region" aria-label={t('bank.checkResult')}>
            <p className="fw-semibold" role="status">
              {t('bank.found', { count: checked.questions.length })}{' '}
              {t('bank.rejectedCount', { count: checked.rejected.length })}
            </p>
            {checked.rejected.length > 0 && (
              <table className="table table-sm">
                <caption>{t('bank.rejected')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('bank.line')}</th>
                    <th scope="col">{t('bank.reason')}</th>
                  </tr>
                </thead>
                <tbody>
                  {checked.rejected.map((r) => (
                    <tr key={r.line}>
                      <td>{r.line}</td>
                      <td>{r.reason}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {checked.questions.length > 0 && (
              <details className="mb-3">
                <summary>{t('bank.preview')}</summary>
                <ol className="small mt-2">
                  {checked.questions.map((q) => (
                    <li key={q.line}>
                      {plainText(q.stem)} —{' '}
                      <strong>{plainText(q.options.find((o) => o.correct)?.text ?? '')}</strong>
                    </li>
                  ))}
                </ol>
              </details>
            )}
            {checked.questions.length > 0 &&
              (checked.rejected.length === 0 ? (
                <button
                  type="button"
                  className="btn btn-success"
                  disabled={busy}
                  onClick={() => void run(false, false)}
                >
                  {t('bank.importAll', { count: checked.questions.length })}
                </button>
              ) : (
                <button
                  type="button"
                  className="btn btn-warning"
                  disabled={busy}
                  onClick={() => void run(false, true)}
                >
                  {t('bank.importValid', { count: checked.questions.length })}
                </button>
              ))}
          </div>
        )}
      </section>
      <section className="col-lg-5" aria-labelledby={`${id}-export`}>
        <h2 id={`${id}-export`} className="h5">
          {t('bank.export')}
        </h2>
        <p className="small">{t('bank.exportText')}</p>
        <div className="d-flex gap-2">
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() =>
              void save(adminUrl.exportQuestions(exam.id, 'csv'), `exam-${exam.id}-questions.csv`)
            }
          >
            {t('bank.exportCsv')}
          </button>
          <button
            type="button"
            className="btn btn-outline-primary"
            onClick={() =>
              void save(
                adminUrl.exportQuestions(exam.id, 'gift'),
                `exam-${exam.id}-questions.gift.txt`,
              )
            }
          >
            {t('bank.exportGift')}
          </button>
        </div>
      </section>
    </div>
  );
}
