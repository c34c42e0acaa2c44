import type { DemoCourse } from '../types';

export const sscCglQuant: DemoCourse = {
  slug: 'ssc-cgl-quant',
  name: 'CGL Quantitative Aptitude',
  aliases: ['combined graduate level', 'maths'],
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
      topics: [
        'Divisibility and remainders',
        'HCF and LCM',
        'Surds and indices',
        'Simplification and approximation',
      ],
    },
    {
      title: 'Arithmetic I: Percentage, Ratio and Averages',
      description: 'The most-asked arithmetic chapters.',
      topics: [
        'Percentage',
        'Ratio and proportion',
        'Partnership',
        'Averages',
        'Mixtures and alligation',
      ],
    },
    {
      title: 'Arithmetic II: Commercial Maths',
      description: 'Money questions.',
      topics: ['Profit, loss and discount', 'Simple interest', 'Compound interest'],
    },
    {
      title: 'Arithmetic III: Time, Work and Distance',
      description: 'Rate problems.',
      topics: [
        'Time and work',
        'Pipes and cisterns',
        'Time, speed and distance',
        'Boats, streams and trains',
      ],
    },
    {
      title: 'Algebra',
      description: 'Identities and equations.',
      topics: [
        'Algebraic identities',
        'Linear equations',
        'Surds in algebra',
        'Graphs of linear equations',
      ],
    },
    {
      title: 'Geometry',
      description: 'Triangles, circles and polygons.',
      topics: [
        'Triangles: centres, congruence and similarity',
        'Circles: chords, tangents, angles',
        'Quadrilaterals and polygons',
      ],
    },
    {
      title: 'Mensuration',
      description: 'Areas and volumes.',
      topics: [
        '2D figures: area and perimeter',
        '3D solids: surface area and volume',
        'Prisms, pyramids, cones and spheres',
      ],
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
};
