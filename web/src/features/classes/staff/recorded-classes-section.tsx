import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TranscodeBadge } from '@/components/console/badges';
import {
  choices,
  publishedField,
  titleFields,
  videoFields,
} from '@/components/console/common-fields';
import { ContentList } from '@/components/console/content-list';
import type { FieldDef } from '@/components/console/form-values';
import { EmptyState } from '@/components/empty-state';
import { formatClock } from '@/lib/format';
import { createRecordedClass } from '../api/create-recorded-class';
import { deleteRecordedClass } from '../api/delete-recorded-class';
import {
  useStaffRecordedClasses,
  type StaffRecordedClass,
} from '../api/get-staff-recorded-classes';
import { updateRecordedClass } from '../api/update-recorded-class';

type Named = { id: number; title: string };

const classFields = (t: TFunction<'console'>, exams: Named[]): FieldDef[] => [
  ...titleFields(t),
  { name: 'teacher', label: t('f.teacher'), kind: 'text', required: true },
  ...videoFields(t),
  { name: 'notes', label: t('f.notes'), kind: 'textarea', rows: 6, hint: t('f.notesHint') },
  { name: 'notesMl', label: t('f.notesMl'), kind: 'textarea', rows: 6, nullable: true },
  { name: 'examIds', label: t('f.examIds'), kind: 'multi', options: choices(exams) },
  publishedField(t),
];

const newClass = { description: '', notes: '', examIds: [], published: false };

function UnitClasses({ unitId, exams }: { unitId: number; exams: Named[] }) {
  const { t } = useTranslation('console');
  return (
    <ContentList<StaffRecordedClass>
      heading={t('classes.title')}
      headingId="admin-classes"
      list={useStaffRecordedClasses(unitId)}
      writes={{
        create: (body) => createRecordedClass(unitId, body),
        update: updateRecordedClass,
        remove: deleteRecordedClass,
      }}
      fields={classFields(t, exams)}
      defaults={newClass}
      addLabel={t('classes.new')}
      empty={t('classes.none')}
      summary={(c) => (
        <>
          {t('classes.summary', {
            teacher: c.teacher,
            length: formatClock(c.durationSeconds),
            used: c.used,
          })}
          <TranscodeBadge state={c.transcode} />
        </>
      )}
    />
  );
}

/** A course's recorded classes, unit by unit; `exams` are the course's, to link a class to. */
export function RecordedClassesSection({ units, exams }: { units: Named[]; exams: Named[] }) {
  const { t } = useTranslation('console');
  const [unitId, setUnitId] = useState<number | null>(null);
  if (units.length === 0) return <EmptyState text={t('classes.noUnits')} />;
  const unit = unitId ?? units[0]!.id;
  return (
    <>
      <label className="form-label" htmlFor="admin-class-unit">
        {t('f.unit')}
      </label>
      <select
        id="admin-class-unit"
        className="form-select mb-3"
        value={unit}
        onChange={(e) => setUnitId(Number(e.target.value))}
      >
        {units.map((u) => (
          <option key={u.id} value={u.id}>
            {u.title}
          </option>
        ))}
      </select>
      <UnitClasses key={unit} unitId={unit} exams={exams} />
    </>
  );
}
