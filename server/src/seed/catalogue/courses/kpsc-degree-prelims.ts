import type { DemoCourse } from '../types';

export const kpscDegreePrelims: DemoCourse = {
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
};
