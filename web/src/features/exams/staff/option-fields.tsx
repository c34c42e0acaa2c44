import { useTranslation } from 'react-i18next';
import { FieldProblem, RequiredMark } from '@/components/console/console-form';

export type Option = { text: string; textMl: string | null; correct: boolean };

/** A Malayalam version left empty is none. */
export const orNull = (v: string) => (v.trim() ? v : null);

const letter = (i: number) => String.fromCharCode(65 + i);

/**
 * A question's options, each with its English and Malayalam boxes under labels of their own; the
 * teacher marks the one correct option (none is until they do: the server refuses a question
 * without exactly one, and its word shows here). Once the exam has attempts (`fixed`) they stay as
 * many as they are.
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
  const errorId = `${id}-options-error`;
  const setOption = (i: number, patch: Partial<Option>) =>
    onChange(
      options.map((o, n) =>
        n === i ? { ...o, ...patch } : patch.correct ? { ...o, correct: false } : o,
      ),
    );
  return (
    <fieldset className="mb-3" aria-describedby={problem ? errorId : undefined}>
      <legend className="form-label fs-6">
        {t('q.options')}
        <RequiredMark />
      </legend>
      <FieldProblem id={errorId} message={problem} />
      {options.map((o, i) => {
        const box = `${id}-option-${i}`;
        return (
          <div key={i} className="row g-2 align-items-end mb-3 mb-md-2">
            <div className="col-12 col-md-auto">
              <div className="form-check mb-md-2">
                <input
                  id={`${id}-correct-${i}`}
                  type="radio"
                  name={`${id}-correct`}
                  className={`form-check-input${problem ? ' is-invalid' : ''}`}
                  checked={o.correct}
                  required
                  aria-describedby={problem ? errorId : undefined}
                  onChange={() => setOption(i, { correct: true })}
                />
                <label className="form-check-label" htmlFor={`${id}-correct-${i}`}>
                  {t('q.correctOption', { letter: letter(i) })}
                </label>
              </div>
            </div>
            <div className="col-12 col-md">
              <label className="form-label small mb-1" htmlFor={`${box}-en`}>
                {t('q.optionText', { letter: letter(i) })}
              </label>
              <RequiredMark />
              <input
                id={`${box}-en`}
                className="form-control"
                required
                aria-required
                value={o.text}
                onChange={(e) => setOption(i, { text: e.target.value })}
              />
            </div>
            <div className="col-12 col-md">
              <label className="form-label small mb-1" htmlFor={`${box}-ml`}>
                {t('q.optionTextMl', { letter: letter(i) })}
              </label>
              <input
                id={`${box}-ml`}
                className="form-control"
                lang="ml"
                value={o.textMl ?? ''}
                onChange={(e) => setOption(i, { textMl: orNull(e.target.value) })}
              />
            </div>
            {!fixed && options.length > 2 && (
              <div className="col-auto">
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger mb-md-1"
                  onClick={() => onChange(options.filter((_, n) => n !== i))}
                >
                  {t('q.removeOption')}
                </button>
              </div>
            )}
          </div>
        );
      })}
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
