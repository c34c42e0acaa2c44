import type { TFunction } from 'i18next';
import type { AdminCatalogue } from '@pariksha/contracts/admin';
import type { FieldDef } from '../components/entity-form';

/* The console's forms, as data: one list of fields per kind of content. */

export const courseFields = (t: TFunction<'admin'>, cat: AdminCatalogue): FieldDef[] => [
  { name: 'name', label: t('f.name'), kind: 'text', required: true },
  {
    name: 'categoryId',
    label: t('f.category'),
    kind: 'select',
    options: cat.categories.map((c) => ({ value: c.id, label: c.name })),
  },
  {
    name: 'levelId',
    label: t('f.level'),
    kind: 'select',
    options: cat.levels.map((l) => ({ value: l.id, label: l.name })),
  },
  {
    name: 'image',
    label: t('f.image'),
    kind: 'upload',
    upload: 'course-image',
    accept: 'image/jpeg,image/png,image/webp,image/svg+xml',
  },
  { name: 'description', label: t('f.description'), kind: 'textarea' },
  { name: 'descriptionMl', label: t('f.descriptionMl'), kind: 'textarea', nullable: true },
  { name: 'highlights', label: t('f.highlights'), kind: 'lines', hint: t('f.onePerLine') },
  { name: 'highlightsMl', label: t('f.highlightsMl'), kind: 'lines', hint: t('f.onePerLine') },
  { name: 'language', label: t('f.language'), kind: 'text', required: true },
  { name: 'published', label: t('f.published'), kind: 'checkbox' },
];

export const unitFields = (t: TFunction<'admin'>): FieldDef[] => [
  { name: 'title', label: t('f.title'), kind: 'text', required: true },
  { name: 'description', label: t('f.description'), kind: 'textarea' },
  { name: 'topics', label: t('f.topics'), kind: 'lines', hint: t('f.onePerLine') },
  { name: 'titleMl', label: t('f.titleMl'), kind: 'text', nullable: true },
  { name: 'descriptionMl', label: t('f.descriptionMl'), kind: 'textarea', nullable: true },
  { name: 'topicsMl', label: t('f.topicsMl'), kind: 'lines', hint: t('f.onePerLine') },
];

export const examFields = (t: TFunction<'admin'>): FieldDef[] => [
  { name: 'title', label: t('f.title'), kind: 'text', required: true },
  { name: 'instructions', label: t('f.instructions'), kind: 'html', hint: t('f.htmlHint') },
  { name: 'instructionsMl', label: t('f.instructionsMl'), kind: 'html', nullable: true },
  { name: 'durationMinutes', label: t('f.durationMinutes'), kind: 'number', min: 1, step: 1 },
  { name: 'marksPerQuestion', label: t('f.marksPerQuestion'), kind: 'number', min: 0 },
  {
    name: 'negativeNumerator',
    label: t('f.negativeNumerator'),
    kind: 'number',
    min: 0,
    hint: t('f.negativeHint'),
  },
  {
    name: 'negativeDenominator',
    label: t('f.negativeDenominator'),
    kind: 'number',
    min: 1,
    step: 1,
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
  { name: 'published', label: t('f.published'), kind: 'checkbox' },
];

export const newCourse = (cat: AdminCatalogue) => ({
  categoryId: cat.categories[0]?.id ?? '',
  levelId: cat.levels[0]?.id ?? '',
  language: 'English',
  highlights: [],
  published: false,
});

export const newExam = {
  instructions: '',
  durationMinutes: 60,
  marksPerQuestion: 1,
  negativeNumerator: 1,
  negativeDenominator: 3,
  published: false,
};

/** A course's image as the API stores it: an upload's key under /media/. */
export const imageUrl = (key: unknown) =>
  typeof key === 'string' && key && !key.startsWith('/media/') ? `/media/${key}` : key;
