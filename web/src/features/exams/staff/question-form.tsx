import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExam, AdminQuestion } from '@pariksha/contracts/exams-staff';
import { DIFFICULTIES } from '@pariksha/contracts/exams-paths';
import { IMAGE_TYPES } from '@/components/console/common-fields';
import {
  ConsoleForm,
  FieldProblem,
  RequiredMark,
  type FieldErrors,
} from '@/components/console/console-form';
import { UploadField } from '@/components/console/upload-field';
import { OptionFields, orNull, type Option } from './option-fields';
import { SectionSelect } from './section-select';

type TextName = 'stem' | 'stemMl' | 'explanation' | 'explanationMl';
/** The fields that show their own problems (any other's is listed above the form). */
const SHOWN = ['stem', 'stemMl', 'explanation', 'explanationMl', 'options'];
export type QuestionBody = Omit<
  AdminQuestion,
  'id' | 'examId' | 'position' | 'updatedAt' | 'options' | 'topicId'
> & {
  options: Option[];
};

const blank = (sectionId: number): QuestionBody => ({
  sectionId,
  stem: '',
  stemMl: null,
  // No option is correct until the teacher says which.
  options: [0, 1, 2, 3].map(() => ({ text: '', textMl: null, correct: false })),
  explanation: '',
  explanationMl: null,
  topic: '',
  difficulty: null,
  source: '',
});

/**
 * A question with its options (one marked correct), explanation, topic, difficulty and an
 * optional Malayalam version; what it cannot be saved without is marked. Once the exam has
 * attempts the options stay as many as they are.
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
          sectionId: question.sectionId,
          stem: question.stem,
          stemMl: question.stemMl,
          explanation: question.explanation,
          explanationMl: question.explanationMl,
          topic: question.topic,
          difficulty: question.difficulty,
          source: question.source,
          options: question.options.map(({ text, textMl, correct }) => ({ text, textMl, correct })),
        }
      : blank(exam.sections[0]!.id),
  );
  const set = (patch: Partial<QuestionBody>) => setQ((v) => ({ ...v, ...patch }));

  const text = (errors: FieldErrors, name: TextName, required = false) => (
    <div className="mb-3">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {t(`q.${name}`)}
      </label>
      {required && <RequiredMark />}
      <textarea
        id={`${id}-${name}`}
        className={`form-control font-monospace${errors[name] ? ' is-invalid' : ''}`}
        rows={3}
        value={q[name] ?? ''}
        required={required}
        aria-required={required || undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-${name}-error` : undefined}
        onChange={(e) =>
          set({ [name]: name.endsWith('Ml') ? orNull(e.target.value) : e.target.value })
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
      marksRequired
    >
      {(errors) => (
        <>
          <div className="mb-3">
            <SectionSelect
              id={`${id}-section`}
              exam={exam}
              value={q.sectionId}
              onChange={(sectionId) => set({ sectionId })}
            />
          </div>
          {text(errors, 'stem', true)}
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
          <OptionFields
            id={id}
            options={q.options}
            fixed={exam.attempts > 0}
            problem={errors.options}
            onChange={(options) => set({ options })}
          />
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
                aria-describedby={`${id}-topic-hint`}
                onChange={(e) => set({ topic: e.target.value })}
              />
              <div id={`${id}-topic-hint`} className="form-text">
                {t('q.topicHint')}
              </div>
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
            <div className="col-12">
              <label className="form-label" htmlFor={`${id}-source`}>
                {t('q.source')}
              </label>
              <input
                id={`${id}-source`}
                className="form-control"
                value={q.source}
                maxLength={200}
                aria-describedby={`${id}-source-hint`}
                onChange={(e) => set({ source: e.target.value })}
              />
              <div id={`${id}-source-hint`} className="form-text">
                {t('q.sourceHint')}
              </div>
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
