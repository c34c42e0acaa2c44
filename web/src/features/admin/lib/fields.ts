import { currentLanguage } from '@/lib/language';
import { inLanguage } from '@/lib/in-language';
import type { TFunction } from 'i18next';
import type { AdminCatalogue } from '@pariksha/contracts/admin';
import type { FieldDef } from '../components/entity-form';

/* The console's forms, as data: one list of fields per kind of content. */

/** A category's or level's name in the interface language (its English one when it has none). */
export const localName = (c: { name: string; nameMl: string | null }) =>
  inLanguage(c.name, c.nameMl, currentLanguage()).value;

export const courseFields = (t: TFunction<'admin'>, cat: AdminCatalogue): FieldDef[] => [
  { name: 'name', label: t('f.name'), kind: 'text', required: true },
  {
    name: 'categoryId',
    label: t('f.category'),
    kind: 'select',
    options: cat.categories.map((c) => ({ value: c.id, label: localName(c) })),
  },
  {
    name: 'levelId',
    label: t('f.level'),
    kind: 'select',
    options: cat.levels.map((l) => ({ value: l.id, label: localName(l) })),
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

const IMAGE_TYPES = 'image/jpeg,image/png,image/webp,image/svg+xml';
const titles = (t: TFunction<'admin'>): FieldDef[] => [
  { name: 'title', label: t('f.title'), kind: 'text', required: true },
  { name: 'titleMl', label: t('f.titleMl'), kind: 'text', nullable: true },
  { name: 'description', label: t('f.description'), kind: 'textarea' },
  { name: 'descriptionMl', label: t('f.descriptionMl'), kind: 'textarea', nullable: true },
];
const videoFiles = (t: TFunction<'admin'>): FieldDef[] => [
  {
    name: 'video',
    label: t('f.video'),
    kind: 'upload',
    upload: 'video',
    accept: 'video/mp4',
    durationInto: 'durationSeconds',
  },
  {
    name: 'durationSeconds',
    label: t('f.durationSeconds'),
    kind: 'number',
    min: 1,
    step: 1,
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
const examChoice = (exams: { id: number; title: string }[]) =>
  exams.map((e) => ({ value: e.id, label: e.title }));

export const recordedClassFields = (
  t: TFunction<'admin'>,
  exams: { id: number; title: string }[],
): FieldDef[] => [
  ...titles(t),
  { name: 'teacher', label: t('f.teacher'), kind: 'text', required: true },
  ...videoFiles(t),
  { name: 'notes', label: t('f.notes'), kind: 'textarea', rows: 6, hint: t('f.notesHint') },
  { name: 'notesMl', label: t('f.notesMl'), kind: 'textarea', rows: 6, nullable: true },
  { name: 'examIds', label: t('f.examIds'), kind: 'multi', options: examChoice(exams) },
  { name: 'published', label: t('f.published'), kind: 'checkbox' },
];

export const materialFields = (
  t: TFunction<'admin'>,
  units: { id: number; title: string }[],
): FieldDef[] => [
  {
    name: 'unitId',
    label: t('f.unit'),
    kind: 'select',
    nullable: true,
    options: units.map((u) => ({ value: u.id, label: u.title })),
    hint: t('f.unitHint'),
  },
  ...titles(t),
  { name: 'file', label: t('f.pdf'), kind: 'upload', upload: 'pdf', accept: 'application/pdf' },
  { name: 'downloadable', label: t('f.downloadable'), kind: 'checkbox' },
  { name: 'published', label: t('f.published'), kind: 'checkbox' },
];

export const liveClassFields = (
  t: TFunction<'admin'>,
  exams: { id: number; title: string }[],
  recordings: { id: number; title: string }[],
): FieldDef[] => [
  ...titles(t),
  { name: 'teacher', label: t('f.teacher'), kind: 'text', required: true },
  { name: 'startsAt', label: t('f.startsAt'), kind: 'datetime' },
  { name: 'plannedMinutes', label: t('f.plannedMinutes'), kind: 'number', min: 5, step: 5 },
  {
    name: 'streamKind',
    label: t('f.streamKind'),
    kind: 'select',
    options: [
      { value: 'hls', label: t('f.streamHls') },
      { value: 'youtube', label: t('f.streamYoutube') },
    ],
  },
  { name: 'stream', label: t('f.stream'), kind: 'text', required: true, hint: t('f.streamHint') },
  {
    name: 'recordingId',
    label: t('f.recording'),
    kind: 'select',
    nullable: true,
    options: recordings.map((r) => ({ value: r.id, label: r.title })),
  },
  { name: 'examIds', label: t('f.examIds'), kind: 'multi', options: examChoice(exams) },
  { name: 'published', label: t('f.published'), kind: 'checkbox' },
];

export const articleFields = (t: TFunction<'admin'>): FieldDef[] => [
  {
    name: 'language',
    label: t('f.articleLanguage'),
    kind: 'select',
    options: [
      { value: 'en', label: 'English' },
      { value: 'ml', label: 'മലയാളം' },
    ],
  },
  { name: 'title', label: t('f.title'), kind: 'text', required: true },
  { name: 'summary', label: t('f.summary'), kind: 'textarea', rows: 2 },
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
  { name: 'publishedAt', label: t('f.publishedAt'), kind: 'datetime' },
  { name: 'published', label: t('f.published'), kind: 'checkbox' },
];

export const affairsVideoFields = (t: TFunction<'admin'>): FieldDef[] => [
  ...titles(t),
  ...videoFiles(t),
  { name: 'publishedAt', label: t('f.publishedAt'), kind: 'datetime' },
  { name: 'published', label: t('f.published'), kind: 'checkbox' },
];

/** Text fields the API keeps as text (null where a Malayalam one is left empty). */
export const contentDefaults = {
  description: '',
  notes: '',
  examIds: [],
  published: false,
  downloadable: false,
  unitId: null,
};
