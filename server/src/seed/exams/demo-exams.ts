import { z } from 'zod';
import { PaperInfoSchema } from '@pariksha/contracts/exams';
import { readContent, readIndex, readJson } from '../read-content';

/*
 * The demo mock tests, read from content/exams: one folder per exam (its name is the exam's
 * slug) with exam.json, the instructions as HTML files and each section's questions as a CSV file
 * in the question bank's own layout (bank/csv-format.ts), read by the same importer teachers use.
 */

const ExamSchema = z.strictObject({
  /** Slug of the demo course it belongs to. */
  courseSlug: z.string(),
  title: z.string(),
  /** File names, beside exam.json, of the instructions (rich text) in English and Malayalam. */
  instructions: z.string(),
  instructionsMl: z.string(),
  durationMinutes: z.number().int().positive(),
  marksPerQuestion: z.number().positive(),
  /** Marks taken per wrong answer, as an exact fraction: "1/3" (PSC), "1/2", "0". */
  negativeMarks: z.string().regex(/^\d+(\/[1-9]\d*)?$/),
  maxAttempts: z.number().int().positive().optional(),
  /** A scheduled test: its window relative to the time of seeding, in hours. */
  window: z.strictObject({ opensInHours: z.number(), closesInHours: z.number() }).optional(),
  /** A model paper in the library of previous-year papers: its board, post, year and code. */
  paper: PaperInfoSchema.optional(),
  /** Each section's questions: a CSV file beside exam.json. */
  sections: z.array(z.strictObject({ title: z.string(), questions: z.string() })).min(1),
});

/** A demo exam as the seeder takes it: the files named in exam.json read in. */
export type DemoExam = Omit<z.infer<typeof ExamSchema>, 'sections'> & {
  slug: string;
  sections: { title: string; file: string; csv: string }[];
};

function readExam(slug: string): DemoExam {
  const beside = (file: string) => `exams/${slug}/${file}`;
  const exam = readJson(beside('exam.json'), ExamSchema);
  return {
    ...exam,
    slug,
    instructions: readContent(beside(exam.instructions)),
    instructionsMl: readContent(beside(exam.instructionsMl)),
    sections: exam.sections.map((s) => ({
      title: s.title,
      file: beside(s.questions),
      csv: readContent(beside(s.questions)),
    })),
  };
}

export const DEMO_EXAMS: DemoExam[] = readIndex('exams').map(readExam);
