/**
 * Shape of a demo course as written by hand in this folder; the catalogue seeder turns it into
 * rows. Every text a learner reads has its Malayalam version beside it (`…Ml`), written for
 * learners rather than word for word; lists have one Malayalam line for each English line.
 */
export type DemoCategorySlug = 'kerala-psc' | 'upsc' | 'ssc';
export type DemoLevelSlug = '10th-level' | 'plus-two-level' | 'degree-level';

export type DemoUnit = {
  title: string;
  description: string;
  topics: string[];
  titleMl: string;
  descriptionMl: string;
  topicsMl: string[];
};

export type DemoCourse = {
  /** Stable key; demo mock tests and other seeders refer to courses by it. */
  slug: string;
  name: string;
  /** Other names learners type for it, lower-case ("lgs"); search finds the course by them. */
  aliases?: string[];
  category: DemoCategorySlug;
  level: DemoLevelSlug;
  language: string;
  /** File name under seed/assets/courses/, served as /media/courses/<file>. */
  image: string;
  description: string;
  descriptionMl: string;
  highlights: string[];
  highlightsMl: string[];
  /** In teaching order; at least six. */
  units: DemoUnit[];
};

/** `aliases`: other names learners type, lower-case; search finds the courses by them too. */
export const DEMO_CATEGORIES: {
  slug: DemoCategorySlug;
  name: string;
  nameMl: string;
  aliases: string[];
  description: string;
  descriptionMl: string;
}[] = [
  {
    slug: 'kerala-psc',
    name: 'Kerala PSC',
    nameMl: 'കേരള പി.എസ്.സി',
    aliases: ['kpsc', 'kerala public service commission', 'കേരള പി.എസ്.സി'],
    description:
      'Kerala Public Service Commission recruitment: LDC, LGS, VFA, the common preliminary exams at 10th, +2 and degree level, and the Kerala Administrative Service.',
    descriptionMl:
      'കേരള പബ്ലിക് സർവീസ് കമ്മീഷൻ നിയമനങ്ങൾ: എൽ.ഡി.സി, എൽ.ജി.എസ്, വി.എഫ്.എ, പത്താം ക്ലാസ്, പ്ലസ് ടു, ബിരുദ നിലവാരങ്ങളിലെ പൊതു പ്രാഥമിക പരീക്ഷകൾ, കേരള അഡ്മിനിസ്ട്രേറ്റീവ് സർവീസ് (കെ.എ.എസ്).',
  },
  {
    slug: 'upsc',
    name: 'UPSC',
    nameMl: 'യു.പി.എസ്.സി',
    aliases: ['union public service commission', 'civil services', 'ias'],
    description:
      'Union Public Service Commission Civil Services Examination: General Studies and CSAT for the preliminary exam, with NCERT-based foundations.',
    descriptionMl:
      'യൂണിയൻ പബ്ലിക് സർവീസ് കമ്മീഷന്റെ സിവിൽ സർവീസസ് പരീക്ഷ: പ്രിലിമിനറി പരീക്ഷയ്ക്കുള്ള ജനറൽ സ്റ്റഡീസും CSAT-ഉം, NCERT പുസ്തകങ്ങളിലൂന്നിയ അടിത്തറയോടെ.',
  },
  {
    slug: 'ssc',
    name: 'SSC',
    nameMl: 'എസ്.എസ്.സി',
    aliases: ['staff selection commission'],
    description:
      'Staff Selection Commission exams for central government posts: Combined Graduate Level (CGL), Combined Higher Secondary Level (CHSL) and Multi Tasking Staff (MTS).',
    descriptionMl:
      'കേന്ദ്ര സർക്കാർ തസ്തികകളിലേക്കുള്ള സ്റ്റാഫ് സെലക്ഷൻ കമ്മീഷൻ പരീക്ഷകൾ: ബിരുദതല (CGL), ഹയർ സെക്കൻഡറി തല (CHSL), മൾട്ടി ടാസ്കിങ് സ്റ്റാഫ് (MTS).',
  },
];

export const DEMO_LEVELS: {
  slug: DemoLevelSlug;
  name: string;
  nameMl: string;
  aliases: string[];
}[] = [
  {
    slug: '10th-level',
    name: '10th Level',
    nameMl: 'പത്താം ക്ലാസ് നിലവാരം',
    aliases: ['sslc level', 'tenth level'],
  },
  {
    slug: 'plus-two-level',
    name: '+2 Level',
    nameMl: 'പ്ലസ് ടു നിലവാരം',
    aliases: ['plus two level', 'plus 2 level', '12th level'],
  },
  {
    slug: 'degree-level',
    name: 'Degree Level',
    nameMl: 'ബിരുദ നിലവാരം',
    aliases: ['graduate level', 'graduation level'],
  },
];
