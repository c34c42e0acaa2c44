import type { DemoCourse } from '../types';

export const sscChslComplete: DemoCourse = {
  slug: 'ssc-chsl-complete',
  name: 'CHSL Complete Course',
  aliases: [
    'combined higher secondary level',
    'ldc',
    'lower division clerk',
    'data entry operator',
  ],
  category: 'ssc',
  level: 'plus-two-level',
  language: 'English',
  image: 'ssc-chsl-complete.svg',
  description:
    'The Combined Higher Secondary Level examination for Lower Division Clerk, Junior Secretariat Assistant and Data Entry Operator posts: all four Tier 1 sections, plus the Tier 2 computer module and typing test.',
  highlights: [
    'All four Tier 1 sections',
    'Tier 2 computer knowledge module',
    'Typing and data-entry skill practice',
    'Full-length Tier 1 mocks',
  ],
  units: [
    {
      title: 'English Language: Grammar',
      description: 'Error spotting and sentence improvement.',
      topics: [
        'Parts of speech',
        'Tenses and subject–verb agreement',
        'Error spotting',
        'Voice and narration',
      ],
    },
    {
      title: 'English Language: Vocabulary and Comprehension',
      description: 'Words and passages.',
      topics: [
        'Synonyms and antonyms',
        'Idioms and one-word substitution',
        'Cloze test',
        'Reading comprehension',
      ],
    },
    {
      title: 'General Intelligence',
      description: 'Verbal and non-verbal reasoning.',
      topics: [
        'Analogy and classification',
        'Series and coding–decoding',
        'Mirror and water images',
        'Paper folding and embedded figures',
      ],
    },
    {
      title: 'Quantitative Aptitude',
      description: 'Arithmetic and basic advanced maths.',
      topics: [
        'Percentage, profit and loss',
        'Time, speed and work',
        'Basic algebra and geometry',
        'Mensuration and DI',
      ],
    },
    {
      title: 'General Awareness',
      description: 'Static GK and current affairs.',
      topics: ['History, geography and polity', 'Economy', 'General science', 'Current affairs'],
    },
    {
      title: 'Computer Knowledge Module (Tier 2)',
      description: 'Computer basics for Tier 2.',
      topics: [
        'Computer fundamentals',
        'MS Office: Word, Excel, PowerPoint',
        'Internet and e-mail',
        'Networking and cyber security',
      ],
    },
    {
      title: 'Skill Test: Typing and Data Entry',
      description: 'Speed and accuracy for the skill test.',
      topics: [
        'Touch typing technique',
        'English typing at 35 wpm',
        'Data entry speed test practice',
      ],
    },
  ],
};
