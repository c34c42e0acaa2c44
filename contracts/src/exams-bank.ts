import { z } from 'zod';
import { dataOf, IdSchema as Id, IsoDateTimeSchema } from './common';
import { ErrorBodySchema } from './errors';
import { BANK_FORMATS } from './exams-paths';
import { IdInUrlSchema } from './fields';

/*
 * The question bank: an exam's questions read from a GIFT, Aiken or CSV file by a background
 * job (checked first by a dry run), and written back out as a file that imports the same.
 */

export const ImportFieldsSchema = z.object({
  format: z.enum(BANK_FORMATS),
  dryRun: z.boolean(),
  onlyValid: z.boolean(),
  /** The section the questions go into; the exam's first when absent. */
  sectionId: Id.optional(),
});
export const ImportedQuestionSchema = z.object({
  line: z.int(),
  stem: z.string(),
  options: z.array(z.object({ text: z.string(), correct: z.boolean() })),
  topic: z.string(),
});
export const ImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Questions created (a dry run: that would be). */
  created: z.int(),
  questions: z.array(ImportedQuestionSchema),
  rejected: z.array(z.object({ line: z.int(), reason: z.string() })),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;

export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
/**
 * A question-bank file being read by a background job: queued, then running with the questions
 * read so far of those in the file, then done with its result, or failed with the error (a file
 * with rejected questions and no `onlyValid`: VALIDATION_FAILED, one detail per line).
 */
export const QuestionImportSchema = z.object({
  id: Id,
  examId: Id,
  format: z.enum(BANK_FORMATS),
  dryRun: z.boolean(),
  onlyValid: z.boolean(),
  sectionId: Id,
  status: z.enum(IMPORT_STATUSES),
  processed: z.int(),
  total: z.int(),
  result: ImportResultSchema.nullable(),
  error: ErrorBodySchema.shape.error.nullable(),
  createdAt: IsoDateTimeSchema,
  updatedAt: IsoDateTimeSchema,
});
export type QuestionImport = z.infer<typeof QuestionImportSchema>;
export const QuestionImportResponseSchema = dataOf(QuestionImportSchema);
export const QuestionImportParamsSchema = z.object({ id: IdInUrlSchema, importId: IdInUrlSchema });
export const ExportQuerySchema = z.object({ format: z.enum(['csv', 'gift']).default('csv') });
