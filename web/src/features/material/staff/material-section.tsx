import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { choices, publishedField, titleFields } from '@/components/console/common-fields';
import { ContentList } from '@/components/console/content-list';
import type { FieldDef } from '@/components/console/form-values';
import { formatNumber } from '@/lib/format';
import { createMaterial } from '../api/create-material';
import { deleteMaterial } from '../api/delete-material';
import { useStaffMaterials, type StaffMaterial } from '../api/get-staff-materials';
import { updateMaterial } from '../api/update-material';

type Named = { id: number; title: string };

const materialFields = (t: TFunction<'console'>, units: Named[]): FieldDef[] => [
  {
    name: 'unitId',
    label: t('f.unit'),
    kind: 'select',
    nullable: true,
    options: choices(units),
    hint: t('f.unitHint'),
  },
  ...titleFields(t),
  {
    name: 'file',
    label: t('f.pdf'),
    kind: 'upload',
    upload: 'pdf',
    accept: 'application/pdf',
    required: true,
  },
  { name: 'downloadable', label: t('f.downloadable'), kind: 'checkbox' },
  publishedField(t),
];

const newDocument = { description: '', published: false, downloadable: false, unitId: null };

/** A course's documents; `units` are the course's, to file a document under. */
export function MaterialSection({ courseId, units }: { courseId: number; units: Named[] }) {
  const { t } = useTranslation('console');
  return (
    <ContentList<StaffMaterial>
      heading={t('material.title')}
      headingId="admin-material"
      list={useStaffMaterials(courseId)}
      writes={{
        create: (body) => createMaterial(courseId, body),
        update: updateMaterial,
        remove: deleteMaterial,
      }}
      fields={materialFields(t, units)}
      defaults={newDocument}
      addLabel={t('material.new')}
      empty={t('material.none')}
      summary={(m) =>
        t('material.summary', {
          pages: m.pages,
          size: formatNumber(Math.round(m.sizeBytes / 100_000) / 10),
          used: m.used,
        })
      }
    />
  );
}
