import type { DemoCourse } from '../types';

export const kpscLgsFoundation: DemoCourse = {
  slug: 'kpsc-lgs-foundation',
  name: 'Last Grade Servants Foundation',
  aliases: ['lgs', 'peon', 'office attendant'],
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
};
