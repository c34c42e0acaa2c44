import type { TFunction } from 'i18next';
import type { FieldDef } from './form-values';

/* Fields that several kinds of content share, described once. */

type T = TFunction<'console'>;

export const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/svg+xml';

/** Items offered in a select: each by its title. */
export const choices = (items: { id: number; title: string }[]) =>
  items.map((i) => ({ value: i.id, label: i.title }));

export const publishedField = (t: T): FieldDef => ({
  name: 'published',
  label: t('f.published'),
  kind: 'checkbox',
});

/** A title and a description, each with its Malayalam version. */
export const titleFields = (t: T): FieldDef[] => [
  { name: 'title', label: t('f.title'), kind: 'text', required: true },
  { name: 'titleMl', label: t('f.titleMl'), kind: 'text', nullable: true },
  { name: 'description', label: t('f.description'), kind: 'textarea' },
  { name: 'descriptionMl', label: t('f.descriptionMl'), kind: 'textarea', nullable: true },
];

/** A video with its length (read from the file), its picture and its captions in both languages. */
export const videoFields = (t: T): FieldDef[] => [
  {
    name: 'video',
    label: t('f.video'),
    kind: 'upload',
    upload: 'video',
    accept: 'video/mp4',
    durationInto: 'durationSeconds',
    required: true,
  },
  {
    name: 'durationSeconds',
    label: t('f.durationSeconds'),
    kind: 'number',
    min: 1,
    step: 1,
    required: true,
    hint: t('f.durationHint'),
  },
  {
    name: 'thumbnail',
    label: t('f.thumbnail'),
    kind: 'upload',
    upload: 'image',
    accept: IMAGE_TYPES,
    nullable: true,
  },
  {
    name: 'captionsEn',
    label: t('f.captionsEn'),
    kind: 'upload',
    upload: 'captions',
    accept: '.vtt,text/vtt',
    nullable: true,
  },
  {
    name: 'captionsMl',
    label: t('f.captionsMl'),
    kind: 'upload',
    upload: 'captions',
    accept: '.vtt,text/vtt',
    nullable: true,
  },
];
