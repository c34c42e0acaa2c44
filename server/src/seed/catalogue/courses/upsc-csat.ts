import type { DemoCourse } from '../types';

export const upscCsat: DemoCourse = {
  slug: 'upsc-csat',
  name: 'CSAT Aptitude',
  aliases: ['gs paper ii', 'civil services aptitude test'],
  category: 'upsc',
  level: 'degree-level',
  language: 'English',
  image: 'upsc-csat.svg',
  description:
    'General Studies Paper II (CSAT) of the Civil Services preliminary examination. It is qualifying at 33%, but each year candidates miss it: this course makes it safe with comprehension, reasoning and Class X-level numeracy.',
  highlights: [
    'Every area of the CSAT syllabus',
    'Comprehension strategies for long passages',
    'Class X-level maths from first principles',
    'Timed sectional tests',
  ],
  units: [
    {
      title: 'Comprehension',
      description: 'Reading passages and answering inference questions.',
      topics: ['Main idea and tone', 'Inference and assumptions', 'Critical reasoning passages'],
    },
    {
      title: 'Interpersonal and Communication Skills',
      description: 'Situational questions on communication.',
      topics: ['Communication situations', 'Team and conflict situations'],
    },
    {
      title: 'Logical Reasoning and Analytical Ability',
      description: 'Deductive and analytical problems.',
      topics: [
        'Syllogisms',
        'Statements and conclusions',
        'Seating arrangements',
        'Blood relations and directions',
      ],
    },
    {
      title: 'Decision Making and Problem Solving',
      description: 'Choosing the best course of action.',
      topics: ['Administrative situations', 'Ethical choices', 'Prioritising options'],
    },
    {
      title: 'General Mental Ability',
      description: 'Puzzles, series and patterns.',
      topics: [
        'Number and letter series',
        'Coding and decoding',
        'Cubes and dice',
        'Clocks and calendars',
      ],
    },
    {
      title: 'Basic Numeracy',
      description: 'Numbers and their relations, orders of magnitude (Class X level).',
      topics: [
        'Number system and divisibility',
        'Percentage, ratio and averages',
        'Time and work, speed and distance',
        'Permutations and probability basics',
      ],
    },
    {
      title: 'Data Interpretation',
      description: 'Charts, graphs, tables and data sufficiency (Class X level).',
      topics: ['Tables and bar charts', 'Pie and line charts', 'Data sufficiency'],
    },
  ],
};
