import type { TFunction } from 'i18next';
import {
  IMAGE_TYPES,
  publishedField,
  titleFields,
  videoFields,
} from '@/components/console/common-fields';
import type { FieldDef } from '@/components/console/form-values';

type T = TFunction<'console'>;

export const articleFields = (t: T): FieldDef[] => [
  {
    name: 'language',
    label: t('f.articleLanguage'),
    kind: 'select',
    required: true,
    options: [
      { value: 'en', label: 'English' },
      { value: 'ml', label: 'മലയാളം' },
    ],
  },
  { name: 'title', label: t('f.title'), kind: 'text', required: true },
  { name: 'summary', label: t('f.summary'), kind: 'textarea', rows: 2, required: true },
  { name: 'bodyHtml', label: t('f.body'), kind: 'html', rows: 12 },
  {
    name: 'image',
    label: t('f.articleImage'),
    kind: 'upload',
    upload: 'image',
    accept: IMAGE_TYPES,
    nullable: true,
  },
  { name: 'tags', label: t('f.tags'), kind: 'lines', hint: t('f.onePerLine') },
  { name: 'publishedAt', label: t('f.publishedAt'), kind: 'datetime', required: true },
  publishedField(t),
];

export const affairsVideoFields = (t: T): FieldDef[] => [
  ...titleFields(t),
  ...videoFields(t),
  { name: 'publishedAt', label: t('f.publishedAt'), kind: 'datetime', required: true },
  publishedField(t),
];
