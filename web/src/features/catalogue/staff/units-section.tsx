import { useTranslation } from 'react-i18next';
import type { AdminUnit } from '@pariksha/contracts/catalogue';
import { ContentList } from '@/components/console/content-list';
import { countsText } from '@/components/console/counts';
import { createUnit } from '../api/create-unit';
import { deleteUnit } from '../api/delete-unit';
import { useStaffUnits } from '../api/get-staff-units';
import { orderUnits } from '../api/order-units';
import { updateUnit } from '../api/update-unit';
import { unitFields } from './course-fields';

/** A course's syllabus units, in the order learners see them. */
export function UnitsSection({ courseId }: { courseId: number }) {
  const { t } = useTranslation('console');
  return (
    <ContentList<AdminUnit>
      heading={t('units.title')}
      headingId="admin-units"
      list={useStaffUnits(courseId)}
      writes={{
        create: (body) => createUnit(courseId, body),
        update: updateUnit,
        remove: deleteUnit,
        reorder: (ids) => orderUnits(courseId, ids),
      }}
      fields={unitFields(t)}
      defaults={{}}
      addLabel={t('units.new')}
      empty={t('units.none')}
      summary={(u) =>
        countsText(t, [
          ['classes', u.classes],
          ['documents', u.materials],
        ])
      }
    />
  );
}
