import { Tab, Tabs } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { PublishedBadge } from '@/components/console/badges';
import { ConfirmDialog, DeleteButton, useConfirmed } from '@/components/console/confirm';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { NotFound } from '@/components/not-found';
import { parseId } from '@/lib/route-id';
import { deleteExam } from '../api/delete-exam';
import { useStaffExam } from '../api/get-staff-exam';
import { BankPanel } from './bank-panel';
import { ExamCounts } from './course-exams';
import { ExamQuestions } from './exam-questions';
import type { BatchOption } from './exam-fields';
import { ExamSettings } from './exam-settings';
import { ResultsPanel } from './results-panel';

/**
 * /admin/exams/{id}: the exam's settings and sections, its questions, the bank, the results.
 * `batches`, given to admins: the batches the test may be limited to.
 */
export function ExamPage({ batches }: { batches?: BatchOption[] }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const exam = useStaffExam(id);
  const confirmed = useConfirmed();
  if (id === null) return <NotFound what={t('what.exam')} />;
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
        <ExamCounts exam={e} />
        <PublishedBadge published={e.published} />
        <DeleteButton
          confirmed={confirmed}
          remove={(confirm) => deleteExam(e.id, confirm)}
          done={() => navigate(`/admin/courses/${e.courseId}`)}
        />
      </div>
      <ConfirmDialog state={confirmed} confirmLabel={t('form.deleteAnyway')} />
      <Tabs defaultActiveKey="questions" id="admin-exam-tabs" className="mb-3" mountOnEnter>
        <Tab eventKey="questions" title={t('exam.tabs.questions')}>
          <ExamQuestions exam={e} />
        </Tab>
        <Tab eventKey="settings" title={t('exam.tabs.settings')}>
          <ExamSettings exam={e} batches={batches} />
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
