import type { TFunction } from 'i18next';
import type { AdminCatalogue } from '@pariksha/contracts/catalogue';
import { DEFAULT_COURSE_IMAGE } from '@pariksha/contracts/catalogue-paths';
import { IMAGE_TYPES, publishedField } from '@/components/console/common-fields';
import type { FieldDef } from '@/components/console/form-values';
import { localName } from '@/lib/api/get-staff-catalogue';

type T = TFunction<'console'>;

export const courseFields = (t: T, cat: AdminCatalogue): FieldDef[] => [
  { name: 'name', label: t('f.name'), kind: 'text', required: true },
  {
    name: 'categoryId',
    label: t('f.category'),
    kind: 'select',
    required: true,
    options: cat.categories.map((c) => ({ value: c.id, label: localName(c) })),
  },
  {
    name: 'levelId',
    label: t('f.level'),
    kind: 'select',
    required: true,
    options: cat.levels.map((l) => ({ value: l.id, label: localName(l) })),
  },
  {
    name: 'image',
    label: t('f.image'),
    kind: 'upload',
    upload: 'course-image',
    accept: IMAGE_TYPES,
    emptyImage: DEFAULT_COURSE_IMAGE,
    hint: t('f.imageHint'),
  },
  { name: 'description', label: t('f.description'), kind: 'textarea' },
  { name: 'descriptionMl', label: t('f.descriptionMl'), kind: 'textarea', nullable: true },
  { name: 'highlights', label: t('f.highlights'), kind: 'lines', hint: t('f.onePerLine') },
  { name: 'highlightsMl', label: t('f.highlightsMl'), kind: 'lines', hint: t('f.onePerLine') },
  { name: 'language', label: t('f.language'), kind: 'text', required: true },
  publishedField(t),
];

export const newCourse = (cat: AdminCatalogue) => ({
  categoryId: cat.categories[0]?.id ?? '',
  levelId: cat.levels[0]?.id ?? '',
  language: 'English',
  highlights: [],
  published: false,
});

/**
 * A course's body: its image as the API stores it, an upload's key under /media/ (a path, such as
 * the default cover's, as it is; none, and the course gets the default cover).
 */
export const courseBody = (body: Record<string, unknown>) => ({
  ...body,
  image:
    typeof body.image === 'string' && body.image && !body.image.startsWith('/')
      ? `/media/${body.image}`
      : body.image,
});

export const unitFields = (t: T): FieldDef[] => [
  { name: 'title', label: t('f.title'), kind: 'text', required: true },
  { name: 'description', label: t('f.description'), kind: 'textarea' },
  { name: 'topics', label: t('f.topics'), kind: 'lines', hint: t('f.onePerLine') },
  { name: 'titleMl', label: t('f.titleMl'), kind: 'text', nullable: true },
  { name: 'descriptionMl', label: t('f.descriptionMl'), kind: 'textarea', nullable: true },
  { name: 'topicsMl', label: t('f.topicsMl'), kind: 'lines', hint: t('f.onePerLine') },
];

/** A category's or level's name, in English and Malayalam. */
export const nameFields = (t: T): FieldDef[] => [
  { name: 'name', label: t('f.name'), kind: 'text', required: true },
  { name: 'nameMl', label: t('f.nameMl'), kind: 'text', nullable: true },
];
