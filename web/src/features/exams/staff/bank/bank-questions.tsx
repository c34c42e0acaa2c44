import { Fragment, useDeferredValue, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BankQuestion } from '@pariksha/contracts/exams-bank';
import { DIFFICULTIES } from '@pariksha/contracts/exams-paths';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useBankQuestions, type Difficulty } from '../../api/get-bank-questions';
import { plainText } from '../../lib/plain-text';
import { filterOf, type Place } from './topic-nodes';

/** A question of the bank: its text, where it is filed and from, and the papers it is on. */
function BankItem({
  q,
  checked,
  onCheck,
  onThisPaper,
  action,
}: {
  q: BankQuestion;
  checked: boolean;
  onCheck: (checked: boolean) => void;
  onThisPaper: boolean;
  action?: (q: BankQuestion, labelId: string) => ReactNode;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const about = [
    q.topic || t('qbank.noTopic'),
    q.difficulty && t(`difficulty.${q.difficulty}`),
    q.source,
    onThisPaper && t('qbank.onThisPaper'),
  ].filter(Boolean);
  return (
    <li className="list-group-item d-flex gap-2 align-items-start">
      <input
        id={id}
        type="checkbox"
        className="form-check-input mt-1 flex-shrink-0"
        checked={checked}
        disabled={onThisPaper}
        aria-describedby={`${id}-about`}
        onChange={(e) => onCheck(e.target.checked)}
      />
      <div className="flex-grow-1" style={{ minWidth: 0 }}>
        <label htmlFor={id} id={`${id}-label`} className="d-block text-break">
          {plainText(q.stem)}
        </label>
        <div id={`${id}-about`} className="small text-body-secondary text-break">
          {about.join(' · ')}
        </div>
        <div className="small">
          {q.papers.length === 0 && t('qbank.onNoPaper')}
          {q.papers.length > 0 && `${t('qbank.onPapers')} `}
          {q.papers.map((p, i) => (
            <Fragment key={p.examId}>
              {i > 0 && ', '}
              <Link to={`/admin/exams/${p.examId}`}>{p.title}</Link>
              {p.attempts > 0 && ` (${t('count.attempts', { count: p.attempts })})`}
            </Fragment>
          ))}
        </div>
      </div>
      {action?.(q, `${id}-label`)}
    </li>
  );
}

/**
 * The bank's questions at `place`, newest first, narrowed by words and difficulty, a page at a
 * time; ticked ones are `selected`. `paperId`: the exam they would go on, whose own questions
 * cannot be ticked again. `action`: what each question offers beside it.
 */
export function BankQuestions({
  place,
  selected,
  onSelect,
  paperId,
  action,
}: {
  place: Place;
  selected: number[];
  onSelect: (ids: number[]) => void;
  paperId?: number;
  action?: (q: BankQuestion, labelId: string) => ReactNode;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const [words, setWords] = useState('');
  const [difficulty, setDifficulty] = useState<Difficulty | ''>('');
  const q = useDeferredValue(words);
  const list = useBankQuestions({ ...filterOf(place), q, difficulty: difficulty || undefined });
  const questions = list.data?.pages.flatMap((p) => p.data) ?? [];
  const check = (qid: number, on: boolean) =>
    onSelect(on ? [...selected, qid] : selected.filter((x) => x !== qid));

  return (
    <>
      <div className="row g-2 mb-3">
        <div className="col-sm-8">
          <label className="form-label" htmlFor={`${id}-words`}>
            {t('qbank.search')}
          </label>
          <input
            id={`${id}-words`}
            type="search"
            className="form-control"
            value={words}
            maxLength={100}
            onChange={(e) => setWords(e.target.value)}
          />
        </div>
        <div className="col-sm-4">
          <label className="form-label" htmlFor={`${id}-difficulty`}>
            {t('q.difficulty')}
          </label>
          <select
            id={`${id}-difficulty`}
            className="form-select"
            value={difficulty}
            onChange={(e) => setDifficulty(e.target.value as Difficulty | '')}
          >
            <option value="">{t('qbank.anyDifficulty')}</option>
            {DIFFICULTIES.map((d) => (
              <option key={d} value={d}>
                {t(`difficulty.${d}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {list.isPending && <Loading />}
      {list.error && <QueryError error={list.error} retry={() => void list.refetch()} />}
      {list.isSuccess && questions.length === 0 && (
        <EmptyState text={words || difficulty ? t('qbank.noMatch') : t('qbank.none')} />
      )}
      {/* Until the new filter's answer comes, the last one is shown but cannot be ticked. */}
      {questions.length > 0 && (
        <ul
          className="list-group mb-3"
          aria-busy={list.isPlaceholderData || undefined}
          inert={list.isPlaceholderData}
        >
          {questions.map((x) => (
            <BankItem
              key={x.id}
              q={x}
              checked={selected.includes(x.id)}
              onCheck={(on) => check(x.id, on)}
              onThisPaper={x.papers.some((p) => p.examId === paperId)}
              action={action}
            />
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
