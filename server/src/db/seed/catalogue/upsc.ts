import type { DemoCourse } from './types';

/** UPSC Civil Services courses (demo content). */
export const upscCourses: DemoCourse[] = [
  {
    slug: 'upsc-gs-prelims',
    name: 'General Studies Prelims',
    category: 'upsc',
    level: 'degree-level',
    language: 'English',
    image: 'upsc-gs-prelims.svg',
    description:
      'General Studies Paper I of the Civil Services preliminary examination, unit by unit as UPSC publishes it: history, geography, polity, economy, environment, science and current events, with elimination techniques for the MCQs.',
    highlights: [
      'All seven areas of the GS Paper I syllabus',
      'Static topics linked to current events',
      'Elimination techniques for tricky MCQs',
      'Full-length tests with one-third negative marking',
    ],
    units: [
      {
        title: 'History of India and the Indian National Movement',
        description: 'Ancient, medieval and modern India, and art and culture.',
        topics: [
          'Harappan and Vedic cultures',
          'Mauryan and Gupta periods',
          'Bhakti and Sufi movements',
          'British expansion and economic impact',
          'Indian National Movement 1885–1947',
          'Indian art and architecture',
        ],
      },
      {
        title: 'Indian and World Geography',
        description: 'Physical, social and economic geography.',
        topics: [
          'Geomorphology, climatology and oceanography',
          'Physiography and drainage of India',
          'Agriculture and mineral resources',
          'Population and urbanisation',
          'Important places in the news',
        ],
      },
      {
        title: 'Indian Polity and Governance',
        description: 'Constitution, political system, Panchayati Raj, public policy, rights issues.',
        topics: [
          'Constitutional framework and amendments',
          'Parliament and state legislatures',
          'Judiciary',
          'Panchayati Raj and urban local bodies',
          'Rights issues and welfare schemes',
        ],
      },
      {
        title: 'Economic and Social Development',
        description: 'Sustainable development, poverty, inclusion, demographics, social sector initiatives.',
        topics: [
          'National income and growth',
          'Inflation, money and banking',
          'Fiscal policy and the Union Budget',
          'External sector and trade',
          'Poverty, inclusion and social sector schemes',
        ],
      },
      {
        title: 'Environmental Ecology, Biodiversity and Climate Change',
        description: 'General issues that do not need subject specialisation.',
        topics: [
          'Ecosystems and food chains',
          'Biodiversity hotspots and protected areas',
          'Climate change conventions: UNFCCC, Paris Agreement',
          'Pollution and environmental laws',
        ],
      },
      {
        title: 'General Science',
        description: 'Science and technology at the level of an educated person.',
        topics: [
          'Physics and chemistry in everyday life',
          'Biology and human health',
          'Space technology and ISRO missions',
          'Biotechnology and IT',
        ],
      },
      {
        title: 'Current Events of National and International Importance',
        description: 'The last year’s events, tied to the static syllabus.',
        topics: [
          'Government schemes and reports',
          'International organisations and summits',
          'Science and environment in the news',
        ],
      },
    ],
  },
  {
    slug: 'upsc-csat',
    name: 'CSAT Aptitude',
    category: 'upsc',
    level: 'degree-level',
    language: 'English',
    image: 'upsc-csat.svg',
    description:
      'General Studies Paper II (CSAT) of the Civil Services preliminary examination. It is qualifying at 33%, but each year candidates miss it: this course makes it safe with comprehension, reasoning and Class X-level numeracy.',
    highlights: [
      'Every area of the CSAT syllabus',
      'Comprehension strategies for long passages',
      'Class X-level maths from first principles',
      'Timed sectional tests',
    ],
    units: [
      {
        title: 'Comprehension',
        description: 'Reading passages and answering inference questions.',
        topics: ['Main idea and tone', 'Inference and assumptions', 'Critical reasoning passages'],
      },
      {
        title: 'Interpersonal and Communication Skills',
        description: 'Situational questions on communication.',
        topics: ['Communication situations', 'Team and conflict situations'],
      },
      {
        title: 'Logical Reasoning and Analytical Ability',
        description: 'Deductive and analytical problems.',
        topics: ['Syllogisms', 'Statements and conclusions', 'Seating arrangements', 'Blood relations and directions'],
      },
      {
        title: 'Decision Making and Problem Solving',
        description: 'Choosing the best course of action.',
        topics: ['Administrative situations', 'Ethical choices', 'Prioritising options'],
      },
      {
        title: 'General Mental Ability',
        description: 'Puzzles, series and patterns.',
        topics: ['Number and letter series', 'Coding and decoding', 'Cubes and dice', 'Clocks and calendars'],
      },
      {
        title: 'Basic Numeracy',
        description: 'Numbers and their relations, orders of magnitude (Class X level).',
        topics: [
          'Number system and divisibility',
          'Percentage, ratio and averages',
          'Time and work, speed and distance',
          'Permutations and probability basics',
        ],
      },
      {
        title: 'Data Interpretation',
        description: 'Charts, graphs, tables and data sufficiency (Class X level).',
        topics: ['Tables and bar charts', 'Pie and line charts', 'Data sufficiency'],
      },
    ],
  },
  {
    slug: 'upsc-indian-polity',
    name: 'Indian Polity & Constitution',
    category: 'upsc',
    level: 'degree-level',
    language: 'English',
    image: 'upsc-indian-polity.svg',
    description:
      'The Indian Constitution article by article and the institutions it creates, with landmark judgments, for the polity questions of the prelims and GS Paper II of the mains.',
    highlights: [
      'Constitution explained part by part',
      'Landmark Supreme Court judgments',
      'Constitutional and statutory bodies compared',
      'Article-number memory charts',
    ],
    units: [
      {
        title: 'Making of the Constitution',
        description: 'Historical background and the Constituent Assembly.',
        topics: [
          'Regulating Act 1773 to Government of India Act 1935',
          'Constituent Assembly and its committees',
          'Sources and salient features',
          'Preamble',
        ],
      },
      {
        title: 'Union, Territory and Citizenship',
        description: 'Articles 1–11.',
        topics: ['Union and its territory (Articles 1–4)', 'Reorganisation of states', 'Citizenship (Articles 5–11)'],
      },
      {
        title: 'Fundamental Rights, Directive Principles and Duties',
        description: 'Parts III and IV and Article 51A.',
        topics: [
          'Fundamental Rights (Articles 12–35)',
          'Writs under Article 32',
          'Directive Principles (Articles 36–51)',
          'Fundamental Duties (Article 51A)',
        ],
      },
      {
        title: 'The Union Government',
        description: 'President, Parliament and the Council of Ministers.',
        topics: ['President and Vice-President', 'Prime Minister and Council of Ministers', 'Parliament: sessions, bills, committees'],
      },
      {
        title: 'The Judiciary',
        description: 'Supreme Court, High Courts and judicial review.',
        topics: ['Supreme Court: jurisdiction and appointments', 'High Courts', 'Judicial review and PIL', 'Basic structure doctrine'],
      },
      {
        title: 'States and Local Government',
        description: 'State executive and legislature, Panchayats and Municipalities.',
        topics: ['Governor and Chief Minister', 'State legislature', '73rd and 74th Amendments', 'Scheduled and tribal areas'],
      },
      {
        title: 'Federalism and Emergency Provisions',
        description: 'Centre–state relations and emergencies.',
        topics: ['Legislative, administrative and financial relations', 'National emergency (Article 352)', 'President’s rule (Article 356)', 'Financial emergency (Article 360)'],
      },
      {
        title: 'Constitutional Bodies and Amendments',
        description: 'Independent bodies and how the Constitution changes.',
        topics: ['Election Commission, UPSC, CAG, Finance Commission', 'Amendment procedure (Article 368)', 'Important amendments'],
      },
    ],
  },
  {
    slug: 'upsc-ncert-foundation',
    name: 'NCERT Foundation',
    category: 'upsc',
    level: 'plus-two-level',
    language: 'English',
    image: 'upsc-ncert-foundation.svg',
    description:
      'The NCERT textbooks from Class 6 to 12 that every civil services aspirant should read first, condensed into subject-wise notes and tests. Suits graduates starting out and students in Classes 11 and 12.',
    highlights: [
      'Class 6–12 NCERTs condensed by subject',
      'Chapter-wise notes and quick quizzes',
      'Bridges to standard reference books',
      'Suitable for beginners',
    ],
    units: [
      {
        title: 'Ancient and Medieval India (NCERT History)',
        description: 'Our Pasts and Themes in Indian History.',
        topics: ['Early societies and the Harappan civilisation', 'Kings, farmers and towns', 'Medieval kingdoms', 'Bhakti–Sufi traditions'],
      },
      {
        title: 'Modern India (NCERT History)',
        description: 'Colonialism and the national movement.',
        topics: ['Colonialism and the countryside', 'Rebels and the Raj', 'Mahatma Gandhi and the national movement', 'Framing the Constitution'],
      },
      {
        title: 'Physical Geography',
        description: 'Fundamentals of Physical Geography (Class 11).',
        topics: ['Interior of the earth', 'Landforms and their evolution', 'Atmosphere and weather', 'Water: oceans'],
      },
      {
        title: 'Indian Geography',
        description: 'India: Physical Environment and People and Economy.',
        topics: ['Structure and physiography', 'Drainage system', 'Climate, vegetation and soils', 'Land resources and agriculture'],
      },
      {
        title: 'Polity (NCERT)',
        description: 'Indian Constitution at Work (Class 11).',
        topics: ['Constitution: why and how', 'Rights in the Constitution', 'Election and representation', 'Federalism and local governments'],
      },
      {
        title: 'Economy (NCERT)',
        description: 'Indian Economic Development and macroeconomics.',
        topics: ['Indian economy on the eve of independence', 'Liberalisation, privatisation and globalisation', 'Money and banking', 'Government budget'],
      },
      {
        title: 'Science (Classes 6–10)',
        description: 'The science a generalist needs.',
        topics: ['Light, electricity and magnetism', 'Carbon and its compounds', 'Life processes and heredity', 'Our environment'],
      },
      {
        title: 'Indian Art and Culture',
        description: 'An Introduction to Indian Art (Class 11).',
        topics: ['Prehistoric rock paintings', 'Arts of the Mauryan period', 'Temple architecture', 'Indo-Islamic architecture'],
      },
    ],
  },
];
