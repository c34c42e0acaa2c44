import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldMessage } from '@/components/form/field-message';
import { errorMessage, fieldProblems } from '@/lib/api-client';

/**
 * The server's field problems by the field's first name (`options.0.text` → `options`), each
 * different one on a line of its own: all that is wrong with a field is said at once.
 */
export type FieldErrors = Record<string, string>;

function errorsByField(error: unknown): FieldErrors {
  const out: FieldErrors = {};
  for (const p of fieldProblems(error)) {
    const name = p.field.split('.')[0]!;
    const message = fieldMessage(p.message);
    const known = out[name]?.split('\n') ?? [];
    if (!known.includes(message)) out[name] = [...known, message].join('\n');
  }
  return out;
}

/**
 * The mark after the label of a field the form cannot be sent without, beside the label rather than
 * in it: screen readers are told by the field's own `aria-required`, and the field's name stays
 * its label.
 */
export function RequiredMark() {
  return (
    <span className="text-danger ms-1" aria-hidden="true">
      *
    </span>
  );
}

/**
 * The one way a console form is built: it sends, says it is saving, shows a refusal above the
 * fields, gives each field its own problem (`children` receives them by field name) and lists in
 * the alert the problems of fields it does not show. When some of its fields are required
 * (`marksRequired`), it says once, before them, what their mark means.
 */
export function ConsoleForm({
  onSubmit,
  submitLabel,
  onCancel,
  shown,
  marksRequired = false,
  children,
}: {
  /** Sends the form; a rejection is shown. */
  onSubmit: () => Promise<unknown>;
  submitLabel: string;
  onCancel?: () => void;
  /** The names of the fields that show their own problems. */
  shown: string[];
  /** Some fields carry the RequiredMark: the form explains it above them. */
  marksRequired?: boolean;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors = errorsByField(error);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  const unplaced = Object.keys(errors).filter((n) => !shown.includes(n));
  return (
    <form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-describedby={error ? `${id}-error` : undefined}
    >
      {error !== null && (
        <div className="alert alert-danger" role="alert" id={`${id}-error`}>
          {errorMessage(error)}
          {unplaced.map((n) => (
            <div key={n} className="small" style={{ whiteSpace: 'pre-line' }}>
              {n}: {errors[n]}
            </div>
          ))}
        </div>
      )}
      {marksRequired && (
        <p className="form-text mt-0 mb-3" aria-hidden="true">
          <span className="text-danger">*</span> {t('form.required')}
        </p>
      )}
      {children(errors)}
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? t('form.saving') : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
            {t('form.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/** A field's problem under it, tied to it by `id`. */
export function FieldProblem({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <div className="invalid-feedback d-block" id={id} style={{ whiteSpace: 'pre-line' }}>
      {message}
    </div>
  );
}
