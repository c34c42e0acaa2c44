/**
 * Shape of a demo mock test as written by hand in this folder. The exams seeder turns these into
 * rows. Text is rich text: a small HTML subset (p, b, i, sub, sup, br, img with src under /media/).
 */
export type DemoOption = { en: string; ml?: string };

export type DemoQuestion = {
  stem: { en: string; ml?: string };
  /** Exactly four options, as in PSC papers. */
  options: [DemoOption, DemoOption, DemoOption, DemoOption];
  /** Index (0–3) of the one correct option. */
  answer: 0 | 1 | 2 | 3;
  explanation: { en: string; ml?: string };
  topic: string;
  /** File name under server/src/seed/assets/questions/, referenced from the stem as /media/questions/<file>. */
  image?: string;
};

export type DemoSection = { title: string; questions: DemoQuestion[] };

export type DemoExam = {
  slug: string;
  /** slug of the demo course it belongs to */
  courseSlug: string;
  title: string;
  instructions: string;
  /** The instructions in Malayalam (same rich-text subset), written for learners. */
  instructionsMl: string;
  durationMinutes: number;
  marksPerQuestion: number;
  /** e.g. 1/3 for the PSC pattern */
  negativeMarks: number;
  maxAttempts?: number;
  /** Scheduled mock test: window relative to seeding time, in hours. */
  window?: { opensInHours: number; closesInHours: number };
  sections: DemoSection[];
};
