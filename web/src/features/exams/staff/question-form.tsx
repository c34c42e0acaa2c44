import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExam, AdminQuestion } from '@pariksha/contracts/admin-exams';
import { DIFFICULTIES } from '@pariksha/contracts/admin-exams';
import { IMAGE_TYPES } from '@/components/console/common-fields';
import { ConsoleForm, FieldProblem, type FieldErrors } from '@/components/console/console-form';
import { UploadField } from '@/components/console/upload-field';

type Option = { text: string; textMl: string | null; correct: boolean };
type TextName = 'stem' | 'stemMl' | 'explanation' | 'explanationMl';
/** The fields that show their own problems (any other's is listed above the form). */
const SHOWN = ['stem', 'stemMl', 'explanation', 'explanationMl', 'options'];
export type QuestionBody = Omit<
  AdminQuestion,
  'id' | 'examId' | 'position' | 'updatedAt' | 'options'
> & {
  options: Option[];
};

const blank = (sectionId: number): QuestionBody => ({
  sectionId,
  stem: '',
  stemMl: null,
  options: [0, 1, 2, 3].map((i) => ({ text: '', textMl: null, correct: i === 0 })),
  explanation: '',
  explanationMl: null,
  topic: '',
  difficulty: null,
});

/**
 * A question with its options (one marked correct), explanation, topic, difficulty and an
 * optional Malayalam version. Once the exam has attempts the options stay as many as they are.
 */
export function QuestionForm({
  exam,
  question,
  onSubmit,
  onCancel,
}: {
  exam: AdminExam;
  question: AdminQuestion | null;
  onSubmit: (body: QuestionBody) => Promise<unknown>;
  onCancel: () => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [q, setQ] = useState<QuestionBody>(() =>
    question
      ? {
          ...question,
          options: question.options.map(({ text, textMl, correct }) => ({ text, textMl, correct })),
        }
      : blank(exam.sections[0]!.id),
  );
  const fixed = exam.attempts > 0;
  const set = (patch: Partial<QuestionBody>) => setQ((v) => ({ ...v, ...patch }));
  const setOption = (i: number, patch: Partial<Option>) =>
    set({
      options: q.options.map((o, n) =>
        n === i ? { ...o, ...patch } : patch.correct ? { ...o, correct: false } : o,
      ),
    });
  const nullable = (v: string) => (v.trim() ? v : null);

  const text = (errors: FieldErrors, name: TextName, rows = 3) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {t(`q.${name}`)}
      </label>
      <textarea
        id={`${id}-${name}`}
        className={`form-control font-monospace${errors[name] ? ' is-invalid' : ''}`}
        rows={rows}
        value={q[name] ?? ''}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) =>
          set({ [name]: name.endsWith('Ml') ? nullable(e.target.value) : e.target.value })
        }
      />
      <FieldProblem id={`${id}-${name}-error`} message={errors[name]} />
    </div>
  );

  return (
    <ConsoleForm
      onSubmit={() => onSubmit(q)}
      submitLabel={question ? t('form.save') : t('form.create')}
      onCancel={onCancel}
      shown={SHOWN}
    >
      {(errors) => (
        <>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-section`}>
              {t('q.section')}
            </label>
            <select
              id={`${id}-section`}
              className="form-select"
              value={q.sectionId}
              onChange={(e) => set({ sectionId: Number(e.target.value) })}
            >
              {exam.sections.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.title}
                </option>
              ))}
            </select>
          </div>
          {text(errors, 'stem')}
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-image`}>
              {t('q.image')}
            </label>
            <UploadField
              id={`${id}-image`}
              kind="image"
              accept={IMAGE_TYPES}
              value=""
              aria-describedby={`${id}-image-hint`}
              onChange={(key) =>
                set({ stem: `${q.stem}\n<p><img src="/media/${key}" alt=""></p>` })
              }
            />
            <div className="form-text" id={`${id}-image-hint`}>
              {t('q.imageHint')}
            </div>
          </div>
          <fieldset className="mb-3">
            <legend className="form-label fs-6">{t('q.options')}</legend>
            <FieldProblem id={`${id}-options-error`} message={errors.options} />
            {q.options.map((o, i) => (
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
                    {t('q.correctOption', { letter: String.fromCharCode(65 + i) })}
                  </label>
                </div>
                <input
                  className="form-control flex-grow-1 w-auto"
                  aria-label={t('q.optionText', { letter: String.fromCharCode(65 + i) })}
                  value={o.text}
                  onChange={(e) => setOption(i, { text: e.target.value })}
                />
                <input
                  className="form-control flex-grow-1 w-auto"
                  aria-label={t('q.optionTextMl', { letter: String.fromCharCode(65 + i) })}
                  lang="ml"
                  value={o.textMl ?? ''}
                  onChange={(e) => setOption(i, { textMl: nullable(e.target.value) })}
                />
                {!fixed && q.options.length > 2 && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    onClick={() => set({ options: q.options.filter((_, n) => n !== i) })}
                  >
                    {t('q.removeOption')}
                  </button>
                )}
              </div>
            ))}
            {!fixed && q.options.length < 10 && (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() =>
                  set({ options: [...q.options, { text: '', textMl: null, correct: false }] })
                }
              >
                {t('q.addOption')}
              </button>
            )}
            {fixed && <div className="form-text">{t('q.fixedOptions')}</div>}
          </fieldset>
          {text(errors, 'explanation')}
          <div className="row g-3 mb-3">
            <div className="col-sm-8">
              <label className="form-label" htmlFor={`${id}-topic`}>
                {t('q.topic')}
              </label>
              <input
                id={`${id}-topic`}
                className="form-control"
                value={q.topic}
                onChange={(e) => set({ topic: e.target.value })}
              />
            </div>
            <div className="col-sm-4">
              <label className="form-label" htmlFor={`${id}-difficulty`}>
                {t('q.difficulty')}
              </label>
              <select
                id={`${id}-difficulty`}
                className="form-select"
                value={q.difficulty ?? ''}
                onChange={(e) =>
                  set({ difficulty: (e.target.value || null) as QuestionBody['difficulty'] })
                }
              >
                <option value="">{t('form.none')}</option>
                {DIFFICULTIES.map((d) => (
                  <option key={d} value={d}>
                    {t(`difficulty.${d}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <details className="mb-3">
            <summary>{t('q.malayalam')}</summary>
            <div className="mt-2">
              {text(errors, 'stemMl')}
              {text(errors, 'explanationMl')}
            </div>
          </details>
        </>
      )}
    </ConsoleForm>
  );
}
