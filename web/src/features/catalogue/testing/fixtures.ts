import type {
  Category,
  Course,
  CourseProgress,
  CourseSummary,
  SyllabusUnit,
} from '@pariksha/contracts/catalogue';

/** Test data for the catalogue's screens, with Malayalam versions where the demo has them. */

export const progress = (p: Partial<CourseProgress> = {}): CourseProgress => ({
  classesWatched: 3,
  classesTotal: 10,
  testsTaken: 1,
  testsTotal: 4,
  averageScore: 62.5,
  percent: 45,
  ...p,
});

export const summary = (c: Partial<CourseSummary> = {}): CourseSummary => ({
  id: 7,
  slug: 'kerala-renaissance',
  course_name: 'Kerala Renaissance',
  course_image: '/media/courses/7.svg',
  description: 'Reformers and movements that shaped modern Kerala.',
  descriptionMl: 'ആധുനിക കേരളത്തെ രൂപപ്പെടുത്തിയ നവോത്ഥാന നായകരും പ്രസ്ഥാനങ്ങളും.',
  language: 'Malayalam & English',
  categoryId: 1,
  levelId: 3,
  isDemo: true,
  progress: progress(),
  access: { kind: 'free', until: null },
  ...c,
});

export const course = (c: Partial<Course> = {}): Course => ({
  ...summary(),
  categoryName: 'Kerala PSC',
  categoryNameMl: 'കേരള പി.എസ്.സി',
  // No Malayalam name: the English stands in, marked as English.
  levelName: 'Degree Level',
  levelNameMl: null,
  highlights: ['60 recorded classes', 'Weekly mock tests'],
  highlightsMl: ['60 റെക്കോർഡ് ചെയ്ത ക്ലാസുകൾ', 'ആഴ്ചതോറും മോക്ക് ടെസ്റ്റുകൾ'],
  syllabusUnitCount: 2,
  counts: { recordedClasses: 6, liveNow: 0, upcomingLive: 2, tests: 1, documents: 4 },
  ...c,
});

export const units: SyllabusUnit[] = [
  {
    id: 11,
    position: 1,
    title: 'Social reformers',
    description: 'Sree Narayana Guru, Chattampi Swamikal, Ayyankali.',
    topics: ['SNDP Yogam', 'Temple entry'],
    titleMl: 'സാമൂഹിക പരിഷ്കർത്താക്കൾ',
    descriptionMl: 'ശ്രീനാരായണ ഗുരു, ചട്ടമ്പിസ്വാമികൾ, അയ്യങ്കാളി.',
    topicsMl: ['എസ്.എൻ.ഡി.പി യോഗം', 'ക്ഷേത്രപ്രവേശനം'],
  },
  {
    id: 12,
    position: 2,
    title: 'Press and literature',
    description: 'Newspapers and writers of the reform age.',
    topics: ['Swadeshabhimani'],
    titleMl: null,
    descriptionMl: null,
    topicsMl: null,
  },
];

export const categories: Category[] = [
  {
    id: 1,
    name: 'Kerala PSC',
    nameMl: 'കേരള പി.എസ്.സി',
    slug: 'kerala-psc',
    description: 'Kerala Public Service Commission recruitment.',
    descriptionMl: null,
    levels: [
      {
        id: 1,
        name: '10th Level',
        nameMl: 'പത്താം ക്ലാസ് നിലവാരം',
        slug: '10th-level',
        courseCount: 1,
      },
      { id: 3, name: 'Degree Level', nameMl: null, slug: 'degree-level', courseCount: 4 },
    ],
  },
];
