import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminExam, AdminQuestion } from '@pariksha/contracts/exams-staff';
import { ConfirmDialog, useConfirmed } from '@/components/console/confirm';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useRefreshStaff } from '@/lib/query-client';
import { createQuestion } from '../api/create-question';
import { useStaffQuestions } from '../api/get-staff-questions';
import { removeFromPaper } from '../api/remove-from-paper';
import { updateQuestion } from '../api/update-question';
import { plainText } from '../lib/plain-text';
import { AddFromBank } from './bank/add-from-bank';
import { QuestionForm, type QuestionBody } from './question-form';

/** The form for a new question or one being edited; a new key asks to regrade first. */
function EditQuestion({
  exam,
  editing,
  close,
}: {
  exam: AdminExam;
  editing: AdminQuestion | 'new';
  close: () => Promise<unknown>;
}) {
  const { t } = useTranslation('console');
  const confirmed = useConfirmed();
  const save = (body: QuestionBody) =>
    editing === 'new'
      ? createQuestion(exam.id, body).then(close)
      : confirmed.submit(
          (regrade) =>
            updateQuestion(editing.id, {
              ...body,
              updatedAt: editing.updatedAt,
              ...(regrade && { regrade }),
            }),
          close,
        );
  return (
    <>
      <ConfirmDialog state={confirmed} confirmLabel={t('exam.regrade')} />
      <h2 className="h5">
        {editing === 'new' ? t('q.new') : t('q.edit', { n: editing.position })}
      </h2>
      <QuestionForm
        exam={exam}
        question={editing === 'new' ? null : editing}
        onCancel={() => void close()}
        onSubmit={save}
      />
    </>
  );
}

/**
 * An exam's questions with their keys: new ones written here or put on it from the bank, and taken
 * off it (they stay in the bank); none added or taken off once learners have taken it.
 */
export function ExamQuestions({ exam }: { exam: AdminExam }) {
  const { t } = useTranslation('console');
  const refresh = useRefreshStaff();
  const questions = useStaffQuestions(exam.id);
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const [adding, setAdding] = useState(false);
  const confirmed = useConfirmed();
  if (questions.isPending) return <Loading />;
  if (questions.error)
    return <QueryError error={questions.error} retry={() => void questions.refetch()} />;
  if (editing)
    return (
      <EditQuestion
        exam={exam}
        editing={editing}
        close={() => {
          setEditing(null);
          return refresh();
        }}
      />
    );
  if (adding)
    return (
      <AddFromBank
        exam={exam}
        onClose={() => {
          setAdding(false);
          return refresh();
        }}
      />
    );
  const fixed = exam.attempts > 0;
  const sectionOf = (id: number) => exam.sections.find((s) => s.id === id)?.title ?? '';
  return (
    <>
      <ConfirmDialog state={confirmed} confirmLabel={t('qbank.takeOff')} />
      <div className="d-flex flex-wrap align-items-center gap-2 mb-2">
        <p className="me-auto mb-0 small text-body-secondary">
          {fixed ? t('exam.fixed', { count: exam.attempts }) : t('exam.open')}
        </p>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={fixed}
          onClick={() => setAdding(true)}
        >
          {t('qbank.add')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={fixed}
          onClick={() => setEditing('new')}
        >
          {t('q.new')}
        </button>
      </div>
      {questions.data.length === 0 && <EmptyState text={t('q.none')} />}
      <ol className="list-group">
        {questions.data.map((q) => {
          const key = q.options.findIndex((o) => o.correct);
          return (
            <li key={q.id} className="list-group-item d-flex flex-wrap gap-2 align-items-start">
              <span className="fw-semibold">{q.position}.</span>
              <div className="me-auto" style={{ minWidth: '12rem', flex: 1 }}>
                <div>{plainText(q.stem)}</div>
                <div className="small text-body-secondary">
                  {t('q.summary', {
                    key: String.fromCharCode(65 + key),
                    section: sectionOf(q.sectionId),
                    topic: q.topic || '—',
                  })}
                </div>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => setEditing(q)}
              >
                {t('form.edit')}
              </button>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                disabled={fixed}
                onClick={() =>
                  confirmed.askFirst(
                    t('qbank.takeOffConfirm', { n: q.position }),
                    () => removeFromPaper(exam.id, q.id),
                    refresh,
                  )
                }
              >
                {t('qbank.takeOff')}
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}
