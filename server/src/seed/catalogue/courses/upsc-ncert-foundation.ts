import type { DemoCourse } from '../types';

export const upscNcertFoundation: DemoCourse = {
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
      topics: [
        'Early societies and the Harappan civilisation',
        'Kings, farmers and towns',
        'Medieval kingdoms',
        'Bhakti–Sufi traditions',
      ],
    },
    {
      title: 'Modern India (NCERT History)',
      description: 'Colonialism and the national movement.',
      topics: [
        'Colonialism and the countryside',
        'Rebels and the Raj',
        'Mahatma Gandhi and the national movement',
        'Framing the Constitution',
      ],
    },
    {
      title: 'Physical Geography',
      description: 'Fundamentals of Physical Geography (Class 11).',
      topics: [
        'Interior of the earth',
        'Landforms and their evolution',
        'Atmosphere and weather',
        'Water: oceans',
      ],
    },
    {
      title: 'Indian Geography',
      description: 'India: Physical Environment and People and Economy.',
      topics: [
        'Structure and physiography',
        'Drainage system',
        'Climate, vegetation and soils',
        'Land resources and agriculture',
      ],
    },
    {
      title: 'Polity (NCERT)',
      description: 'Indian Constitution at Work (Class 11).',
      topics: [
        'Constitution: why and how',
        'Rights in the Constitution',
        'Election and representation',
        'Federalism and local governments',
      ],
    },
    {
      title: 'Economy (NCERT)',
      description: 'Indian Economic Development and macroeconomics.',
      topics: [
        'Indian economy on the eve of independence',
        'Liberalisation, privatisation and globalisation',
        'Money and banking',
        'Government budget',
      ],
    },
    {
      title: 'Science (Classes 6–10)',
      description: 'The science a generalist needs.',
      topics: [
        'Light, electricity and magnetism',
        'Carbon and its compounds',
        'Life processes and heredity',
        'Our environment',
      ],
    },
    {
      title: 'Indian Art and Culture',
      description: 'An Introduction to Indian Art (Class 11).',
      topics: [
        'Prehistoric rock paintings',
        'Arts of the Mauryan period',
        'Temple architecture',
        'Indo-Islamic architecture',
      ],
    },
  ],
};
