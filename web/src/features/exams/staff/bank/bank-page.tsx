import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankQuestion } from '@pariksha/contracts/exams-bank';
import { ConfirmDialog, useConfirmed } from '@/components/console/confirm';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useLanguage } from '@/lib/language';
import { useRefreshStaff } from '@/lib/query-client';
import { deleteQuestion } from '../../api/delete-question';
import { useTopics } from '../../api/get-topics';
import { BankQuestions } from './bank-questions';
import { FileUnder } from './file-under';
import { buildTree, flatten, type Place } from './topic-nodes';
import { TopicTree } from './topic-tree';

/**
 * /admin/bank (teachers and admins): the question bank by its topic tree; questions ticked are
 * filed under a topic, and one is deleted from the bank and every paper it is on.
 */
export function BankPage() {
  const { t } = useTranslation('console');
  const id = useId();
  const language = useLanguage();
  const refresh = useRefreshStaff();
  const topics = useTopics();
  const [place, setPlace] = useState<Place>('all');
  const [selected, setSelected] = useState<number[]>([]);
  const confirmed = useConfirmed();
  if (topics.isPending) return <Loading />;
  if (topics.error) return <QueryError error={topics.error} retry={() => void topics.refetch()} />;
  const tree = buildTree(topics.data, language);
  const all = flatten(tree);
  const heading =
    place === 'unfiled'
      ? t('qbank.unfiled')
      : (all.find((n) => n.id === place)?.path ?? t('qbank.all'));
  const remove = (q: BankQuestion) =>
    confirmed.askFirst(
      t('qbank.deleteConfirm'),
      () => deleteQuestion(q.id),
      () => {
        setSelected((s) => s.filter((x) => x !== q.id));
        return refresh();
      },
    );

  return (
    <>
      <h1 className="h3 mb-3">{t('qbank.title')}</h1>
      <div className="row g-4">
        <div className="col-lg-4">
          <TopicTree tree={tree} place={place} onPlace={setPlace} />
        </div>
        <section className="col-lg-8" aria-labelledby={`${id}-list`}>
          <h2 id={`${id}-list`} className="h5">
            {heading}
          </h2>
          <ConfirmDialog state={confirmed} confirmLabel={t('form.delete')} />
          <FileUnder all={all} selected={selected} onFiled={() => setSelected([])} />
          <BankQuestions
            place={place}
            selected={selected}
            onSelect={setSelected}
            action={(q, labelId) => (
              <button
                type="button"
                className="btn btn-sm btn-outline-danger flex-shrink-0"
                aria-describedby={labelId}
                onClick={() => remove(q)}
              >
                {t('form.delete')}
              </button>
            )}
          />
        </section>
      </div>
    </>
  );
}
