import { useState } from 'react';
import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { AdminExam, AdminQuestion } from '@pariksha/contracts/admin-exams';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { send, useAdminGet, useRefresh } from '../api/admin';
import { ConfirmDialog, useConfirmed } from '../components/confirm';
import { EntityForm } from '../components/entity-form';
import { QuestionForm } from '../components/question-form';
import { BankPanel } from '../components/bank-panel';
import { ResultsPanel } from '../components/results-panel';
import { examFields } from '../lib/fields';
import { plainText } from '../lib/plain-text';
import { countsText } from '../lib/counts';

type Section = { id?: number; title: string };

function Settings({ exam }: { exam: AdminExam }) {
  const { t } = useTranslation('admin');
  const refresh = useRefresh();
  const confirmed = useConfirmed();
  const [sections, setSections] = useState<Section[]>(
    exam.sections.map(({ id, title }) => ({ id, title })),
  );
  const [saved, setSaved] = useState(false);
  const put = (body: object, regrade: boolean) =>
    send(adminUrl.exam(exam.id), 'PUT', {
      ...body,
      sections,
      updatedAt: exam.updatedAt,
      ...(regrade && { regrade }),
    });
  const done = async () => {
    setSaved(true);
    await refresh();
  };
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
        fields={examFields(t)}
        item={exam}
        submitLabel={t('form.save')}
        onSubmit={async (body) => {
          setSaved(false);
          try {
            await put(body, false);
          } catch (err) {
            if (
              !confirmed.offer(err, async () => {
                await put(body, true);
                await done();
              })
            )
              throw err;
            return;
          }
          await done();
        }}
      >
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('exam.sections')}</legend>
          {sections.map((s, i) => (
            <div key={s.id ?? `new-${i}`} className="d-flex gap-2 mb-2">
              <input
                className="form-control"
                aria-label={t('exam.sectionTitle', { n: i + 1 })}
                value={s.title}
                onChange={(e) =>
                  setSections(
                    sections.map((x, n) => (n === i ? { ...x, title: e.target.value } : x)),
                  )
                }
              />
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={i === 0}
                aria-label={t('order.up', { name: s.title })}
                onClick={() =>
                  setSections(
                    sections.map((x, n) =>
                      n === i - 1 ? sections[i]! : n === i ? sections[i - 1]! : x,
                    ),
                  )
                }
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
          ))}
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={() => setSections([...sections, { title: '' }])}
          >
            {t('exam.addSection')}
          </button>
        </fieldset>
      </EntityForm>
    </>
  );
}

function Questions({ exam }: { exam: AdminExam }) {
  const { t } = useTranslation('admin');
  const refresh = useRefresh();
  const questions = useAdminGet<AdminQuestion[]>(adminUrl.questions(exam.id));
  const [editing, setEditing] = useState<AdminQuestion | 'new' | null>(null);
  const confirmed = useConfirmed();
  if (questions.isPending) return <Loading />;
  if (questions.error)
    return <QueryError error={questions.error} retry={() => void questions.refetch()} />;
  const sectionOf = (id: number) => exam.sections.find((s) => s.id === id)?.title ?? '';
  const close = async () => {
    setEditing(null);
    await refresh();
  };
  if (editing)
    return (
      <>
        <ConfirmDialog state={confirmed} confirmLabel={t('exam.regrade')} />
        <h2 className="h5">
          {editing === 'new' ? t('q.new') : t('q.edit', { n: editing.position })}
        </h2>
        <QuestionForm
          exam={exam}
          question={editing === 'new' ? null : editing}
          onCancel={() => setEditing(null)}
          onSubmit={async (body) => {
            if (editing === 'new') {
              await send(adminUrl.questions(exam.id), 'POST', body);
              return close();
            }
            const put = (regrade: boolean) =>
              send(adminUrl.question(editing.id), 'PUT', {
                ...body,
                updatedAt: editing.updatedAt,
                ...(regrade && { regrade }),
              });
            try {
              await put(false);
            } catch (err) {
              if (
                !confirmed.offer(err, async () => {
                  await put(true);
                  await close();
                })
              )
                throw err;
              return;
            }
            await close();
          }}
        />
      </>
    );
  return (
    <>
      <ConfirmDialog state={confirmed} confirmLabel={t('form.deleteAnyway')} />
      <div className="d-flex align-items-center gap-2 mb-2">
        <p className="me-auto mb-0 small text-body-secondary">
          {exam.attempts > 0 ? t('exam.fixed', { count: exam.attempts }) : t('exam.open')}
        </p>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          disabled={exam.attempts > 0}
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
                disabled={exam.attempts > 0}
                onClick={() =>
                  void confirmed.run(
                    () => send(adminUrl.question(q.id), 'DELETE'),
                    () => void refresh(),
                  )
                }
              >
                {t('form.delete')}
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}

/** /admin/exams/{id}: the exam's settings and sections, its questions, the bank, the results. */
export function ExamPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const exam = useAdminGet<AdminExam>(Number.isInteger(id) && id > 0 ? adminUrl.exam(id) : null);
  const confirmed = useConfirmed();
  if (exam.isPending) return <Loading />;
  if (exam.error)
    return (
      <QueryError error={exam.error} what={t('what.exam')} retry={() => void exam.refetch()} />
    );
  const e = exam.data;
  return (
    <>
      <nav aria-label={t('nav.trail')} className="small mb-2">
        <Link to="/admin">{t('courses.title')}</Link> /{' '}
        <Link to={`/admin/courses/${e.courseId}`}>{t('exam.course')}</Link>
      </nav>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <h1 className="h3 me-auto mb-0">{e.title}</h1>
        <span className="small text-body-secondary">
          {countsText(t, [
            ['questions', e.questionCount],
            ['attempts', e.attempts],
          ])}
        </span>
        <span className={`badge ${e.published ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {e.published ? t('state.published') : t('state.draft')}
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-danger"
          onClick={() =>
            void confirmed.run(
              (confirm) =>
                send(`${adminUrl.exam(e.id)}${confirm ? '?confirm=true' : ''}`, 'DELETE'),
              () => void navigate(`/admin/courses/${e.courseId}`),
            )
          }
        >
          {t('form.delete')}
        </button>
      </div>
      <ConfirmDialog state={confirmed} confirmLabel={t('form.deleteAnyway')} />
      <Tabs defaultActiveKey="questions" id="admin-exam-tabs" className="mb-3" mountOnEnter>
        <Tab eventKey="questions" title={t('exam.tabs.questions')}>
          <Questions exam={e} />
        </Tab>
        <Tab eventKey="settings" title={t('exam.tabs.settings')}>
          <Settings exam={e} />
        </Tab>
        <Tab eventKey="bank" title={t('exam.tabs.bank')}>
          <BankPanel exam={e} />
        </Tab>
        <Tab eventKey="results" title={t('exam.tabs.results')}>
          <ResultsPanel exam={e} />
        </Tab>
      </Tabs>
    </>
  );
}
