import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { send, useAdminGet, useRefresh } from '../api/admin';
import { ConfirmDialog, useConfirmed } from './confirm';
import { EntityForm, type FieldDef, type Values } from './entity-form';
import { DemoBadge } from '@/components/demo-badge';

type Item = { id: number; updatedAt: string; published?: boolean; isDemo?: boolean };

/**
 * One kind of content under its parent: the list, a new one, an edit in place, a deletion that
 * says first what learners would lose.
 */
export function ContentList<T extends Item>({
  heading,
  headingId,
  listPath,
  itemPath,
  fields,
  defaults,
  summary,
  toBody = (v) => v,
  addLabel,
  empty,
  pollWhile,
  read,
  orderPath,
}: {
  heading: string;
  headingId: string;
  listPath: string;
  itemPath: (id: number) => string;
  fields: FieldDef[];
  defaults: Values;
  /** The line under each item's title: what it is, in a few words. */
  summary: (item: T) => ReactNode;
  /** The contract's body from the form's values and the item edited (null: a new one). */
  toBody?: (values: Values, item: T | null) => Values;
  addLabel: string;
  empty: string;
  /** Keeps the list current while this holds for it (work under way on the server). */
  pollWhile?: (items: T[]) => boolean;
  /** Where the list is read, when not at `listPath`, and how to find it in what comes back. */
  read?: { path: string; pick: (data: never) => T[] };
  /** Where its new order is put (PUT {ids}): the items get ↑ and ↓. */
  orderPath?: string;
}) {
  const { t } = useTranslation('admin');
  const refresh = useRefresh();
  const pick = read?.pick ?? ((d: T[]) => d);
  const list = useAdminGet<never>(read?.path ?? listPath, pollWhile && ((d) => pollWhile(pick(d))));
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const confirmed = useConfirmed();
  if (list.isPending) return <Loading />;
  if (list.error) return <QueryError error={list.error} retry={() => void list.refetch()} />;
  const items = pick(list.data);
  const ids = items.map((i) => i.id);
  const titleOf = (item: T) => {
    const named = item as unknown as { title?: string; name?: string };
    return String(named.title ?? named.name ?? item.id);
  };
  /** The ids with the one at `i` moved a place up (-1) or down (1). */
  const move = (i: number, by: -1 | 1) => {
    const next = [...ids];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    return next;
  };
  const reorder = (order: number[]) =>
    confirmed.run(
      () => send(orderPath!, 'PUT', { ids: order }),
      () => void refresh(),
    );

  return (
    <section aria-labelledby={headingId} className="mb-5">
      <div className="d-flex align-items-center gap-2 mb-2">
        <h2 id={headingId} className="h4 me-auto mb-0">
          {heading}
        </h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing('new')}>
          {addLabel}
        </button>
      </div>
      <ConfirmDialog state={confirmed} confirmLabel={t('form.deleteAnyway')} />
      {editing === 'new' && (
        <div className="card card-body mb-3">
          <EntityForm
            fields={fields}
            item={defaults}
            submitLabel={t('form.create')}
            onCancel={() => setEditing(null)}
            onSubmit={async (values) => {
              await send(listPath, 'POST', toBody(values, null));
              setEditing(null);
              await refresh();
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
              {item.published !== undefined && (
                <span
                  className={`badge ${item.published ? 'text-bg-success' : 'text-bg-secondary'}`}
                >
                  {item.published ? t('state.published') : t('state.draft')}
                </span>
              )}
              {orderPath && (
                <>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    disabled={i === 0}
                    aria-label={t('order.up', { name: titleOf(item) })}
                    onClick={() => void reorder(move(i, -1))}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-secondary"
                    disabled={i === items.length - 1}
                    aria-label={t('order.down', { name: titleOf(item) })}
                    onClick={() => void reorder(move(i, 1))}
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
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() =>
                  void confirmed.run(
                    (confirm) =>
                      send(`${itemPath(item.id)}${confirm ? '?confirm=true' : ''}`, 'DELETE'),
                    () => void refresh(),
                  )
                }
              >
                {t('form.delete')}
              </button>
            </div>
            {editing === item.id && (
              <div className="mt-3">
                <EntityForm
                  fields={fields}
                  item={item as unknown as Values}
                  submitLabel={t('form.save')}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (values) => {
                    await send(itemPath(item.id), 'PUT', {
                      ...toBody(values, item),
                      updatedAt: item.updatedAt,
                    });
                    setEditing(null);
                    await refresh();
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
