import type { DemoCourse } from './types';

/** Kerala PSC 10th-level courses (demo content). */
export const keralaPsc10thCourses: DemoCourse[] = [
  {
    slug: 'kpsc-ldc-complete',
    name: 'LDC Complete Course — എൽ.ഡി.സി സമ്പൂർണ്ണ പരിശീലനം',
    category: 'kerala-psc',
    level: '10th-level',
    language: 'Malayalam & English',
    image: 'kpsc-ldc-complete.svg',
    description:
      'Everything the Lower Division Clerk examination asks, from Kerala and Indian general knowledge to arithmetic, English and Malayalam, taught in Malayalam with English terms and practised on the PSC pattern (1 mark per question, 1/3 negative).',
    highlights: [
      'Full LDC main-exam syllabus in ten units',
      'Recorded classes in Malayalam with English terms',
      'Topic-wise mock tests on the PSC pattern',
      'Monthly current affairs for Kerala and India',
    ],
    units: [
      {
        title: 'Indian History and the National Movement',
        description: 'Ancient, medieval and modern India up to Independence.',
        topics: [
          'Indus Valley Civilisation and the Vedic age',
          'Mauryas, Guptas and the Delhi Sultanate',
          'The Mughal Empire',
          'Revolt of 1857',
          'Indian National Congress and the moderates and extremists',
          'Gandhian movements: Non-cooperation, Civil Disobedience, Quit India',
        ],
      },
      {
        title: 'Geography of India and Kerala',
        description: 'Physical features, rivers, climate and resources.',
        topics: [
          'Physiographic divisions of India',
          'Himalayan and peninsular rivers',
          'Monsoon and climate',
          'Kerala: districts, rivers, lakes and backwaters',
          'Western Ghats, passes and national parks of Kerala',
        ],
      },
      {
        title: 'Indian Constitution and Civics',
        description: 'How India is governed, and the citizen’s rights and duties.',
        topics: [
          'Preamble and salient features',
          'Fundamental Rights and Directive Principles',
          'Fundamental Duties',
          'Parliament, President and Prime Minister',
          'Panchayati Raj and the 73rd and 74th Amendments',
          'Right to Information Act 2005',
        ],
      },
      {
        title: 'Kerala Renaissance',
        description: 'Social reformers and movements that reshaped Kerala.',
        topics: [
          'Sree Narayana Guru and the SNDP Yogam',
          'Chattampi Swamikal and Ayyankali',
          'Vaikom and Guruvayur Satyagrahas',
          'Temple Entry Proclamation',
          'Malayali Memorial and Ezhava Memorial',
        ],
      },
      {
        title: 'General Science',
        description: 'Physics, chemistry and biology at the 10th-standard level.',
        topics: [
          'Motion, force, work and energy',
          'Light, sound and electricity',
          'Elements, compounds, acids and bases',
          'Human body systems and nutrition',
          'Diseases, vaccines and public health',
        ],
      },
      {
        title: 'Economics and Kerala Model',
        description: 'Basic economics with a focus on India and Kerala.',
        topics: [
          'Five-Year Plans and NITI Aayog',
          'Reserve Bank of India and banking',
          'Kerala model of development',
          'Poverty-alleviation and welfare schemes',
        ],
      },
      {
        title: 'Simple Arithmetic and Mental Ability',
        description: 'Speed methods for the arithmetic and reasoning section.',
        topics: [
          'Numbers, fractions and decimals',
          'Percentage, ratio and proportion',
          'Simple and compound interest',
          'Time and work, time and distance',
          'Series, analogy, coding and decoding',
          'Clocks and calendars',
        ],
      },
      {
        title: 'General English',
        description: 'Grammar and vocabulary as asked in PSC papers.',
        topics: [
          'Articles, prepositions and tenses',
          'Subject–verb agreement',
          'Active and passive voice; direct and indirect speech',
          'Synonyms, antonyms and one-word substitutes',
          'Idioms and phrasal verbs',
        ],
      },
      {
        title: 'Regional Language — Malayalam',
        description: 'പദശുദ്ധി, വാക്യശുദ്ധി, പര്യായം, വിപരീതം, ശൈലികൾ.',
        topics: [
          'പദശുദ്ധിയും വാക്യശുദ്ധിയും',
          'പര്യായപദങ്ങൾ, വിപരീതപദങ്ങൾ',
          'ശൈലികളും പഴഞ്ചൊല്ലുകളും',
          'പരിഭാഷ (English to Malayalam)',
        ],
      },
      {
        title: 'Current Affairs',
        description: 'Events of the last twelve months, Kerala and national.',
        topics: [
          'Kerala government schemes and awards',
          'National news, appointments and reports',
          'Sports events and winners',
          'Science and space missions',
        ],
      },
    ],
  },
  {
    slug: 'kpsc-lgs-foundation',
    name: 'Last Grade Servants Foundation',
    category: 'kerala-psc',
    level: '10th-level',
    language: 'Malayalam',
    image: 'kpsc-lgs-foundation.svg',
    description:
      'A from-the-basics course for the Last Grade Servants examination: the general knowledge, science and arithmetic that the 10th-level preliminary and main papers test, with short daily revision lists.',
    highlights: [
      'Starts from the basics: no prior coaching needed',
      'Short daily revision lists for one-word facts',
      'Arithmetic taught step by step',
      'Previous-question-paper style practice',
    ],
    units: [
      {
        title: 'Kerala: History and Places',
        description: 'Kerala’s history, districts and important places.',
        topics: [
          'Formation of Kerala, 1 November 1956',
          'Districts and their headquarters',
          'Travancore, Kochi and Malabar',
          'Important places, temples and festivals',
        ],
      },
      {
        title: 'India: Facts and Figures',
        description: 'States, capitals, symbols and firsts.',
        topics: [
          'States, union territories and capitals',
          'National symbols',
          'Indian firsts and important days',
          'Dams, rivers and projects',
        ],
      },
      {
        title: 'Constitution Basics',
        description: 'The parts of the Constitution a clerk-level paper asks about.',
        topics: [
          'Making of the Constitution',
          'Fundamental Rights and Duties',
          'President, Governor and Chief Minister',
          'Elections and the Election Commission',
        ],
      },
      {
        title: 'Renaissance Leaders',
        description: 'Reformers of Kerala in short, memorable notes.',
        topics: [
          'Sree Narayana Guru',
          'Ayyankali',
          'Chattampi Swamikal',
          'Mannathu Padmanabhan',
          'V. T. Bhattathiripad',
        ],
      },
      {
        title: 'Everyday Science',
        description: 'Science in daily life and public health.',
        topics: [
          'Vitamins, minerals and deficiency diseases',
          'Communicable diseases and their causes',
          'Common chemicals in daily use',
          'Units and measurements',
        ],
      },
      {
        title: 'Simple Arithmetic',
        description: 'The arithmetic section, one method at a time.',
        topics: [
          'Four operations and BODMAS',
          'LCM and HCF',
          'Fractions and decimals',
          'Percentage and averages',
          'Profit and loss',
        ],
      },
      {
        title: 'Mental Ability',
        description: 'Reasoning questions of the 10th-level paper.',
        topics: [
          'Number and letter series',
          'Odd one out',
          'Direction sense',
          'Ranking and ordering',
        ],
      },
      {
        title: 'Current Affairs Digest',
        description: 'Monthly digest of Kerala and national events.',
        topics: ['Kerala news', 'National news', 'Awards and honours', 'Sports'],
      },
    ],
  },
  {
    slug: 'kpsc-kerala-renaissance',
    name: 'Kerala Renaissance — കേരള നവോത്ഥാനം',
    category: 'kerala-psc',
    level: '10th-level',
    language: 'Malayalam',
    image: 'kpsc-kerala-renaissance.svg',
    description:
      'A focused course on the Kerala Renaissance, a section every Kerala PSC paper asks about: the reformers, their organisations and writings, the agitations for temple entry and civil rights, and Kerala’s part in the freedom struggle.',
    highlights: [
      'Every major reformer with their organisations and works',
      'Timeline of agitations from the Channar revolt to Aikya Kerala',
      'Memory charts of years, places and slogans',
      'Renaissance-only mock tests',
    ],
    units: [
      {
        title: 'Kerala Society in the 19th Century',
        description: 'The caste order and the conditions reformers challenged.',
        topics: [
          'Caste hierarchy and untouchability',
          'Restrictions on dress, roads and temples',
          'Missionary activity and modern education',
          'Ayya Vaikundar and Samathwa Samajam',
        ],
      },
      {
        title: 'Sree Narayana Guru and the SNDP Movement',
        description: '“One caste, one religion, one God for man.”',
        topics: [
          'Aruvippuram consecration (1888)',
          'SNDP Yogam (1903)',
          'Kumaranasan and Dr. Palpu',
          'Sahodaran Ayyappan and Misrabhojanam (1917)',
        ],
      },
      {
        title: 'Chattampi Swamikal, Ayyankali and Poikayil Appachan',
        description: 'Reformers who fought for the rights of the oppressed.',
        topics: [
          'Chattampi Swamikal: Vedadhikara Niroopanam',
          'Ayyankali: Villuvandi Samaram (1893)',
          'Sadhu Jana Paripalana Sangham (1907)',
          'Poikayil Yohannan and Prathyaksha Raksha Daiva Sabha',
          'Pandit Karuppan and Jathikummi',
        ],
      },
      {
        title: 'Community Reform Movements',
        description: 'Reform within communities and the press.',
        topics: [
          'Mannathu Padmanabhan and the NSS (1914)',
          'V. T. Bhattathiripad and Yogakshema Sabha',
          'Vakkom Moulavi and Swadeshabhimani',
          'Swadeshabhimani Ramakrishna Pillai',
          'Brahmananda Swami Sivayogi',
        ],
      },
      {
        title: 'Agitations for Civil Rights',
        description: 'Memorials and satyagrahas, with their years.',
        topics: [
          'Channar (upper cloth) revolt',
          'Malayali Memorial (1891) and Ezhava Memorial (1896)',
          'Vaikom Satyagraha (1924–25)',
          'Guruvayur Satyagraha (1931–32)',
          'Temple Entry Proclamation (1936)',
          'Nivarthana agitation',
        ],
      },
      {
        title: 'Women in the Renaissance',
        description: 'Women who led reform and public life.',
        topics: [
          'Akkamma Cherian',
          'Arya Pallam and Parvathy Nenmenimangalam',
          'Anna Chandy',
          'Changes in women’s education and dress',
        ],
      },
      {
        title: 'Kerala in the Freedom Struggle',
        description: 'Revolts against colonial rule and the road to Aikya Kerala.',
        topics: [
          'Attingal revolt (1721)',
          'Pazhassi revolts and the Kurichiya revolt (1812)',
          'Velu Thampi Dalawa and the Kundara Proclamation (1809)',
          'Malabar rebellion (1921)',
          'Kayyur and Punnapra–Vayalar',
          'Aikya Kerala movement',
        ],
      },
    ],
  },
  {
    slug: 'kpsc-vfa-crash',
    name: 'Village Field Assistant Crash Course',
    category: 'kerala-psc',
    level: '10th-level',
    language: 'Malayalam',
    image: 'kpsc-vfa-crash.svg',
    description:
      'A six-week crash course for the Village Field Assistant examination: high-yield general knowledge, science and arithmetic, with a daily mock test and a revision plan for the last month.',
    highlights: [
      'Six-week study plan with daily targets',
      'High-yield facts only, revised by repetition',
      'A daily 20-question mock test',
      'Last-month revision sprint',
    ],
    units: [
      {
        title: 'Kerala Geography Essentials',
        description: 'Rivers, hills and districts of Kerala.',
        topics: [
          '44 rivers: longest, west- and east-flowing',
          'Lakes, backwaters and estuaries',
          'Hill stations and wildlife sanctuaries',
          'Districts: area, population and firsts',
        ],
      },
      {
        title: 'History of India and Kerala',
        description: 'The most-asked events and personalities.',
        topics: [
          'Freedom struggle: key events and leaders',
          'Kerala kingdoms and colonial powers',
          'Renaissance leaders',
          'Post-independence Kerala',
        ],
      },
      {
        title: 'Local Self-Government',
        description: 'Panchayati Raj and the institutions a village sees.',
        topics: [
          '73rd and 74th Constitutional Amendments',
          'Kerala Panchayat Raj Act 1994',
          'People’s Plan Campaign',
          'Gram Sabha and its powers',
        ],
      },
      {
        title: 'Science Quick Revision',
        description: 'Physics, chemistry and biology in one-line facts.',
        topics: [
          'Scientific instruments and inventors',
          'Chemistry in daily life',
          'Human body',
          'Plants and agriculture of Kerala',
        ],
      },
      {
        title: 'Arithmetic Shortcuts',
        description: 'Fast methods for the arithmetic section.',
        topics: [
          'Percentage and profit and loss',
          'Ratio and ages',
          'Time, speed and distance',
          'Area and perimeter',
        ],
      },
      {
        title: 'Reasoning Drills',
        description: 'Timed practice for mental ability.',
        topics: ['Series', 'Coding and decoding', 'Blood relations', 'Calendars and clocks'],
      },
      {
        title: 'Current Affairs Sprint',
        description: 'The last six months in revision lists.',
        topics: [
          'Kerala schemes and missions',
          'National events and appointments',
          'Awards and sports',
        ],
      },
    ],
  },
];
