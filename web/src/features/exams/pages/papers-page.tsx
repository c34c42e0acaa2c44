import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExamListItem } from '@pariksha/contracts/exams';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { usePapers } from '../api/get-papers';
import { ExamList } from '../components/exam-list';

/** Each different value, in the order first met (the list comes newest year first). */
const distinct = (values: string[]) => [...new Set(values)];

/**
 * /papers: the library of previous-year papers by board, post and year (newest first), each taken
 * as a full timed test or practised by topic. The board and post chosen stay in the address.
 */
export default function PapersPage() {
  const { t } = useTranslation('exams');
  const papers = usePapers();
  return (
    <section aria-labelledby="papers-title" className="d-flex flex-column gap-3">
      <header>
        <h1 id="papers-title" className="h3 mb-1">
          {t('papers.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('papers.lead')}</p>
      </header>
      {papers.isPending ? (
        <Loading />
      ) : papers.error ? (
        <QueryError error={papers.error} retry={() => void papers.refetch()} />
      ) : papers.data.length === 0 ? (
        <EmptyState text={t('papers.none')} />
      ) : (
        <Library papers={papers.data} />
      )}
    </section>
  );
}

function Library({ papers }: { papers: ExamListItem[] }) {
  const { t } = useTranslation('exams');
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const boards = distinct(papers.map((p) => p.paper!.board));
  const board = boards.find((b) => b === search.get('board')) ?? '';
  const ofBoard = papers.filter((p) => !board || p.paper!.board === board);
  const posts = distinct(ofBoard.map((p) => p.paper!.post));
  const post = posts.find((p) => p === search.get('post')) ?? '';
  const shown = ofBoard.filter((p) => !post || p.paper!.post === post);
  const choose = (name: 'board' | 'post', value: string) =>
    setSearch(
      (s) => {
        const next = new URLSearchParams(s);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name === 'board') next.delete('post');
        return next;
      },
      { replace: true },
    );
  return (
    <>
      <form
        className="row g-2 align-items-end"
        aria-label={t('papers.filters')}
        onSubmit={(e) => e.preventDefault()}
      >
        <div className="col-12 col-sm-6 col-lg-3">
          <label className="form-label" htmlFor={`${id}-board`}>
            {t('papers.board')}
          </label>
          <select
            id={`${id}-board`}
            className="form-select"
            value={board}
            onChange={(e) => choose('board', e.target.value)}
          >
            <option value="">{t('papers.all')}</option>
            {boards.map((b) => (
              <option key={b}>{b}</option>
            ))}
          </select>
        </div>
        <div className="col-12 col-sm-6 col-lg-3">
          <label className="form-label" htmlFor={`${id}-post`}>
            {t('papers.post')}
          </label>
          <select
            id={`${id}-post`}
            className="form-select"
            value={post}
            onChange={(e) => choose('post', e.target.value)}
          >
            <option value="">{t('papers.all')}</option>
            {posts.map((p) => (
              <option key={p}>{p}</option>
            ))}
          </select>
        </div>
        <p className="col-12 col-lg-auto ms-lg-auto small text-body-secondary mb-0" role="status">
          {t('papers.count', { count: shown.length })}
        </p>
      </form>
      {shown.length === 0 ? (
        <EmptyState text={t('papers.noneFound')} />
      ) : (
        <ExamList exams={shown} />
      )}
      {shown.some((p) => p.isDemo) && (
        <p className="small text-body-secondary mb-0">{t('papers.demoNote')}</p>
      )}
    </>
  );
}
