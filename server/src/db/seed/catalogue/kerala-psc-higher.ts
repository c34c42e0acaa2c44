import type { DemoCourse } from './types';

/** Kerala PSC +2 and degree-level courses (demo content). */
export const keralaPscHigherCourses: DemoCourse[] = [
  {
    slug: 'kpsc-plus2-prelims',
    name: '+2 Level Preliminary Exam',
    category: 'kerala-psc',
    level: 'plus-two-level',
    language: 'Malayalam & English',
    image: 'kpsc-plus2-prelims.svg',
    description:
      'Preparation for Kerala PSC’s common preliminary examination at the +2 level, the gateway to posts such as Civil Excise Officer and Civil Police Officer. Covers every part of the published syllabus.',
    highlights: [
      'Complete +2-level preliminary syllabus',
      'Basics of computers explained for beginners',
      'Part-wise and full-length mock tests',
      'English and Malayalam language modules',
    ],
    units: [
      {
        title: 'History: Kerala, India and the World',
        description: 'From ancient Kerala to world revolutions.',
        topics: [
          'Sangam age and the Perumals of Mahodayapuram',
          'European arrival in Kerala',
          'British rule and Indian freedom struggle',
          'French and Russian revolutions',
          'World wars and the United Nations',
        ],
      },
      {
        title: 'Geography',
        description: 'Earth, India and Kerala.',
        topics: [
          'Earth’s structure, latitudes and longitudes',
          'Atmosphere and winds',
          'India: soils, crops and minerals',
          'Kerala: physiography and climate',
        ],
      },
      {
        title: 'Economics',
        description: 'Indian economy and planning.',
        topics: [
          'National income',
          'Five-Year Plans and NITI Aayog',
          'Banking, RBI and monetary policy',
          'Taxes and GST',
        ],
      },
      {
        title: 'Civics and the Indian Constitution',
        description: 'Government, rights and public administration.',
        topics: [
          'Features of the Constitution',
          'Fundamental Rights, Directive Principles and Duties',
          'Constitutional bodies',
          'Amendments and important articles',
          'Consumer protection and human rights',
        ],
      },
      {
        title: 'Arts, Literature, Culture and Sports',
        description: 'Kerala’s art forms and sporting events.',
        topics: [
          'Kathakali, Mohiniyattam, Theyyam and Koodiyattam',
          'Malayalam literature and Jnanpith winners',
          'Olympics, Asian Games and national sports awards',
        ],
      },
      {
        title: 'Basics of Computers',
        description: 'Hardware, software, internet and cyber laws.',
        topics: [
          'Hardware and input–output devices',
          'Operating systems and software',
          'Networks and the internet',
          'Cyber crimes and the IT Act 2000',
        ],
      },
      {
        title: 'Science and Technology',
        description: 'Physics, chemistry, biology and India’s technology missions.',
        topics: [
          'Physics: motion, heat, light and electricity',
          'Chemistry: atoms, periodic table, metals',
          'Biology: cells, human body, diseases',
          'ISRO missions and India’s defence technology',
        ],
      },
      {
        title: 'Simple Arithmetic, Mental Ability and Reasoning',
        description: 'Arithmetic and reasoning to +2 standard.',
        topics: [
          'Number system and simplification',
          'Percentage, interest, profit and loss',
          'Time, work and distance',
          'Analogy, series and coding',
          'Venn diagrams and clocks',
        ],
      },
      {
        title: 'General English and Malayalam',
        description: 'The two language sections of the paper.',
        topics: [
          'Grammar, vocabulary and idioms',
          'Sentence correction',
          'പദശുദ്ധി, വാക്യശുദ്ധി, പര്യായം',
          'പരിഭാഷ',
        ],
      },
    ],
  },
  {
    slug: 'kpsc-degree-prelims',
    name: 'Degree Level Preliminary Exam',
    category: 'kerala-psc',
    level: 'degree-level',
    language: 'English',
    image: 'kpsc-degree-prelims.svg',
    description:
      'For Kerala PSC’s degree-level common preliminary examination (posts such as Sub Inspector of Police and University Assistant). Depth on Kerala governance, public health and technology, with full-length timed tests.',
    highlights: [
      'Every part of the degree-level preliminary syllabus',
      'Kerala governance and administration in depth',
      'Full-length 100-question timed tests',
      'Analytical notes on previous papers',
    ],
    units: [
      {
        title: 'History',
        description: 'Kerala, India and the world.',
        topics: [
          'Ancient and medieval Kerala',
          'Kerala under the British and the princely states',
          'Indian national movement',
          'India after independence',
          'World history: revolutions and world wars',
        ],
      },
      {
        title: 'Geography',
        description: 'Physical and economic geography.',
        topics: [
          'Earth and the universe',
          'Climate, landforms and oceans',
          'India: agriculture, industries and transport',
          'Kerala: natural resources and disasters',
        ],
      },
      {
        title: 'Economics',
        description: 'Indian economy with Kerala’s own features.',
        topics: [
          'Planning and economic reforms',
          'Budget, fiscal policy and GST',
          'Banking and financial institutions',
          'Kerala’s economy and the Kerala model',
        ],
      },
      {
        title: 'Indian Constitution',
        description: 'Constitutional law at degree level.',
        topics: [
          'Constituent Assembly and the Preamble',
          'Fundamental Rights and remedies',
          'Union and state executives',
          'Judiciary and judicial review',
          'Amendments and emergency provisions',
        ],
      },
      {
        title: 'Kerala: Governance and System of Administration',
        description: 'How Kerala is administered.',
        topics: [
          'Kerala Public Service Commission',
          'Local self-government institutions',
          'Kerala’s welfare schemes and missions',
          'Land reforms in Kerala',
          'Right to Information and e-governance',
        ],
      },
      {
        title: 'Life Science and Public Health',
        description: 'Biology with health policy.',
        topics: [
          'Human physiology',
          'Nutrition and deficiency diseases',
          'Communicable and lifestyle diseases',
          'Public health programmes and immunisation',
        ],
      },
      {
        title: 'Physics, Chemistry and Technology',
        description: 'Physical sciences and applied technology.',
        topics: [
          'Mechanics, optics and electricity',
          'Chemical reactions and everyday chemistry',
          'Energy sources and nuclear technology',
          'Space and defence technology',
          'Computer science basics',
        ],
      },
      {
        title: 'Arts, Literature, Culture and Sports',
        description: 'Kerala’s cultural life.',
        topics: [
          'Classical and folk arts of Kerala',
          'Malayalam literature and awards',
          'Films and film awards',
          'Sports personalities and events',
        ],
      },
      {
        title: 'Simple Arithmetic, Mental Ability and Reasoning',
        description: 'Quantitative and reasoning section.',
        topics: [
          'Ratio, percentage and averages',
          'Interest, profit and loss',
          'Progressions',
          'Syllogism and statements',
          'Coding, directions and puzzles',
        ],
      },
      {
        title: 'English, Malayalam and Current Affairs',
        description: 'The language sections and recent events.',
        topics: [
          'English grammar and vocabulary',
          'Malayalam grammar and vocabulary',
          'Current affairs of the last year',
        ],
      },
    ],
  },
  {
    slug: 'kpsc-malayalam-grammar',
    name: 'മലയാളം വ്യാകരണം — Malayalam Grammar',
    category: 'kerala-psc',
    level: 'plus-two-level',
    language: 'Malayalam',
    image: 'kpsc-malayalam-grammar.svg',
    description:
      'കേരള പി.എസ്.സി പരീക്ഷകളിലെ മലയാളം ഭാഗത്തിനുള്ള സമ്പൂർണ്ണ വ്യാകരണ പഠനം: സന്ധി, സമാസം, വിഭക്തി, പദശുദ്ധി, വാക്യശുദ്ധി, ശൈലികൾ, അലങ്കാരം, വൃത്തം. Complete grammar for the Malayalam section of Kerala PSC exams.',
    highlights: [
      'Grammar rules with PSC-style examples',
      'പദശുദ്ധി, വാക്യശുദ്ധി practice sets',
      'Writers, works and pen names for the literature questions',
      'Unit-wise mock tests',
    ],
    units: [
      {
        title: 'അക്ഷരമാല — The Alphabet',
        description: 'സ്വരം, വ്യഞ്ജനം, ചില്ലക്ഷരങ്ങൾ.',
        topics: ['സ്വരങ്ങൾ', 'വ്യഞ്ജനങ്ങൾ: ഖരം, അതിഖരം, മൃദു, ഘോഷം, അനുനാസികം', 'ചില്ലക്ഷരങ്ങൾ', 'കൂട്ടക്ഷരങ്ങൾ'],
      },
      {
        title: 'സന്ധി — Sandhi',
        description: 'How sounds join when words meet.',
        topics: ['ലോപസന്ധി', 'ആഗമസന്ധി', 'ആദേശസന്ധി', 'ദ്വിത്വസന്ധി', 'ചേർത്തെഴുതുക, പിരിച്ചെഴുതുക'],
      },
      {
        title: 'സമാസം — Compounds',
        description: 'Types of compound words and how to split them.',
        topics: ['തത്പുരുഷൻ', 'കർമ്മധാരയൻ', 'ബഹുവ്രീഹി', 'ദ്വന്ദ്വൻ', 'അവ്യയീഭാവൻ'],
      },
      {
        title: 'നാമം, ലിംഗം, വചനം, വിഭക്തി',
        description: 'Nouns and their case endings.',
        topics: [
          'ലിംഗം: പുല്ലിംഗം, സ്ത്രീലിംഗം, നപുംസകലിംഗം',
          'വചനം: ഏകവചനം, ബഹുവചനം',
          'വിഭക്തികൾ: നിർദ്ദേശിക, പ്രതിഗ്രാഹിക, സംയോജിക, ഉദ്ദേശിക, പ്രയോജിക, സംബന്ധിക, ആധാരിക',
          'കാരകം',
        ],
      },
      {
        title: 'ക്രിയ — Verbs',
        description: 'Tense, mood and kinds of verbs.',
        topics: ['കാലം: ഭൂതം, വർത്തമാനം, ഭാവി', 'സകർമ്മകം, അകർമ്മകം', 'കേവലക്രിയ, പ്രയോജകക്രിയ', 'പ്രകാരം'],
      },
      {
        title: 'പദശുദ്ധി, വാക്യശുദ്ധി',
        description: 'Spotting the correct word and the correct sentence.',
        topics: ['തെറ്റില്ലാത്ത പദം കണ്ടെത്തുക', 'ശരിയായ വാക്യം', 'സാധാരണ തെറ്റുകൾ'],
      },
      {
        title: 'പദസമ്പത്ത് — Vocabulary',
        description: 'Synonyms, antonyms, one-word substitutes, idioms and proverbs.',
        topics: ['പര്യായപദങ്ങൾ', 'വിപരീതപദങ്ങൾ', 'ഒറ്റപ്പദം', 'ശൈലികൾ', 'പഴഞ്ചൊല്ലുകൾ'],
      },
      {
        title: 'അലങ്കാരം, വൃത്തം',
        description: 'Figures of speech and metres.',
        topics: ['ഉപമ, ഉൽപ്രേക്ഷ, രൂപകം', 'ഭാഷാവൃത്തങ്ങൾ: കാകളി, കേക, മഞ്ജരി, നതോന്നത'],
      },
      {
        title: 'പരിഭാഷയും സാഹിത്യവും',
        description: 'Translation and Malayalam literature.',
        topics: ['English–Malayalam പരിഭാഷ', 'എഴുത്തുകാരും കൃതികളും', 'തൂലികാനാമങ്ങൾ', 'ജ്ഞാനപീഠം നേടിയ മലയാളികൾ'],
      },
    ],
  },
  {
    slug: 'kpsc-kas-foundation',
    name: 'KAS Foundation',
    category: 'kerala-psc',
    level: 'degree-level',
    language: 'English',
    image: 'kpsc-kas-foundation.svg',
    description:
      'Foundation for the Kerala Administrative Service preliminary examination: both papers, from history and the Constitution to science, reasoning and the language sections, with answer-writing practice for the mains.',
    highlights: [
      'Paper I and Paper II of the KAS preliminary',
      'Kerala-specific governance and economy',
      'Reasoning and mental ability drills',
      'Answer-writing introduction for the mains',
    ],
    units: [
      {
        title: 'History and Culture of India and Kerala',
        description: 'Ancient to modern, with Kerala’s heritage.',
        topics: [
          'Ancient and medieval India',
          'Modern India and the national movement',
          'History of Kerala from the Sangam age',
          'Cultural heritage of Kerala',
        ],
      },
      {
        title: 'Indian Constitution and Political System',
        description: 'Polity for administrators.',
        topics: [
          'Constitutional framework',
          'Union and state governments',
          'Centre–state relations',
          'Constitutional and statutory bodies',
        ],
      },
      {
        title: 'Public Administration and Governance',
        description: 'How public policy is made and delivered.',
        topics: [
          'Administrative reforms in Kerala',
          'Citizen charters and the Right to Services',
          'Decentralised planning',
          'E-governance initiatives',
        ],
      },
      {
        title: 'Indian Economy and Planning',
        description: 'Growth, planning and Kerala’s economy.',
        topics: [
          'Economic planning and reforms since 1991',
          'Fiscal and monetary policy',
          'Agriculture and industry',
          'Kerala’s economy: remittances, tourism, services',
        ],
      },
      {
        title: 'Geography and Environment',
        description: 'Physical geography, environment and disasters.',
        topics: [
          'Physical and economic geography of India',
          'Geography of Kerala',
          'Climate change and biodiversity',
          'Disaster management: floods and landslides',
        ],
      },
      {
        title: 'Science and Technology',
        description: 'Science in policy and daily life.',
        topics: [
          'Space, nuclear and defence programmes',
          'Biotechnology and health',
          'Information technology and cyber security',
          'Energy and sustainable development',
        ],
      },
      {
        title: 'Reasoning, Mental Ability and Simple Arithmetic',
        description: 'Paper II aptitude.',
        topics: [
          'Logical reasoning',
          'Data interpretation',
          'Arithmetic and basic numeracy',
          'Decision making',
        ],
      },
      {
        title: 'Language: English and Malayalam',
        description: 'The two language sections of Paper II.',
        topics: ['English grammar and comprehension', 'Malayalam grammar and vocabulary'],
      },
      {
        title: 'Current Affairs',
        description: 'Kerala, national and international events.',
        topics: ['Kerala affairs', 'National affairs', 'International relations'],
      },
    ],
  },
];
