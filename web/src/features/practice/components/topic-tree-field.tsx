import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '@/lib/format';
import { inLanguage } from '@/lib/in-language';
import { useLanguage } from '@/lib/language';
import { tickOf, toggleTopic, topicsFound, type TopicNode } from '../lib/topic-tree';

type Props = {
  roots: TopicNode[];
  ticked: ReadonlySet<number>;
  onChange: (ticked: Set<number>) => void;
  disabled: boolean;
  /** The id of a message about the choice (nothing ticked), read with the group. */
  describedBy?: string;
};
type ListProps = Pick<Props, 'ticked' | 'onChange' | 'disabled'> & {
  shown: ReadonlySet<number> | null;
};

/**
 * The topics to draw from, as a tree of checkboxes: a subject ticks everything under it. A long
 * tree scrolls in its box, and a search narrows it to the topics named so.
 */
export function TopicTreeField({ roots, ticked, onChange, disabled, describedBy }: Props) {
  const { t } = useTranslation('practice');
  const id = useId();
  const [words, setWords] = useState('');
  const shown = useMemo(() => (words.trim() ? topicsFound(roots, words) : null), [roots, words]);
  return (
    // Each control is disabled rather than the fieldset, so that the box can keep the focus and
    // scroll by keyboard (a disabled fieldset takes the focus from everything in it).
    <fieldset aria-describedby={describedBy} aria-disabled={disabled || undefined}>
      <legend className="h6">{t('choose.tree')}</legend>
      <label htmlFor={`${id}-find`} className="form-label small mb-1">
        {t('choose.find')}
      </label>
      <input
        id={`${id}-find`}
        type="search"
        className="form-control form-control-sm mb-2"
        disabled={disabled}
        value={words}
        onChange={(e) => setWords(e.target.value)}
      />
      <div
        className="topic-tree-box"
        {...(disabled && { tabIndex: 0, role: 'region', 'aria-label': t('choose.tree') })}
      >
        {shown?.size === 0 ? (
          <p className="text-body-secondary small mb-0">{t('choose.noneFound')}</p>
        ) : (
          <TopicList
            nodes={roots}
            ticked={ticked}
            onChange={onChange}
            shown={shown}
            disabled={disabled}
          />
        )}
      </div>
    </fieldset>
  );
}

function TopicList({
  nodes,
  ticked,
  onChange,
  shown,
  disabled,
}: ListProps & { nodes: TopicNode[] }) {
  return (
    <ul className="topic-tree list-unstyled mb-0">
      {nodes
        .filter((node) => !shown || shown.has(node.topic.id))
        .map((node) => (
          <li key={node.topic.id}>
            <TopicRow node={node} ticked={ticked} onChange={onChange} disabled={disabled} />
            {node.children.length > 0 && (
              <TopicList
                nodes={node.children}
                ticked={ticked}
                onChange={onChange}
                shown={shown}
                disabled={disabled}
              />
            )}
          </li>
        ))}
    </ul>
  );
}

function TopicRow({
  node,
  ticked,
  onChange,
  disabled,
}: Pick<Props, 'ticked' | 'onChange' | 'disabled'> & { node: TopicNode }) {
  const { t } = useTranslation('practice');
  const language = useLanguage();
  const box = useRef<HTMLInputElement>(null);
  const tick = tickOf(ticked, node);
  useEffect(() => {
    box.current!.indeterminate = tick === 'mixed';
  }, [tick]);
  const { topic } = node;
  const id = `topic-${topic.id}`;
  const name = inLanguage(topic.name, topic.nameMl, language);
  const n = (count: number) => ({ count, n: formatNumber(count) });
  return (
    <div className="topic-row form-check">
      <input
        ref={box}
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={tick === 'on'}
        disabled={disabled}
        aria-describedby={`${id}-facts`}
        onChange={(e) => onChange(toggleTopic(ticked, node, e.target.checked))}
      />
      <label htmlFor={id} className="form-check-label topic-name" lang={name.lang}>
        {name.value}
      </label>
      <div id={`${id}-facts`} className="topic-facts small text-body-secondary">
        <span>{t('topic.available', n(topic.available))}</span>
        {topic.seen > 0 && <span>{t('topic.seen', n(topic.seen))}</span>}
        {topic.accuracy !== null && (
          <span>
            {t('topic.accuracy', { accuracy: `${formatNumber(Math.round(topic.accuracy))}%` })}
          </span>
        )}
        {topic.lastPractisedAt && (
          <span>{t('topic.last', { date: formatDate(topic.lastPractisedAt) })}</span>
        )}
      </div>
    </div>
  );
}
