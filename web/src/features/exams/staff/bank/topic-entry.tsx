import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { takesChildren, type Place, type TopicNode } from './topic-nodes';

/** One entry of the tree: choosing it lists its questions; the one chosen is marked current. */
export function Entry({
  place,
  current,
  onPlace,
  lang,
  count,
  children,
}: {
  place: Place;
  current: Place;
  onPlace: (place: Place) => void;
  lang?: string;
  count?: number;
  children: ReactNode;
}) {
  const { t } = useTranslation('console');
  const chosen = place === current;
  return (
    <div className="d-flex align-items-center gap-1">
      <button
        type="button"
        className={`btn btn-sm text-start ${chosen ? 'btn-primary' : 'btn-link'}`}
        aria-current={chosen || undefined}
        lang={lang}
        onClick={() => onPlace(place)}
      >
        {children}
      </button>
      {count !== undefined && (
        <span className="small text-body-secondary">
          <span aria-hidden="true">{count}</span>
          <span className="visually-hidden">{t('count.questions', { count })}</span>
        </span>
      )}
    </div>
  );
}

/** What the chosen topic offers: a topic under it (none under a subtopic), renaming, deletion. */
export function TopicActions({
  n,
  onAdd,
  onEdit,
  onDelete,
}: {
  n: TopicNode;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('console');
  const under = n.level === 1 ? 'qbank.tree.addTopicUnder' : 'qbank.tree.addSubtopicUnder';
  return (
    <div className="d-flex flex-wrap gap-1 my-1 ms-2">
      {takesChildren(n) && (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          aria-label={t(under, { name: n.path })}
          onClick={onAdd}
        >
          {t(n.level === 1 ? 'qbank.tree.addTopic' : 'qbank.tree.addSubtopic')}
        </button>
      )}
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        aria-label={t('qbank.tree.editOf', { name: n.path })}
        onClick={onEdit}
      >
        {t('qbank.tree.edit')}
      </button>
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        aria-label={t('qbank.tree.deleteOf', { name: n.path })}
        onClick={onDelete}
      >
        {t('form.delete')}
      </button>
    </div>
  );
}
