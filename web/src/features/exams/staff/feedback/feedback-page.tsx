import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedbackGroup } from '@pariksha/contracts/feedback';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useRefreshStaff } from '@/lib/query-client';
import { useFeedback, type FeedbackFilter } from './api/get-feedback';
import { FeedbackFilters } from './feedback-filters';
import { FeedbackGroupCard } from './feedback-group';
import { keepDecided, withDecision, type Decided } from './kept-decisions';
import './feedback.css';

/**
 * /admin/feedback (teachers and admins): learners' doubts and reported errors by question, the
 * open ones first shown; a doubt is answered for every learner, a report accepted or rejected
 * with a reply to its sender. What is decided here stays in sight while the list is read again.
 */
export function FeedbackPage() {
  const { t } = useTranslation('console');
  const refresh = useRefreshStaff();
  const [filter, setFilter] = useState<FeedbackFilter>({ status: 'open' });
  const [decided, setDecided] = useState<Decided[]>([]);
  const list = useFeedback(filter);
  const groups = useMemo(
    () => keepDecided(list.data?.pages.flatMap((p) => p.data) ?? [], decided),
    [list.data, decided],
  );
  const choose = (f: FeedbackFilter) => {
    setFilter(f);
    setDecided([]);
  };
  const decide =
    (question: FeedbackGroup['question'], index: number) => (item: Decided['item']) => {
      setDecided((d) => withDecision(d, { item, question, index }));
      void refresh();
    };
  const empty =
    filter.status === 'open' && !filter.kind ? t('feedback.noneOpen') : t('feedback.noMatch');

  return (
    <>
      <h1 className="h3 mb-2">{t('feedback.title')}</h1>
      <p className="text-body-secondary">{t('feedback.intro')}</p>
      <FeedbackFilters filter={filter} onChange={choose} />
      {list.isPending && <Loading />}
      {list.error && <QueryError error={list.error} retry={() => void list.refetch()} />}
      {list.isSuccess && groups.length === 0 && <EmptyState text={empty} />}
      {/* Until the new filter's answer comes, the last one is shown but cannot be used. */}
      {groups.length > 0 && (
        <ul
          className="list-unstyled mb-3"
          aria-busy={list.isPlaceholderData || undefined}
          inert={list.isPlaceholderData}
        >
          {groups.map((g, i) => (
            <FeedbackGroupCard key={g.question.id} group={g} onDecided={decide(g.question, i)} />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <button
          type="button"
          className="btn btn-outline-primary"
          disabled={list.isFetchingNextPage}
          onClick={() => void list.fetchNextPage()}
        >
          {t('qbank.more')}
        </button>
      )}
    </>
  );
}
