import { z } from 'zod';
import {
  dataOf,
  IdSchema as Id,
  IsoDateTimeSchema,
  line,
  optionalLine,
  versionField,
} from './common';
import { ErrorBodySchema } from './errors';
import { BANK_FORMATS, BANK_PAGE_SIZE, DIFFICULTIES } from './exams-paths';
import { IdInUrlSchema, noControlCharacters } from './fields';

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

/* ─── the bank itself: its topic tree and its questions (decision 026) ─── */

export const TopicSchema = z.object({
  id: Id,
  /** null: a subject, at the top of the tree. */
  parentId: Id.nullable(),
  name: z.string(),
  nameMl: z.string().nullable(),
  position: z.int(),
  /** Questions filed directly under it (not under its subtopics). */
  questionCount: z.int(),
  updatedAt: IsoDateTimeSchema,
});
export type Topic = z.infer<typeof TopicSchema>;
export const TopicsResponseSchema = dataOf(z.array(TopicSchema));
export const TopicResponseSchema = dataOf(TopicSchema);
export const TopicInputSchema = z.strictObject({
  parentId: Id.nullable(),
  name: line(60).refine((n) => !n.includes('>'), 'A topic’s name cannot hold ">"'),
  nameMl: optionalLine(60),
});
export type TopicInput = z.infer<typeof TopicInputSchema>;
export const TopicUpdateSchema = TopicInputSchema.extend(versionField);

export const BankQuerySchema = z.object({
  /** Questions under this topic or any of its subtopics. */
  topicId: z.optional(IdInUrlSchema),
  /** Only the questions filed under no topic. */
  unfiled: z.optional(z.enum(['true', 'false'])),
  /** Words of the stem or the source. */
  q: z.string().trim().max(100).check(noControlCharacters()).optional(),
  difficulty: z.enum(DIFFICULTIES).optional(),
  /** Questions before this id (newest first): the next page. */
  before: z.optional(IdInUrlSchema),
});
export type BankQuery = z.output<typeof BankQuerySchema>;
export const BankQuestionSchema = z.object({
  id: Id,
  stem: z.string(),
  topic: z.string(),
  topicId: Id.nullable(),
  difficulty: z.enum(DIFFICULTIES).nullable(),
  source: z.string(),
  /** The papers it is on, with their attempts: once one has been taken, its key is fixed. */
  papers: z.array(z.object({ examId: Id, title: z.string(), attempts: z.int() })),
  updatedAt: IsoDateTimeSchema,
});
export type BankQuestion = z.infer<typeof BankQuestionSchema>;
export const BankPageResponseSchema = z.object({
  data: z.array(BankQuestionSchema),
  meta: z.object({ next: Id.nullable() }),
});
export type BankPage = z.infer<typeof BankPageResponseSchema>;
/** PUT: files questions under a topic (null: under none). */
export const BankMoveSchema = z.strictObject({
  ids: z
    .array(Id)
    .min(1)
    .max(BANK_PAGE_SIZE * 5),
  topicId: Id.nullable(),
});
export const BankMovedResponseSchema = dataOf(z.object({ moved: z.int() }));
/** POST: puts questions of the bank at the end of a section of a paper not yet taken. */
export const FromBankSchema = z.strictObject({
  sectionId: Id,
  questionIds: z
    .array(Id)
    .min(1)
    .max(BANK_PAGE_SIZE * 5),
});
export const FromBankResponseSchema = dataOf(z.object({ added: z.int() }));
export const PaperQuestionParamsSchema = z.object({
  id: IdInUrlSchema,
  questionId: IdInUrlSchema,
});
