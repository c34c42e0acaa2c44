import type { DemoCourse } from '../types';

export const kpscPlus2Prelims: DemoCourse = {
  slug: 'kpsc-plus2-prelims',
  name: '+2 Level Preliminary Exam',
  category: 'kerala-psc',
  level: 'plus-two-level',
  language: 'Malayalam & English',
  image: 'kpsc-plus2-prelims.svg',
  description:
    'Preparation for Kerala PSC’s common preliminary examination at the +2 level, the gateway to posts such as Civil Excise Officer and Civil Police Officer. Covers every part of the published syllabus.',
  highlights: [
    'Complete +2-level preliminary syllabus',
    'Basics of computers explained for beginners',
    'Part-wise and full-length mock tests',
    'English and Malayalam language modules',
  ],
  units: [
    {
      title: 'History: Kerala, India and the World',
      description: 'From ancient Kerala to world revolutions.',
      topics: [
        'Sangam age and the Perumals of Mahodayapuram',
        'European arrival in Kerala',
        'British rule and Indian freedom struggle',
        'French and Russian revolutions',
        'World wars and the United Nations',
      ],
    },
    {
      title: 'Geography',
      description: 'Earth, India and Kerala.',
      topics: [
        'Earth’s structure, latitudes and longitudes',
        'Atmosphere and winds',
        'India: soils, crops and minerals',
        'Kerala: physiography and climate',
      ],
    },
    {
      title: 'Economics',
      description: 'Indian economy and planning.',
      topics: [
        'National income',
        'Five-Year Plans and NITI Aayog',
        'Banking, RBI and monetary policy',
        'Taxes and GST',
      ],
    },
    {
      title: 'Civics and the Indian Constitution',
      description: 'Government, rights and public administration.',
      topics: [
        'Features of the Constitution',
        'Fundamental Rights, Directive Principles and Duties',
        'Constitutional bodies',
        'Amendments and important articles',
        'Consumer protection and human rights',
      ],
    },
    {
      title: 'Arts, Literature, Culture and Sports',
      description: 'Kerala’s art forms and sporting events.',
      topics: [
        'Kathakali, Mohiniyattam, Theyyam and Koodiyattam',
        'Malayalam literature and Jnanpith winners',
        'Olympics, Asian Games and national sports awards',
      ],
    },
    {
      title: 'Basics of Computers',
      description: 'Hardware, software, internet and cyber laws.',
      topics: [
        'Hardware and input–output devices',
        'Operating systems and software',
        'Networks and the internet',
        'Cyber crimes and the IT Act 2000',
      ],
    },
    {
      title: 'Science and Technology',
      description: 'Physics, chemistry, biology and India’s technology missions.',
      topics: [
        'Physics: motion, heat, light and electricity',
        'Chemistry: atoms, periodic table, metals',
        'Biology: cells, human body, diseases',
        'ISRO missions and India’s defence technology',
      ],
    },
    {
      title: 'Simple Arithmetic, Mental Ability and Reasoning',
      description: 'Arithmetic and reasoning to +2 standard.',
      topics: [
        'Number system and simplification',
        'Percentage, interest, profit and loss',
        'Time, work and distance',
        'Analogy, series and coding',
        'Venn diagrams and clocks',
      ],
    },
    {
      title: 'General English and Malayalam',
      description: 'The two language sections of the paper.',
      topics: [
        'Grammar, vocabulary and idioms',
        'Sentence correction',
        'പദശുദ്ധി, വാക്യശുദ്ധി, പര്യായം',
        'പരിഭാഷ',
      ],
    },
  ],
};
