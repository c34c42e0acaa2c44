import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { namesNothing, QueryError } from '@/components/query-error';
import { StandingLink } from '@/components/standing-link';
import { usePracticeSets } from '../api/get-practice-sets';
import { usePracticeTopics } from '../api/get-practice-topics';
import { PracticeForm } from '../components/practice-form';
import { PracticeShortcuts } from '../components/practice-shortcuts';
import { PracticeSetsList } from '../components/practice-sets-list';
import '../components/practice.css';

/**
 * /practice: choose topics (or the weak ones), a count and a mode, and start; the sets so far.
 * /practice?paper={examId}: the same of one previous-year paper's questions.
 */
export default function PracticePage() {
  const { t } = useTranslation('practice');
  const [search] = useSearchParams();
  const paperParam = search.get('paper');
  // Anything but an id names no paper: the server says so (400), as it does of an unknown one.
  const paperId = paperParam === null ? undefined : Number(paperParam) || -1;
  const topics = usePracticeTopics(paperId);
  const sets = usePracticeSets();
  if (paperId !== undefined && namesNothing(topics.error))
    return <NotFound what={t('paper.what')} />;
  const paper = topics.data?.paper;
  return (
    <div className="d-flex flex-column gap-4">
      <header>
        <h1 className="h3 mb-1">{t('title')}</h1>
        {paper ? (
          <p className="mb-0">
            {t('paper.lead', { title: paper.title })} <Link to="/papers">{t('paper.all')}</Link>
          </p>
        ) : (
          <p className="text-body-secondary mb-0">{t('lead')}</p>
        )}
        <p className="d-flex flex-wrap gap-3 mb-0 mt-2">
          {!paper && <Link to="/papers">{t('paper.all')}</Link>}
          <StandingLink className="" />
        </p>
      </header>
      <PracticeShortcuts />
      {topics.isPending ? (
        <Loading />
      ) : topics.error ? (
        <QueryError error={topics.error} retry={() => void topics.refetch()} />
      ) : topics.data.topics.length === 0 ? (
        <EmptyState text={t('noTopics')} />
      ) : (
        <PracticeForm topics={topics.data} />
      )}
      <section aria-labelledby="practice-sets-title">
        <h2 id="practice-sets-title" className="h5 mb-3">
          {t('sets.title')}
        </h2>
        {sets.isPending ? (
          <Loading />
        ) : sets.error ? (
          <QueryError error={sets.error} retry={() => void sets.refetch()} />
        ) : sets.data.length === 0 ? (
          <p className="text-body-secondary">{t('sets.none')}</p>
        ) : (
          <PracticeSetsList sets={sets.data} />
        )}
      </section>
    </div>
  );
}
