import type { TFunction } from 'i18next';
import type { Batch, BatchInput } from '@pariksha/contracts/enrolment';
import type { FieldDef, Values } from '@/components/console/form-values';

/** A course staff may put in a batch: its id and its name. */
export type CourseOption = { value: number; label: string };

/** A batch as the console's form shows it: name, start, end and courses. */
export const batchFields = (t: TFunction<'console'>, courses: CourseOption[]): FieldDef[] => [
  { name: 'name', label: t('enrolment.batch.name'), kind: 'text', required: true },
  { name: 'startsAt', label: t('enrolment.batch.startsAt'), kind: 'datetime', required: true },
  {
    name: 'endsAt',
    label: t('enrolment.batch.endsAt'),
    kind: 'datetime',
    required: true,
    hint: t('enrolment.batch.endsHint'),
  },
  {
    name: 'courseIds',
    label: t('enrolment.batch.courses'),
    kind: 'multi',
    options: courses,
    hint: t('enrolment.batch.coursesHint'),
  },
];

/** The form's values of a stored batch. */
export const batchValues = (b: Batch): Values => ({ ...b, courseIds: b.courses.map((c) => c.id) });

/** The contract's body from the form's values. */
export const batchBody = (v: Values): BatchInput => ({
  name: String(v.name ?? ''),
  startsAt: String(v.startsAt ?? ''),
  endsAt: String(v.endsAt ?? ''),
  courseIds: (v.courseIds as number[]) ?? [],
});
