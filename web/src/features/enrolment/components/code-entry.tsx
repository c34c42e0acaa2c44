import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useRedeemCode, type RedeemResult } from '../api/redeem-code';
import { enrolmentRoute } from '../lib/paths';
import './enrolment.css';

/**
 * The one form to enter an access code, wherever it stands (a course's page, home, My courses,
 * the locked screen). Any case, spaces and dashes are fine; each refusal says what is wrong with
 * the code typed and nothing of any other. On success it names what opened and until when, and
 * every screen's data is read again so the locks go.
 */
export function CodeEntry({ collapsed = false }: { courseId?: number; collapsed?: boolean }) {
  const { t } = useTranslation('enrolment');
  const [open, setOpen] = useState(!collapsed);
  const formId = useId();
  if (!open)
    return (
      <button
        type="button"
        className="btn btn-link p-0 align-self-start text-start code-entry-toggle"
        aria-expanded={false}
        aria-controls={formId}
        onClick={() => setOpen(true)}
      >
        {t('code.have')}
      </button>
    );
  return <CodeForm id={formId} />;
}

function CodeForm({ id }: { id: string }) {
  const { t } = useTranslation('enrolment');
  const ids = useId();
  const [code, setCode] = useState('');
  const [empty, setEmpty] = useState(false);
  const redeem = useRedeemCode();

  function submit(e: FormEvent) {
    e.preventDefault();
    const typed = code.trim();
    setEmpty(!typed);
    if (!typed) return;
    redeem.mutate(typed);
  }

  const problem = empty ? t('code.empty') : redeem.error ? errorMessage(redeem.error) : null;
  return (
    <form id={id} className="code-entry" onSubmit={submit} noValidate>
      <label htmlFor={`${ids}-code`} className="form-label fw-semibold">
        {t('code.label')}
      </label>
      <div className="code-entry-row">
        <input
          id={`${ids}-code`}
          className={`form-control code-entry-input${problem ? ' is-invalid' : ''}`}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
          aria-invalid={!!problem}
          aria-describedby={`${ids}-hint${problem ? ` ${ids}-problem` : ''}`}
        />
        <button type="submit" className="btn btn-primary" disabled={redeem.isPending}>
          {redeem.isPending ? t('code.checking') : t('code.submit')}
        </button>
      </div>
      <div id={`${ids}-hint`} className="form-text">
        {t('code.hint')}
      </div>
      <div aria-live="polite">
        {problem && (
          <div id={`${ids}-problem`} className="invalid-feedback d-block" role="alert">
            {problem}
          </div>
        )}
        {redeem.data && !problem && <Redeemed result={redeem.data} />}
      </div>
    </form>
  );
}

function Redeemed({ result }: { result: RedeemResult }) {
  const { t } = useTranslation('enrolment');
  const names = result.courses.map((c) => c.course_name).join(', ');
  return (
    <div className="alert alert-success mt-2 mb-0" role="status">
      <p className="mb-1">
        {result.already
          ? t('code.already', { courses: names })
          : t('code.opened', { courses: names })}{' '}
        {result.until ? t('code.until', { date: formatDate(result.until) }) : t('code.noEnd')}
      </p>
      {result.courses.length > 0 && (
        <ul className="mb-0 ps-3">
          {result.courses.map((c) => (
            <li key={c.id}>
              <Link to={enrolmentRoute.course(c.id)}>{c.course_name}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
