import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollingTable } from '@/components/scrolling-table';
import { errorMessage } from '@/lib/api-client';
import { useRefreshStaff } from '@/lib/query-client';
import { importMembers, type ImportResult } from './api/members';
import './enrolment-staff.css';

/** The file's text, through FileReader: older browsers' File has no `text()`. */
const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsText(file);
  });

/** A CSV of emails (one a line, or the first column) added at once, each line's outcome shown. */
export function ImportMembers({ batchId }: { batchId: number }) {
  const { t } = useTranslation('console');
  const id = useId();
  const refresh = useRefreshStaff();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<ImportResult | null>(null);
  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setResult(null);
    if (!file) return setError(t('enrolment.import.choose'));
    setBusy(true);
    try {
      const csv = await readText(file);
      setResult(await importMembers(batchId, csv));
      await refresh();
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="card card-body h-100">
      <label htmlFor={`${id}-file`} className="form-label fw-semibold">
        {t('enrolment.import.label')}
      </label>
      <div className="d-flex flex-wrap gap-2">
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv,text/plain"
          className={`form-control flex-grow-1 w-auto${error ? ' is-invalid' : ''}`}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        />
        <button type="submit" className="btn btn-outline-primary" disabled={busy}>
          {busy ? t('enrolment.import.importing') : t('enrolment.import.submit')}
        </button>
      </div>
      <div id={`${id}-hint`} className="form-text">
        {t('enrolment.import.hint')}
      </div>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
      {result && <Outcomes result={result} />}
    </form>
  );
}

function Outcomes({ result }: { result: ImportResult }) {
  const { t } = useTranslation('console');
  const id = useId();
  return (
    <div className="mt-3">
      <p id={id} className="mb-2" role="status">
        {t('enrolment.import.summary', {
          added: result.added,
          pending: result.pending,
          already: result.already,
          invalid: result.invalid,
        })}
      </p>
      <ScrollingTable labelledBy={id} className="import-outcomes">
        <table className="table table-sm mb-0">
          <thead>
            <tr>
              <th scope="col">{t('enrolment.import.line')}</th>
              <th scope="col">{t('enrolment.members.email')}</th>
              <th scope="col">{t('enrolment.import.outcome')}</th>
            </tr>
          </thead>
          <tbody>
            {result.lines.map((l) => (
              <tr key={l.line} className={l.outcome === 'invalid' ? 'table-warning' : undefined}>
                <td>{l.line}</td>
                <td className="text-break">{l.email}</td>
                <td>{t(`enrolment.import.outcomes.${l.outcome}`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollingTable>
    </div>
  );
}
