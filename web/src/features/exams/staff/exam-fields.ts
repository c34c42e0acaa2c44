import type { TFunction } from 'i18next';
import { publishedField } from '@/components/console/common-fields';
import type { FieldDef } from '@/components/console/form-values';

/** A batch a test may be limited to. */
export type BatchOption = { value: number; label: string };

/**
 * An exam's settings as the console's form shows them; with `batches` (admins), the batches it
 * may be limited to.
 */
export const examFields = (t: TFunction<'console'>, batches?: BatchOption[]): FieldDef[] => [
  { name: 'title', label: t('f.title'), kind: 'text', required: true },
  { name: 'instructions', label: t('f.instructions'), kind: 'html', hint: t('f.htmlHint') },
  { name: 'instructionsMl', label: t('f.instructionsMl'), kind: 'html', nullable: true },
  {
    name: 'durationMinutes',
    label: t('f.durationMinutes'),
    kind: 'number',
    min: 1,
    step: 1,
    required: true,
  },
  {
    name: 'marksPerQuestion',
    label: t('f.marksPerQuestion'),
    kind: 'number',
    min: 0,
    required: true,
  },
  {
    name: 'negativeNumerator',
    label: t('f.negativeNumerator'),
    kind: 'number',
    min: 0,
    required: true,
    hint: t('f.negativeHint'),
  },
  {
    name: 'negativeDenominator',
    label: t('f.negativeDenominator'),
    kind: 'number',
    min: 1,
    step: 1,
    required: true,
  },
  {
    name: 'maxAttempts',
    label: t('f.maxAttempts'),
    kind: 'number',
    min: 1,
    step: 1,
    nullable: true,
    hint: t('f.maxAttemptsHint'),
  },
  { name: 'opensAt', label: t('f.opensAt'), kind: 'datetime', nullable: true },
  { name: 'closesAt', label: t('f.closesAt'), kind: 'datetime', nullable: true },
  ...(batches
    ? [
        {
          name: 'batchIds',
          label: t('f.batchIds'),
          kind: 'multi',
          options: batches,
          hint: t('f.batchIdsHint'),
        } as const,
      ]
    : []),
  publishedField(t),
];

/** A new exam: an hour, a mark a question, a third of a mark off for a wrong answer. */
export const newExam = {
  instructions: '',
  durationMinutes: 60,
  marksPerQuestion: 1,
  negativeNumerator: 1,
  negativeDenominator: 3,
  published: false,
};
