import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExamSection, PaperQuestion } from '@pariksha/contracts/exams';
import type { AnswerState } from '../lib/answer-journal';
import { useKeyShortcut } from '../hooks/use-shortcuts';
import { textLang } from '../lib/format';
import { countStatuses, paletteStatus, type CheckOutcome } from '../lib/palette';
import { PaletteLegend } from './palette-legend';

type Props = {
  sections: ExamSection[];
  questions: PaperQuestion[];
  answers: Readonly<Record<string, AnswerState>>;
  visited: ReadonlySet<number>;
  currentId: number;
  onJump: (index: number) => void;
  onSubmit: () => void;
  disabled: boolean;
  /** Learn mode: how each checked question came out; the button says so and finishes the set. */
  checks?: ReadonlyMap<number, CheckOutcome>;
};

/**
 * Every question as a numbered button drawn by its state, a legend, and Submit. Each button's
 * name says its number and state ("Question 3: answered"); the current one is `aria-current`.
 */
export function QuestionPalette({
  sections,
  questions,
  answers,
  visited,
  currentId,
  onJump,
  onSubmit,
  disabled,
  checks,
}: Props) {
  const { t } = useTranslation('exams');
  const submitKey = useKeyShortcut('submit');
  const counts = useMemo(
    () =>
      countStatuses(
        questions.map((q) => q.id),
        answers,
        visited,
      ),
    [questions, answers, visited],
  );
  return (
    <div className="question-palette d-flex flex-column gap-3">
      <PaletteLegend counts={counts} checks={checks} />
      {sections.map((s) => (
        <section key={s.id} aria-label={t('palette.section', { section: s.title })}>
          {sections.length > 1 && (
            <h3 className="h6 mb-2" lang={textLang(s.title)}>
              {s.title}
            </h3>
          )}
          <ul className="palette-grid list-unstyled mb-0">
            {questions.map((q, i) => {
              if (q.sectionId !== s.id) return null;
              const status = paletteStatus(answers[String(q.id)], visited.has(q.id));
              const current = q.id === currentId;
              const outcome = checks?.get(q.id);
              const name = t('palette.button', {
                number: q.number,
                status: t(`palette.status.${status}`).toLowerCase(),
              });
              return (
                <li key={q.id}>
                  <button
                    type="button"
                    className={`palette-btn palette-${status}${current ? ' palette-current' : ''}${outcome ? ` palette-checked-${outcome}` : ''}`}
                    aria-label={
                      outcome ? `${name}, ${t(`palette.checked.${outcome}`).toLowerCase()}` : name
                    }
                    aria-current={current ? 'true' : undefined}
                    data-status={status}
                    data-checked={outcome}
                    onClick={() => onJump(i)}
                  >
                    {q.number}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      <button
        type="button"
        className="btn btn-danger btn-lg mt-auto"
        onClick={onSubmit}
        disabled={disabled}
        aria-keyshortcuts={submitKey}
      >
        {checks ? t('palette.finish') : t('palette.submit')}
      </button>
    </div>
  );
}
