import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminCategory, AdminLevel } from '@pariksha/contracts/catalogue';
import { ContentList } from '@/components/console/content-list';
import { staffCatalogueQueryOptions } from '@/lib/api/get-staff-catalogue';
import { createCategory } from '../api/create-category';
import { createLevel } from '../api/create-level';
import { deleteCategory } from '../api/delete-category';
import { deleteLevel } from '../api/delete-level';
import { orderCategories } from '../api/order-categories';
import { orderLevels } from '../api/order-levels';
import { updateCategory } from '../api/update-category';
import { updateLevel } from '../api/update-level';
import { nameFields } from './course-fields';

/** /admin/catalogue (admins): exam categories and levels; one goes only when no course is in it. */
export function CataloguePage() {
  const { t } = useTranslation('console');
  // One read answers both lists.
  const categories = useQuery({ ...staffCatalogueQueryOptions(), select: (c) => c.categories });
  const levels = useQuery({ ...staffCatalogueQueryOptions(), select: (c) => c.levels });
  const courses = (item: { courseCount: number }) =>
    t('catalogue.courses', { count: item.courseCount });
  return (
    <>
      <h1 className="h3 mb-3">{t('catalogue.title')}</h1>
      <ContentList<AdminCategory>
        heading={t('catalogue.categories')}
        headingId="admin-categories"
        list={categories}
        writes={{
          create: createCategory,
          update: updateCategory,
          remove: deleteCategory,
          reorder: orderCategories,
        }}
        fields={[
          ...nameFields(t),
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
        list={levels}
        writes={{
          create: createLevel,
          update: updateLevel,
          remove: deleteLevel,
          reorder: orderLevels,
        }}
        fields={nameFields(t)}
        defaults={{}}
        addLabel={t('catalogue.add')}
        empty={t('catalogue.none')}
        summary={courses}
      />
    </>
  );
}
