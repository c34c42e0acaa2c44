import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PublishedBadge } from '@/components/console/badges';
import { ListHeading } from '@/components/console/content-list';
import { countsText } from '@/components/console/counts';
import { EntityForm } from '@/components/console/entity-form';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { createExam } from '../api/create-exam';
import { useStaffExams } from '../api/get-staff-exams';
import { examFields, newExam } from './exam-fields';
import { PaperFields, usePaperDraft } from './paper-fields';

/** A course's mock tests on its console page; a new one opens on its own page. */
export function CourseExams({ courseId }: { courseId: number }) {
  const { t } = useTranslation('console');
  const navigate = useNavigate();
  const exams = useStaffExams(courseId);
  const [adding, setAdding] = useState(false);
  const paper = usePaperDraft(null);
  if (exams.isPending) return <Loading />;
  if (exams.error) return <QueryError error={exams.error} retry={() => void exams.refetch()} />;
  return (
    <section aria-labelledby="admin-exams" className="mb-5">
      <ListHeading
        id="admin-exams"
        heading={t('exams.title')}
        addLabel={t('exams.new')}
        onAdd={() => setAdding(true)}
      />
      {adding && (
        <div className="card card-body mb-3">
          <EntityForm
            fields={examFields(t)}
            item={newExam}
            submitLabel={t('form.create')}
            onCancel={() => setAdding(false)}
            childFields={['paper']}
            onSubmit={async (body) => {
              const exam = await createExam(courseId, {
                ...body,
                paper: paper.paper,
                sections: [{ title: t('exams.firstSection') }],
              });
              void navigate(`/admin/exams/${exam.id}`);
            }}
          >
            {(errors) => <PaperFields state={paper} problem={errors.paper} />}
          </EntityForm>
        </div>
      )}
      {exams.data.length === 0 && <EmptyState text={t('exams.none')} />}
      <ul className="list-group">
        {exams.data.map((e) => (
          <li key={e.id} className="list-group-item d-flex flex-wrap gap-2 align-items-center">
            <Link to={`/admin/exams/${e.id}`} className="me-auto fw-semibold">
              {e.title}
            </Link>
            <ExamCounts exam={e} />
            <PublishedBadge published={e.published} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** "12 questions · 3 attempts". */
export function ExamCounts({ exam }: { exam: { questionCount: number; attempts: number } }) {
  const { t } = useTranslation('console');
  return (
    <span className="small text-body-secondary">
      {countsText(t, [
        ['questions', exam.questionCount],
        ['attempts', exam.attempts],
      ])}
    </span>
  );
}
