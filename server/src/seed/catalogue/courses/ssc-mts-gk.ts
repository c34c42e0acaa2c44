import type { DemoCourse } from '../types';

export const sscMtsGk: DemoCourse = {
  slug: 'ssc-mts-gk',
  name: 'MTS General Awareness',
  aliases: ['multi tasking staff', 'havaldar', 'gk'],
  category: 'ssc',
  level: '10th-level',
  language: 'English',
  image: 'ssc-mts-gk.svg',
  description:
    'General Awareness for the SSC Multi Tasking Staff (non-technical) and Havaldar examination: static GK and current affairs at the matriculation level, in short notes and quick quizzes.',
  highlights: [
    'Static GK in one-page notes',
    'Monthly current affairs capsules',
    'Quick 10-question quizzes',
    'Matriculation-level science revision',
  ],
  units: [
    {
      title: 'History of India',
      description: 'Ancient, medieval and modern India.',
      topics: ['Ancient dynasties', 'Mughal Empire', 'Freedom struggle', 'Important personalities'],
    },
    {
      title: 'Geography',
      description: 'India and the world.',
      topics: [
        'Solar system',
        'Rivers and mountains of India',
        'States and capitals',
        'National parks',
      ],
    },
    {
      title: 'Indian Polity',
      description: 'Constitution and government.',
      topics: ['Constitution basics', 'President, Parliament and judiciary', 'Important articles'],
    },
    {
      title: 'Economy',
      description: 'Basic economics.',
      topics: ['Banking and RBI', 'Budget and taxes', 'Government schemes'],
    },
    {
      title: 'General Science',
      description: 'Physics, chemistry and biology.',
      topics: ['Units and inventions', 'Chemistry in daily life', 'Human body and diseases'],
    },
    {
      title: 'Static GK',
      description: 'Facts that are asked again and again.',
      topics: [
        'Books and authors',
        'Important days',
        'Awards and honours',
        'Sports and trophies',
        'Art and culture',
      ],
    },
    {
      title: 'Current Affairs',
      description: 'The last six months of national and international events.',
      topics: ['National events', 'International events', 'Appointments', 'Sports events'],
    },
  ],
};
