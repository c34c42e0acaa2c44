import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldProblem, RequiredMark } from './console-form';
import type { FieldDef } from './form-values';
import { RichTextField } from './rich-text-field';
import { UploadField } from './upload-field';

/**
 * One field of a console form as its kind asks: its label (marked when the field is required),
 * input, problem and hint, tied together for screen readers.
 */
export function FieldInput({
  field: f,
  inputId,
  value,
  problem,
  set,
}: {
  field: FieldDef;
  inputId: string;
  value: unknown;
  problem?: string;
  /** Sets this field's value, or another's (a video's length once it is read). */
  set: (name: string, value: unknown) => void;
}) {
  const { t } = useTranslation('console');
  const describedBy =
    [f.hint && `${inputId}-hint`, problem && `${inputId}-error`].filter(Boolean).join(' ') ||
    undefined;
  const required = f.required ?? false;
  const common = {
    id: inputId,
    'aria-invalid': problem ? true : undefined,
    'aria-describedby': describedBy,
    'aria-required': required || undefined,
    required,
  };
  const invalid = problem ? ' is-invalid' : '';
  let input: ReactNode;
  switch (f.kind) {
    case 'checkbox':
      return (
        <div className="form-check mb-3">
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
          invalid={!!problem}
          required={required}
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
          className={`form-control${invalid}`}
          rows={'rows' in f ? (f.rows ?? 4) : 4}
          value={String(value ?? '')}
          onChange={(e) => set(f.name, e.target.value)}
        />
      );
      break;
    case 'select':
    case 'multi': {
      const multi = f.kind === 'multi';
      input = (
        <select
          {...common}
          multiple={multi}
          className={`form-select${invalid}`}
          value={multi ? ((value as number[]) ?? []).map(String) : String(value ?? '')}
          onChange={(e) =>
            set(
              f.name,
              multi ? [...e.target.selectedOptions].map((o) => Number(o.value)) : e.target.value,
            )
          }
        >
          {f.kind === 'select' && (f.nullable || value === '' || value === undefined) && (
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
    }
    case 'upload':
      input = (
        <UploadField
          {...common}
          kind={f.upload}
          accept={f.accept}
          value={String(value ?? '')}
          emptyImage={f.emptyImage}
          invalid={!!problem}
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
          className={`form-control${invalid}`}
          type={f.kind === 'number' ? 'number' : f.kind === 'datetime' ? 'datetime-local' : 'text'}
          step={f.kind === 'number' ? (f.step ?? 'any') : undefined}
          min={f.kind === 'number' ? f.min : undefined}
          value={String(value ?? '')}
          onChange={(e) => set(f.name, e.target.value)}
        />
      );
  }
  return (
    <div className="mb-3">
      <label className="form-label" htmlFor={inputId} id={`${inputId}-label`}>
        {f.label}
      </label>
      {required && <RequiredMark />}
      {input}
      <FieldProblem id={`${inputId}-error`} message={problem} />
      {f.hint && (
        <div className="form-text" id={`${inputId}-hint`}>
          {f.hint}
        </div>
      )}
    </div>
  );
}
