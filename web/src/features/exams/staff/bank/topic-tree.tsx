import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useConfirmed } from '@/components/console/confirm';
import { useRefreshStaff } from '@/lib/query-client';
import { deleteTopic } from '../../api/delete-topic';
import { TopicForm, type TopicEdit } from './topic-form';
import { Entry, TopicActions } from './topic-entry';
import { flatten, narrow, type Place, type TopicNode } from './topic-nodes';

/**
 * The question bank's topic tree (subject → topic → subtopic): choosing a topic lists its
 * questions, its subtopics' included; the chosen topic offers a topic under it, renaming or moving
 * it, and deleting it (the server refuses while anything is under it, and says what).
 */
export function TopicTree({
  tree,
  place,
  onPlace,
}: {
  tree: TopicNode[];
  place: Place;
  onPlace: (place: Place) => void;
}) {
  const { t } = useTranslation('console');
  const id = useId();
  const refresh = useRefreshStaff();
  const confirmed = useConfirmed();
  const [edit, setEdit] = useState<TopicEdit | null>(null);
  const [words, setWords] = useState('');
  const all = flatten(tree);
  const shown = narrow(tree, words);
  const form = (e: TopicEdit) => (
    <TopicForm
      edit={e}
      all={all}
      onCancel={() => setEdit(null)}
      onDone={() => {
        setEdit(null);
        return refresh();
      }}
    />
  );
  /** Whether the form open is at `n` (null: at the top, a new subject). */
  const editsAt = (n: TopicNode | null) => {
    if (edit === null) return false;
    const at = 'topic' in edit ? edit.topic : edit.parent;
    return (at?.id ?? null) === (n?.id ?? null);
  };
  const choose = (p: Place) => {
    setEdit(null);
    onPlace(p);
  };
  const remove = (n: TopicNode) =>
    confirmed.askFirst(
      t('qbank.tree.deleteConfirm', { name: n.path }),
      () => deleteTopic(n.id),
      () => {
        choose('all');
        return refresh();
      },
    );

  const item = (n: TopicNode): ReactNode => (
    <li key={n.id}>
      <Entry place={n.id} current={place} onPlace={choose} lang={n.label.lang} count={n.total}>
        {n.label.value}
      </Entry>
      {place === n.id && (
        <TopicActions
          n={n}
          onAdd={() => setEdit({ parent: n })}
          onEdit={() => setEdit({ topic: n })}
          onDelete={() => remove(n)}
        />
      )}
      {editsAt(n) && form(edit!)}
      {n.children.length > 0 && (
        <ul className="list-unstyled ms-3 ps-2 border-start">{n.children.map(item)}</ul>
      )}
    </li>
  );

  return (
    <nav aria-labelledby={`${id}-heading`}>
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id={`${id}-heading`} className="h5 me-auto mb-0">
          {t('qbank.topics')}
        </h2>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          onClick={() => setEdit({ parent: null })}
        >
          {t('qbank.tree.addSubject')}
        </button>
      </div>
      <ConfirmDialog state={confirmed} confirmLabel={t('form.delete')} />
      {editsAt(null) && form(edit!)}
      <label className="form-label small mb-1" htmlFor={`${id}-find`}>
        {t('qbank.tree.find')}
      </label>
      <input
        id={`${id}-find`}
        type="search"
        className="form-control form-control-sm mb-2"
        value={words}
        onChange={(e) => setWords(e.target.value)}
      />
      {/* A bank holds hundreds of topics: the tree scrolls by itself, the list stays in reach. */}
      <ul className="list-unstyled mb-0 overflow-auto" style={{ maxHeight: '60vh' }}>
        <li>
          <Entry place="all" current={place} onPlace={choose}>
            {t('qbank.all')}
          </Entry>
        </li>
        <li>
          <Entry place="unfiled" current={place} onPlace={choose}>
            {t('qbank.unfiled')}
          </Entry>
        </li>
        {shown.map(item)}
      </ul>
      {shown.length === 0 && (
        <p className="small text-body-secondary mt-2">
          {words ? t('qbank.tree.noMatch') : t('qbank.tree.none')}
        </p>
      )}
    </nav>
  );
}
