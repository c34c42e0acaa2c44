import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExam } from '@pariksha/contracts/exams-staff';
import { ConfirmDialog, useConfirmed } from '@/components/console/confirm';
import { RequiredMark } from '@/components/console/console-form';
import { EntityForm } from '@/components/console/entity-form';
import { useRefreshStaff } from '@/lib/query-client';
import { updateExam } from '../api/update-exam';
import { examFields, type BatchOption } from './exam-fields';
import { PaperFields, usePaperDraft } from './paper-fields';

type Section = { id?: number; title: string };

/** An exam's settings and sections; a change to what scores depend on asks to regrade first. */
export function ExamSettings({ exam, batches }: { exam: AdminExam; batches?: BatchOption[] }) {
  const { t } = useTranslation('console');
  const id = useId();
  const refresh = useRefreshStaff();
  const confirmed = useConfirmed();
  const [sections, setSections] = useState<Section[]>(
    exam.sections.map(({ id, title }) => ({ id, title })),
  );
  const paper = usePaperDraft(exam.paper);
  const [saved, setSaved] = useState(false);
  const setTitle = (i: number, title: string) =>
    setSections(sections.map((x, n) => (n === i ? { ...x, title } : x)));
  const moveUp = (i: number) =>
    setSections(
      sections.map((x, n) => (n === i - 1 ? sections[i]! : n === i ? sections[i - 1]! : x)),
    );
  return (
    <>
      <ConfirmDialog state={confirmed} confirmLabel={t('exam.regrade')} />
      {saved && (
        <div className="alert alert-success" role="status">
          {t('form.saved')}
        </div>
      )}
      <EntityForm
        key={exam.updatedAt}
        fields={examFields(t, batches)}
        item={exam}
        submitLabel={t('form.save')}
        childFields={['paper', 'sections']}
        onSubmit={(body) => {
          setSaved(false);
          return confirmed.submit(
            (regrade) =>
              updateExam(exam.id, {
                ...body,
                paper: paper.paper,
                sections,
                updatedAt: exam.updatedAt,
                ...(regrade && { regrade }),
              }),
            async () => {
              setSaved(true);
              await refresh();
            },
          );
        }}
      >
        {(errors) => (
          <>
            <PaperFields state={paper} problem={errors.paper} />
            <fieldset className="mb-3">
              <legend className="form-label fs-6">{t('exam.sections')}</legend>
              {sections.map((s, i) => (
                <div key={s.id ?? `new-${i}`} className="mb-2">
                  <label className="form-label small mb-1" htmlFor={`${id}-section-${i}`}>
                    {t('exam.sectionTitle', { n: i + 1 })}
                  </label>
                  <RequiredMark />
                  <div className="d-flex gap-2">
                    <input
                      id={`${id}-section-${i}`}
                      className="form-control"
                      required
                      aria-required
                      value={s.title}
                      onChange={(e) => setTitle(i, e.target.value)}
                    />
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-secondary"
                      disabled={i === 0}
                      aria-label={t('order.up', { name: s.title })}
                      onClick={() => moveUp(i)}
                    >
                      ↑
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      disabled={sections.length === 1}
                      onClick={() => setSections(sections.filter((_, n) => n !== i))}
                    >
                      {t('form.remove')}
                    </button>
                  </div>
                </div>
              ))}
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => setSections([...sections, { title: '' }])}
              >
                {t('exam.addSection')}
              </button>
            </fieldset>
          </>
        )}
      </EntityForm>
    </>
  );
}
