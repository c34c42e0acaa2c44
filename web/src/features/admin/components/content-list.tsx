import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/empty-state';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { send, useAdminGet, useRefresh } from '../api/admin';
import { ConfirmDialog, useConfirmed } from './confirm';
import { EntityForm, type FieldDef, type Values } from './entity-form';

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
}) {
  const { t } = useTranslation('admin');
  const refresh = useRefresh();
  const list = useAdminGet<T[]>(listPath, pollWhile);
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const confirmed = useConfirmed();
  if (list.isPending) return <Loading />;
  if (list.error) return <QueryError error={list.error} retry={() => void list.refetch()} />;
  const titleOf = (item: T) => String((item as unknown as { title?: string }).title ?? item.id);

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
      {list.data.length === 0 && <EmptyState text={empty} />}
      <ul className="list-group">
        {list.data.map((item) => (
          <li key={item.id} className="list-group-item">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <div className="me-auto">
                <span className="fw-semibold">{titleOf(item)}</span>
                {item.isDemo && (
                  <span className="badge text-bg-light border ms-2">{t('demo')}</span>
                )}
                <div className="small text-body-secondary">{summary(item)}</div>
              </div>
              {item.published !== undefined && (
                <span
                  className={`badge ${item.published ? 'text-bg-success' : 'text-bg-secondary'}`}
                >
                  {item.published ? t('state.published') : t('state.draft')}
                </span>
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
