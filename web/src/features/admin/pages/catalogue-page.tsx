import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminCatalogue } from '@pariksha/contracts/admin';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { Loading } from '@/components/loading';
import { QueryError } from '@/components/query-error';
import { send, useAdminGet, useRefresh } from '../api/admin';
import { ConfirmDialog, useConfirmed } from '../components/confirm';
import { EntityForm, type FieldDef } from '../components/entity-form';

type Item = { id: number; name: string; courseCount: number; updatedAt: string };

/** One list (categories or levels): add, rename, move, delete when no course is in it. */
function List({
  kind,
  items,
  fields,
}: {
  kind: 'categories' | 'levels';
  items: Item[];
  fields: FieldDef[];
}) {
  const { t } = useTranslation('admin');
  const refresh = useRefresh();
  const confirmed = useConfirmed();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const one = (id: number) => (kind === 'categories' ? adminUrl.category(id) : adminUrl.level(id));
  const ids = items.map((i) => i.id);
  const order = kind === 'categories' ? adminUrl.categoriesOrder() : adminUrl.levelsOrder();
  return (
    <section aria-labelledby={`admin-${kind}`} className="mb-5">
      <div className="d-flex align-items-center mb-2">
        <h2 id={`admin-${kind}`} className="h4 me-auto mb-0">
          {t(`catalogue.${kind}`)}
        </h2>
        <button type="button" className="btn btn-sm btn-primary" onClick={() => setEditing('new')}>
          {t('catalogue.add')}
        </button>
      </div>
      <ConfirmDialog state={confirmed} confirmLabel={t('form.deleteAnyway')} />
      {editing === 'new' && (
        <div className="card card-body mb-3">
          <EntityForm
            fields={fields}
            item={{}}
            submitLabel={t('form.create')}
            onCancel={() => setEditing(null)}
            onSubmit={async (body) => {
              await send(
                kind === 'categories' ? adminUrl.categories() : adminUrl.levels(),
                'POST',
                body,
              );
              setEditing(null);
              await refresh();
            }}
          />
        </div>
      )}
      <ol className="list-group list-group-numbered">
        {items.map((item, i) => (
          <li key={item.id} className="list-group-item">
            <div className="d-flex flex-wrap gap-2 align-items-center">
              <span className="me-auto">{item.name}</span>
              <span className="small text-body-secondary">
                {t('catalogue.courses', { count: item.courseCount })}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                disabled={i === 0}
                aria-label={t('order.up', { name: item.name })}
                onClick={() =>
                  void confirmed.run(
                    () =>
                      send(order, 'PUT', {
                        ids: ids.map((x, n) => (n === i - 1 ? ids[i]! : n === i ? ids[i - 1]! : x)),
                      }),
                    () => void refresh(),
                  )
                }
              >
                ↑
              </button>
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
                    () => send(one(item.id), 'DELETE'),
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
                  item={item}
                  submitLabel={t('form.save')}
                  onCancel={() => setEditing(null)}
                  onSubmit={async (body) => {
                    await send(one(item.id), 'PUT', { ...body, updatedAt: item.updatedAt });
                    setEditing(null);
                    await refresh();
                  }}
                />
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** /admin/catalogue (admins): exam categories and levels. */
export function CataloguePage() {
  const { t } = useTranslation('admin');
  const catalogue = useAdminGet<AdminCatalogue>(adminUrl.categories());
  if (catalogue.isPending) return <Loading />;
  if (catalogue.error)
    return <QueryError error={catalogue.error} retry={() => void catalogue.refetch()} />;
  const name: FieldDef = { name: 'name', label: t('f.name'), kind: 'text', required: true };
  const nameMl: FieldDef = { name: 'nameMl', label: t('f.nameMl'), kind: 'text', nullable: true };
  return (
    <>
      <h1 className="h3 mb-3">{t('catalogue.title')}</h1>
      <List
        kind="categories"
        items={catalogue.data.categories}
        fields={[
          name,
          nameMl,
          { name: 'description', label: t('f.description'), kind: 'textarea' },
          { name: 'descriptionMl', label: t('f.descriptionMl'), kind: 'textarea', nullable: true },
        ]}
      />
      <List kind="levels" items={catalogue.data.levels} fields={[name, nameMl]} />
    </>
  );
}
