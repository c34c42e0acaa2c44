import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PracticeMode } from '@pariksha/contracts/exams';
import { PRACTICE_COUNTS, TIMED_SECONDS_PER_QUESTION } from '@pariksha/contracts/practice-paths';

const MODES: PracticeMode[] = ['learn', 'timed'];

/** How many questions a set holds (buttons to the eye, radios underneath) and its mode. */
export function CountModeFields({
  count,
  mode,
  onCount,
  onMode,
}: {
  count: number;
  mode: PracticeMode;
  onCount: (n: number) => void;
  onMode: (m: PracticeMode) => void;
}) {
  const { t } = useTranslation('practice');
  const ids = useId();
  return (
    <>
      <fieldset>
        <legend className="h6">{t('choose.count')}</legend>
        <div className="practice-counts">
          {PRACTICE_COUNTS.map((n) => (
            <div key={n}>
              <input
                id={`${ids}-count-${n}`}
                type="radio"
                className="btn-check"
                name={`${ids}-count`}
                checked={count === n}
                onChange={() => onCount(n)}
              />
              <label htmlFor={`${ids}-count-${n}`} className="btn btn-outline-primary w-100">
                {n}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="h6">{t('choose.mode')}</legend>
        {MODES.map((m) => (
          <div className="form-check mb-2" key={m}>
            <input
              id={`${ids}-mode-${m}`}
              type="radio"
              className="form-check-input"
              name={`${ids}-mode`}
              checked={mode === m}
              aria-describedby={`${ids}-mode-${m}-hint`}
              onChange={() => onMode(m)}
            />
            <label htmlFor={`${ids}-mode-${m}`} className="form-check-label fw-semibold">
              {t(`mode.${m}`)}
            </label>
            <div id={`${ids}-mode-${m}-hint`} className="form-text mt-0">
              {t(`mode.${m}Hint`, { seconds: TIMED_SECONDS_PER_QUESTION })}
            </div>
          </div>
        ))}
      </fieldset>
    </>
  );
}
