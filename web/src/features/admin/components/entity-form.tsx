import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { UploadKind } from '@pariksha/contracts/admin-paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { RichTextField } from './rich-text-field';
import { UploadField } from './upload-field';

/*
 * One form for every kind of content in the console: fields described as data, values sent as
 * the contract's body, and the server's own field errors shown at their fields (the contract is
 * checked in one place: the server).
 */

type Base = { name: string; label: string; hint?: string; required?: boolean };
export type FieldDef = Base &
  (
    | { kind: 'text' | 'textarea' | 'html'; nullable?: boolean; rows?: number }
    | { kind: 'number'; step?: number; min?: number; nullable?: boolean }
    | { kind: 'datetime'; nullable?: boolean }
    | { kind: 'checkbox' }
    | { kind: 'select'; options: { value: string | number; label: string }[]; nullable?: boolean }
    | { kind: 'multi'; options: { value: number; label: string }[] }
    | { kind: 'lines' }
    | {
        kind: 'upload';
        upload: UploadKind;
        accept: string;
        nullable?: boolean;
        /** A field the video's length (whole seconds) goes into once it is known. */
        durationInto?: string;
      }
  );

export type Values = Record<string, unknown>;

/** A datetime-local input's value (local time) and back. */
const toLocal = (iso: unknown) => {
  if (typeof iso !== 'string' || !iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocal = (v: string) => (v ? new Date(v).toISOString() : null);

/** The body the contract takes, from what the inputs hold. */
function toBody(fields: FieldDef[], raw: Values): Values {
  const body: Values = {};
  for (const f of fields) {
    const v = raw[f.name];
    switch (f.kind) {
      case 'number':
        body[f.name] =
          v === '' || v === undefined || v === null ? (f.nullable ? null : NaN) : Number(v);
        break;
      case 'datetime':
        body[f.name] = fromLocal(String(v ?? ''));
        break;
      case 'checkbox':
        body[f.name] = Boolean(v);
        break;
      case 'lines':
        body[f.name] = String(v ?? '')
          .split('\n')
          .map((l) => l.trim())
          .filter(Boolean);
        break;
      case 'multi':
        body[f.name] = (v as number[] | undefined) ?? [];
        break;
      case 'select': {
        const option = f.options.find((o) => String(o.value) === String(v));
        body[f.name] = option ? option.value : null;
        break;
      }
      default:
        body[f.name] = f.nullable && (v === '' || v === undefined) ? null : (v ?? '');
    }
  }
  return body;
}

/** The inputs' values from a stored item. */
function toRaw(fields: FieldDef[], item: Values): Values {
  const raw: Values = {};
  for (const f of fields) {
    const v = item[f.name];
    if (f.kind === 'datetime') raw[f.name] = toLocal(v);
    else if (f.kind === 'lines') raw[f.name] = ((v as string[] | null) ?? []).join('\n');
    else if (f.kind === 'checkbox') raw[f.name] = Boolean(v);
    else if (f.kind === 'multi') raw[f.name] = (v as number[] | undefined) ?? [];
    else raw[f.name] = v ?? '';
  }
  return raw;
}

/** The server's field errors by the field's first name (`options.0.text` → `options`). */
function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return {};
  const out: Record<string, string> = {};
  for (const d of error.details as { field?: string; message?: string }[])
    if (d.field && d.message) out[d.field.split('.')[0]!] ??= d.message;
  return out;
}

export function EntityForm({
  fields,
  item,
  submitLabel,
  onSubmit,
  onCancel,
  children,
}: {
  fields: FieldDef[];
  /** The stored item being edited (its values fill the form), or the defaults of a new one. */
  item: Values;
  submitLabel: string;
  /** Sends the body; a rejection's field errors are shown at their fields. */
  onSubmit: (body: Values) => Promise<unknown>;
  onCancel?: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const id = useId();
  const [raw, setRaw] = useState<Values>(() => toRaw(fields, item));
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const errors = fieldErrors(error);
  const set = (name: string, value: unknown) => setRaw((r) => ({ ...r, [name]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(toBody(fields, raw));
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  }

  const unplaced = Object.keys(errors).filter((n) => !fields.some((f) => f.name === n));
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
            <div key={n} className="small">
              {n}: {errors[n]}
            </div>
          ))}
        </div>
      )}
      {fields.map((f) => {
        const inputId = `${id}-${f.name}`;
        const message = errors[f.name];
        const describedBy =
          [f.hint && `${inputId}-hint`, message && `${inputId}-error`].filter(Boolean).join(' ') ||
          undefined;
        const common = {
          id: inputId,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': describedBy,
          required: f.required,
        };
        const value = raw[f.name];
        let input: ReactNode;
        switch (f.kind) {
          case 'checkbox':
            return (
              <div className="form-check mb-3" key={f.name}>
                <input
                  {...common}
                  type="checkbox"
                  className="form-check-input"
                  checked={Boolean(value)}
                  onChange={(e) => set(f.name, e.target.checked)}
                />
                <label className="form-check-label" htmlFor={inputId}>
                  {f.label}
                </label>
              </div>
            );
          case 'html':
            input = (
              <RichTextField
                id={inputId}
                value={String(value ?? '')}
                onChange={(html) => set(f.name, html)}
                invalid={!!message}
                describedBy={describedBy}
                labelledBy={`${inputId}-label`}
              />
            );
            break;
          case 'textarea':
          case 'lines':
            input = (
              <textarea
                {...common}
                className={`form-control${message ? ' is-invalid' : ''}`}
                rows={'rows' in f ? (f.rows ?? 4) : 4}
                value={String(value ?? '')}
                onChange={(e) => set(f.name, e.target.value)}
              />
            );
            break;
          case 'select':
            input = (
              <select
                {...common}
                className={`form-select${message ? ' is-invalid' : ''}`}
                value={String(value ?? '')}
                onChange={(e) => set(f.name, e.target.value)}
              >
                {(f.nullable || value === '' || value === undefined) && (
                  <option value="">{t('form.none')}</option>
                )}
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
            break;
          case 'multi':
            input = (
              <select
                {...common}
                multiple
                className={`form-select${message ? ' is-invalid' : ''}`}
                value={((value as number[]) ?? []).map(String)}
                onChange={(e) =>
                  set(
                    f.name,
                    [...e.target.selectedOptions].map((o) => Number(o.value)),
                  )
                }
              >
                {f.options.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </select>
            );
            break;
          case 'upload':
            input = (
              <UploadField
                {...common}
                kind={f.upload}
                accept={f.accept}
                value={String(value ?? '')}
                invalid={!!message}
                onChange={(key, details) => {
                  set(f.name, key);
                  if (f.durationInto && details?.durationSeconds)
                    set(f.durationInto, details.durationSeconds);
                }}
              />
            );
            break;
          default:
            input = (
              <input
                {...common}
                className={`form-control${message ? ' is-invalid' : ''}`}
                type={
                  f.kind === 'number' ? 'number' : f.kind === 'datetime' ? 'datetime-local' : 'text'
                }
                step={f.kind === 'number' ? (f.step ?? 'any') : undefined}
                min={f.kind === 'number' ? f.min : undefined}
                value={String(value ?? '')}
                onChange={(e) => set(f.name, e.target.value)}
              />
            );
        }
        return (
          <div className="mb-3" key={f.name}>
            <label className="form-label" htmlFor={inputId} id={`${inputId}-label`}>
              {f.label}
            </label>
            {input}
            {message && (
              <div className="invalid-feedback d-block" id={`${inputId}-error`}>
                {message}
              </div>
            )}
            {f.hint && (
              <div className="form-text" id={`${inputId}-hint`}>
                {f.hint}
              </div>
            )}
          </div>
        );
      })}
      {children}
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
