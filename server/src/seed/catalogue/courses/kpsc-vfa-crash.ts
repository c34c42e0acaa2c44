import type { DemoCourse } from '../types';

export const kpscVfaCrash: DemoCourse = {
  slug: 'kpsc-vfa-crash',
  name: 'Village Field Assistant Crash Course',
  aliases: ['vfa'],
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
};
