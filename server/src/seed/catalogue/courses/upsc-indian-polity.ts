import type { DemoCourse } from '../types';

export const upscIndianPolity: DemoCourse = {
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
      topics: [
        'Union and its territory (Articles 1–4)',
        'Reorganisation of states',
        'Citizenship (Articles 5–11)',
      ],
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
      topics: [
        'President and Vice-President',
        'Prime Minister and Council of Ministers',
        'Parliament: sessions, bills, committees',
      ],
    },
    {
      title: 'The Judiciary',
      description: 'Supreme Court, High Courts and judicial review.',
      topics: [
        'Supreme Court: jurisdiction and appointments',
        'High Courts',
        'Judicial review and PIL',
        'Basic structure doctrine',
      ],
    },
    {
      title: 'States and Local Government',
      description: 'State executive and legislature, Panchayats and Municipalities.',
      topics: [
        'Governor and Chief Minister',
        'State legislature',
        '73rd and 74th Amendments',
        'Scheduled and tribal areas',
      ],
    },
    {
      title: 'Federalism and Emergency Provisions',
      description: 'Centre–state relations and emergencies.',
      topics: [
        'Legislative, administrative and financial relations',
        'National emergency (Article 352)',
        'President’s rule (Article 356)',
        'Financial emergency (Article 360)',
      ],
    },
    {
      title: 'Constitutional Bodies and Amendments',
      description: 'Independent bodies and how the Constitution changes.',
      topics: [
        'Election Commission, UPSC, CAG, Finance Commission',
        'Amendment procedure (Article 368)',
        'Important amendments',
      ],
    },
  ],
};
