import { useTranslation } from 'react-i18next';
import type { AdminCatalogue, AdminCategory, AdminLevel } from '@pariksha/contracts/admin';
import { adminUrl } from '@pariksha/contracts/admin-paths';
import { ContentList } from '../components/content-list';
import type { FieldDef } from '../components/entity-form';

/** /admin/catalogue (admins): exam categories and levels; one goes only when no course is in it. */
export function CataloguePage() {
  const { t } = useTranslation('admin');
  const name: FieldDef = { name: 'name', label: t('f.name'), kind: 'text', required: true };
  const nameMl: FieldDef = { name: 'nameMl', label: t('f.nameMl'), kind: 'text', nullable: true };
  const courses = (item: { courseCount: number }) =>
    t('catalogue.courses', { count: item.courseCount });
  return (
    <>
      <h1 className="h3 mb-3">{t('catalogue.title')}</h1>
      <ContentList<AdminCategory>
        heading={t('catalogue.categories')}
        headingId="admin-categories"
        listPath={adminUrl.categories()}
        read={{ path: adminUrl.categories(), pick: (d: AdminCatalogue) => d.categories }}
        itemPath={adminUrl.category}
        orderPath={adminUrl.categoriesOrder()}
        fields={[
          name,
          nameMl,
          { name: 'description', label: t('f.description'), kind: 'textarea' },
          { name: 'descriptionMl', label: t('f.descriptionMl'), kind: 'textarea', nullable: true },
        ]}
        defaults={{}}
        addLabel={t('catalogue.add')}
        empty={t('catalogue.none')}
        summary={courses}
      />
      <ContentList<AdminLevel>
        heading={t('catalogue.levels')}
        headingId="admin-levels"
        listPath={adminUrl.levels()}
        read={{ path: adminUrl.categories(), pick: (d: AdminCatalogue) => d.levels }}
        itemPath={adminUrl.level}
        orderPath={adminUrl.levelsOrder()}
        fields={[name, nameMl]}
        defaults={{}}
        addLabel={t('catalogue.add')}
        empty={t('catalogue.none')}
        summary={courses}
      />
    </>
  );
}
