import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { exams } from './exams';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A question-bank file on its way into an exam, from the upload until a background job has read
 * it, with the job's progress meanwhile (the file and the result: question_import_parts).
 */
export const questionImports = pgTable(
  'question_imports',
  {
    id: serial('id').primaryKey(),
    examId: integer('exam_id')
      .notNull()
      .references(() => exams.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id').notNull(),
    format: text('format', { enum: ['gift', 'aiken', 'csv'] }).notNull(),
    dryRun: boolean('dry_run').notNull(),
    onlyValid: boolean('only_valid').notNull(),
    status: text('status', { enum: ['queued', 'running', 'done', 'failed'] })
      .notNull()
      .default('queued'),
    /** Questions read so far, of the `total` in the file (counted when it was sent). */
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    /** The error it ended with (failed), as the API shows it. */
    error: jsonb('error'),
    actorId: text('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('question_imports_exam_idx').on(t.examId),
    check('question_imports_status', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('question_imports_format', sql`${t.format} in ('gift', 'aiken', 'csv')`),
  ],
);

/**
 * The file's text (until the job has read it) and the import's result (once done), as JSON for
 * the API, each in parts of at most 64 K characters: the embedded database is written on the
 * thread that answers requests, and a megabyte in one statement would hold it up.
 */
export const questionImportParts = pgTable(
  'question_import_parts',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => questionImports.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['file', 'result'] }).notNull(),
    part: integer('part').notNull(),
    text: text('text').notNull(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.kind, t.part] })],
);

/**
 * Rich text stored before the server sanitised it the way it does now (exam instructions were
 * stored as sent; article images could name any host): listed by the migration that brought this
 * table, sanitised once when a node starts, then removed from the list.
 */
export const richTextRechecks = pgTable(
  'rich_text_rechecks',
  {
    entity: text('entity', { enum: ['exam', 'article'] }).notNull(),
    id: integer('id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.entity, t.id] })],
);
