import type { DemoCourse } from '../types';

export const upscGsPrelims: DemoCourse = {
  slug: 'upsc-gs-prelims',
  name: 'General Studies Prelims',
  aliases: ['gs paper i', 'civil services prelims'],
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
      description:
        'Sustainable development, poverty, inclusion, demographics, social sector initiatives.',
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
};
