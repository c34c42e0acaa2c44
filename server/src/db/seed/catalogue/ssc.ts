import type { DemoCourse } from './types';

/** Staff Selection Commission courses (demo content). */
export const sscCourses: DemoCourse[] = [
  {
    slug: 'ssc-cgl-quant',
    name: 'CGL Quantitative Aptitude',
    category: 'ssc',
    level: 'degree-level',
    language: 'English',
    image: 'ssc-cgl-quant.svg',
    description:
      'The Quantitative Aptitude section of SSC CGL Tier 1 and Tier 2: arithmetic, algebra, geometry, mensuration, trigonometry and data interpretation, with shortcuts that fit the time limit.',
    highlights: [
      'Arithmetic to advanced maths in one course',
      'Shortcut methods for each question type',
      'Previous-year CGL questions solved',
      'Speed drills with a timer',
    ],
    units: [
      {
        title: 'Number System and Simplification',
        description: 'The base of every other chapter.',
        topics: ['Divisibility and remainders', 'HCF and LCM', 'Surds and indices', 'Simplification and approximation'],
      },
      {
        title: 'Arithmetic I: Percentage, Ratio and Averages',
        description: 'The most-asked arithmetic chapters.',
        topics: ['Percentage', 'Ratio and proportion', 'Partnership', 'Averages', 'Mixtures and alligation'],
      },
      {
        title: 'Arithmetic II: Commercial Maths',
        description: 'Money questions.',
        topics: ['Profit, loss and discount', 'Simple interest', 'Compound interest'],
      },
      {
        title: 'Arithmetic III: Time, Work and Distance',
        description: 'Rate problems.',
        topics: ['Time and work', 'Pipes and cisterns', 'Time, speed and distance', 'Boats, streams and trains'],
      },
      {
        title: 'Algebra',
        description: 'Identities and equations.',
        topics: ['Algebraic identities', 'Linear equations', 'Surds in algebra', 'Graphs of linear equations'],
      },
      {
        title: 'Geometry',
        description: 'Triangles, circles and polygons.',
        topics: ['Triangles: centres, congruence and similarity', 'Circles: chords, tangents, angles', 'Quadrilaterals and polygons'],
      },
      {
        title: 'Mensuration',
        description: 'Areas and volumes.',
        topics: ['2D figures: area and perimeter', '3D solids: surface area and volume', 'Prisms, pyramids, cones and spheres'],
      },
      {
        title: 'Trigonometry',
        description: 'Ratios, identities and heights.',
        topics: ['Trigonometric ratios and standard angles', 'Identities', 'Heights and distances'],
      },
      {
        title: 'Data Interpretation and Statistics',
        description: 'Reading charts fast.',
        topics: ['Tables, bar and line graphs', 'Pie charts', 'Mean, median and mode'],
      },
    ],
  },
  {
    slug: 'ssc-chsl-complete',
    name: 'CHSL Complete Course',
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
        topics: ['Parts of speech', 'Tenses and subject–verb agreement', 'Error spotting', 'Voice and narration'],
      },
      {
        title: 'English Language: Vocabulary and Comprehension',
        description: 'Words and passages.',
        topics: ['Synonyms and antonyms', 'Idioms and one-word substitution', 'Cloze test', 'Reading comprehension'],
      },
      {
        title: 'General Intelligence',
        description: 'Verbal and non-verbal reasoning.',
        topics: ['Analogy and classification', 'Series and coding–decoding', 'Mirror and water images', 'Paper folding and embedded figures'],
      },
      {
        title: 'Quantitative Aptitude',
        description: 'Arithmetic and basic advanced maths.',
        topics: ['Percentage, profit and loss', 'Time, speed and work', 'Basic algebra and geometry', 'Mensuration and DI'],
      },
      {
        title: 'General Awareness',
        description: 'Static GK and current affairs.',
        topics: ['History, geography and polity', 'Economy', 'General science', 'Current affairs'],
      },
      {
        title: 'Computer Knowledge Module (Tier 2)',
        description: 'Computer basics for Tier 2.',
        topics: ['Computer fundamentals', 'MS Office: Word, Excel, PowerPoint', 'Internet and e-mail', 'Networking and cyber security'],
      },
      {
        title: 'Skill Test: Typing and Data Entry',
        description: 'Speed and accuracy for the skill test.',
        topics: ['Touch typing technique', 'English typing at 35 wpm', 'Data entry speed test practice'],
      },
    ],
  },
  {
    slug: 'ssc-mts-gk',
    name: 'MTS General Awareness',
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
        topics: ['Solar system', 'Rivers and mountains of India', 'States and capitals', 'National parks'],
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
        topics: ['Books and authors', 'Important days', 'Awards and honours', 'Sports and trophies', 'Art and culture'],
      },
      {
        title: 'Current Affairs',
        description: 'The last six months of national and international events.',
        topics: ['National events', 'International events', 'Appointments', 'Sports events'],
      },
    ],
  },
];
