import { useTranslation } from 'react-i18next';
import type { ImportResult } from '@pariksha/contracts/exams-bank';
import { plainText } from '../lib/plain-text';

/**
 * What a dry run found in a question-bank file: the questions that can be imported, every
 * rejected one with its line and why, and the button that imports them (all, or only the valid).
 */
export function BankCheckResult({
  checked,
  busy,
  onImport,
}: {
  checked: ImportResult;
  busy: boolean;
  onImport: (onlyValid: boolean) => void;
}) {
  const { t } = useTranslation('console');
  return (
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
            onClick={() => onImport(false)}
          >
            {t('bank.importAll', { count: checked.questions.length })}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-warning"
            disabled={busy}
            onClick={() => onImport(true)}
          >
            {t('bank.importValid', { count: checked.questions.length })}
          </button>
        ))}
    </div>
  );
}
