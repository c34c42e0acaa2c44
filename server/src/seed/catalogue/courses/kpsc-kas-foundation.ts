import type { DemoCourse } from '../types';

export const kpscKasFoundation: DemoCourse = {
  slug: 'kpsc-kas-foundation',
  name: 'KAS Foundation',
  aliases: ['kerala administrative service'],
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
};
