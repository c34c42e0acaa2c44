import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DemoBadge } from '@/components/demo-badge';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { useRefreshStaff } from '@/lib/query-client';
import { PublishedBadge } from './badges';
import { ConfirmDialog, DeleteButton, useConfirmed } from './confirm';
import { EntityForm } from './entity-form';
import type { FieldDef, Values } from './form-values';

type Item = { id: number; updatedAt: string; published?: boolean; isDemo?: boolean };

/** How a kind of content is written: each a request of its feature. */
export type ContentWrites = {
  create: (body: Values) => Promise<unknown>;
  /** The body carries `updatedAt`, the version edited: a stale edit is refused. */
  update: (id: number, body: Values) => Promise<unknown>;
  /** `confirm`: the person agreed to what learners would lose. */
  remove: (id: number, confirm: boolean) => Promise<unknown>;
  /** Puts the items in a new order (the items get ↑ and ↓). */
  reorder?: (ids: number[]) => Promise<unknown>;
};

/** A list's heading with the button that adds to it. */
export function ListHeading({
  id,
  heading,
  addLabel,
  onAdd,
}: {
  id: string;
  heading: string;
  addLabel: string;
  onAdd: () => void;
}) {
  return (
    <div className="d-flex align-items-center gap-2 mb-2">
      <h2 id={id} className="h4 me-auto mb-0">
        {heading}
      </h2>
      <button type="button" className="btn btn-sm btn-primary" onClick={onAdd}>
        {addLabel}
      </button>
    </div>
  );
}

const titleOf = (item: Item) => {
  const named = item as { title?: string; name?: string };
  return String(named.title ?? named.name ?? item.id);
};

/**
 * One kind of content under its parent: the list, a new one, an edit in place, a deletion that
 * says first what learners would lose.
 */
export function ContentList<T extends Item>({
  heading,
  headingId,
  list,
  writes,
  fields,
  defaults,
  summary,
  toBody = (v) => v,
  addLabel,
  empty,
}: {
  heading: string;
  headingId: string;
  list: UseQueryResult<T[]>;
  writes: ContentWrites;
  fields: FieldDef[];
  defaults: Values;
  /** The line under each item's title: what it is, in a few words. */
  summary: (item: T) => ReactNode;
  /** The contract's body from the form's values and the item edited (null: a new one). */
  toBody?: (values: Values, item: T | null) => Values;
  addLabel: string;
  empty: string;
}) {
  const { t } = useTranslation('console');
  const refresh = useRefreshStaff();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const confirmed = useConfirmed();
  if (list.isPending) return <Loading />;
  if (list.error) return <QueryError error={list.error} retry={() => void list.refetch()} />;
  const items = list.data;
  const done = async () => {
    setEditing(null);
    await refresh();
  };
  /** The ids with the one at `i` moved a place up (-1) or down (1). */
  const move = (i: number, by: -1 | 1) => {
    const next = items.map((item) => item.id);
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    return next;
  };
  const reorder = writes.reorder;

  return (
    <section aria-labelledby={headingId} className="mb-5">
      <ListHeading
        id={headingId}
        heading={heading}
        addLabel={addLabel}
        onAdd={() => setEditing('new')}
      />
      <ConfirmDialog state={confirmed} confirmLabel={t('form.deleteAnyway')} />
      {editing === 'new' && (
        <div className="card card-body mb-3">
          <EntityForm
            fields={fields}
            item={defaults}
            submitLabel={t('form.create')}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await writes.create(toBody(values, null));
              await done();
            }}
          />
        </div>
      )}
      {items.length === 0 && <EmptyState text={empty} />}
      <ul className="list-group">
        {items.map((item, i) => (
          <li key={item.id} className="list-group-item">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <div className="me-auto">
                <span className="fw-semibold">{titleOf(item)}</span>
                <DemoBadge show={!!item.isDemo} className="ms-2" />
                <div className="small text-body-secondary">{summary(item)}</div>
              </div>
              {item.published !== undefined && <PublishedBadge published={item.published} />}
              {reorder && (
                <>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    disabled={i === 0}
                    aria-label={t('order.up', { name: titleOf(item) })}
                    onClick={() => void confirmed.run(() => reorder(move(i, -1)), refresh)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    disabled={i === items.length - 1}
                    aria-label={t('order.down', { name: titleOf(item) })}
                    onClick={() => void confirmed.run(() => reorder(move(i, 1)), refresh)}
                  >
                    ↓
                  </button>
                </>
              )}
              <button
                type="button"
                className="btn btn-sm btn-outline-primary"
                onClick={() => setEditing(item.id)}
              >
                {t('form.edit')}
              </button>
              <DeleteButton
                confirmed={confirmed}
                remove={(confirm) => writes.remove(item.id, confirm)}
                done={refresh}
              />
            </div>
            {editing === item.id && (
              <div className="mt-3">
                <EntityForm
                  fields={fields}
                  item={item as unknown as Values}
                  submitLabel={t('form.save')}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (values) => {
                    await writes.update(item.id, {
                      ...toBody(values, item),
                      updatedAt: item.updatedAt,
                    });
                    await done();
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
