import { useTranslation } from 'react-i18next';
import { FieldProblem } from '@/components/console/console-form';

export type Option = { text: string; textMl: string | null; correct: boolean };

/** A Malayalam version left empty is none. */
export const orNull = (v: string) => (v.trim() ? v : null);

const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * A question's options, exactly one marked correct, each with its Malayalam version. Once the
 * exam has attempts (`fixed`) they stay as many as they are.
 */
export function OptionFields({
  id,
  options,
  fixed,
  problem,
  onChange,
}: {
  id: string;
  options: Option[];
  fixed: boolean;
  problem?: string;
  onChange: (options: Option[]) => void;
}) {
  const { t } = useTranslation('console');
  const setOption = (i: number, patch: Partial<Option>) =>
    onChange(
      options.map((o, n) =>
        n === i ? { ...o, ...patch } : patch.correct ? { ...o, correct: false } : o,
      ),
    );
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('q.options')}</legend>
      <FieldProblem id={`${id}-options-error`} message={problem} />
      {options.map((o, i) => (
        <div key={i} className="d-flex flex-wrap gap-2 align-items-center mb-2">
          <div className="form-check">
            <input
              id={`${id}-correct-${i}`}
              type="radio"
              name={`${id}-correct`}
              className="form-check-input"
              checked={o.correct}
              onChange={() => setOption(i, { correct: true })}
            />
            <label className="form-check-label" htmlFor={`${id}-correct-${i}`}>
              {t('q.correctOption', { letter: letter(i) })}
            </label>
          </div>
          <input
            className="form-control flex-grow-1 w-auto"
            aria-label={t('q.optionText', { letter: letter(i) })}
            value={o.text}
            onChange={(e) => setOption(i, { text: e.target.value })}
          />
          <input
            className="form-control flex-grow-1 w-auto"
            aria-label={t('q.optionTextMl', { letter: letter(i) })}
            lang="ml"
            value={o.textMl ?? ''}
            onChange={(e) => setOption(i, { textMl: orNull(e.target.value) })}
          />
          {!fixed && options.length > 2 && (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => onChange(options.filter((_, n) => n !== i))}
            >
              {t('q.removeOption')}
            </button>
          )}
        </div>
      ))}
      {!fixed && options.length < 10 && (
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => onChange([...options, { text: '', textMl: null, correct: false }])}
        >
          {t('q.addOption')}
        </button>
      )}
      {fixed && <div className="form-text">{t('q.fixedOptions')}</div>}
    </fieldset>
  );
}
