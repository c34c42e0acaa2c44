import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import type { ImportResult, QuestionImport } from '@pariksha/contracts/exams-bank';
import type { QuestionInput } from '@pariksha/contracts/exams-staff';
import { IMPORT_MAX_QUESTIONS } from '@pariksha/contracts/exams-paths';
import { ErrorCode } from '@pariksha/contracts/errors';
import type { Db } from '../../../db/client';
import { AppError } from '../../../lib/app-error';
import { iso } from '../../../lib/iso';
import { runInWorker, taskFile, WorkerFailure } from '../../../lib/worker-pool';
import type { StaffActor } from '../../../lib/audit';
import { checkPaperOpen } from '../exams.rules';
import { examOrThrow } from '../exams.staff.service';
import { addQuestions, checkSection } from '../questions.service';
import type { BankChunk, BankTask } from './bank.worker';
import type { BankFormat } from './parse';
import type { BankQuestion, Rejected } from './types';
import * as repo from './imports.repository';

/*
 * A question-bank file goes in as a background job: the upload is checked and stored (202), and a
 * job on any node that runs jobs reads it a chunk at a time in a worker thread, writing its
 * progress as it goes, then creates the questions (or, for a dry run, only says what it would).
 * Nothing of the file is read as HTML on the thread that answers requests.
 */

export const IMPORT_QUEUE = 'question-import';
export type ImportJob = { id: number };
export type ImportRequest = {
  format: BankFormat;
  dryRun: boolean;
  onlyValid: boolean;
  sectionId?: number;
};

const BANK_WORKER = taskFile('bank.worker', import.meta.url);
/** A chunk: at most this many questions and about this much text (a second or two of reading). */
const CHUNK = { maxUnits: 200, maxChars: 64 * 1024 };
/**
 * A chunk that runs this long has something in it the limits did not foresee; reading it stops.
 * Generous: the threads yield to requests, so a busy node reads slowly.
 */
const CHUNK_TIMEOUT_MS = 300_000;

export const presentImport = (r: repo.ImportRow & { result?: string | null }): QuestionImport => ({
  id: r.id,
  examId: r.examId,
  format: r.format,
  dryRun: r.dryRun,
  onlyValid: r.onlyValid,
  sectionId: r.sectionId,
  status: r.status,
  processed: r.processed,
  total: r.total,
  result: r.result ? (JSON.parse(r.result) as ImportResult) : null,
  error: (r.error as QuestionImport['error']) ?? null,
  createdAt: iso(r.createdAt),
  updatedAt: iso(r.updatedAt),
});

const fileError = (reason: WorkerFailure['reason']) =>
  AppError.validation(
    'file',
    reason === 'timeout'
      ? 'Could not be read in time: split the file, or simplify the HTML in it'
      : 'Too large to read: split the file, or simplify the HTML in it',
  );

/** One chunk of the file, read in a worker thread; waits its turn while the threads are busy. */
async function readChunk(task: BankTask, wait: boolean): Promise<BankChunk> {
  for (;;) {
    try {
      return await runInWorker<BankChunk>(BANK_WORKER, task, CHUNK_TIMEOUT_MS);
    } catch (err) {
      if (!(err instanceof WorkerFailure)) throw err;
      if (err.reason !== 'busy') throw fileError(err.reason);
      if (!wait)
        throw new AppError(
          ErrorCode.SERVICE_UNAVAILABLE,
          'The server is busy: send the file again in a moment',
        );
      await sleep(1000);
    }
  }
}

/**
 * Takes a file for import: the exam must take questions, the section be the exam's, the file hold
 * between one and IMPORT_MAX_QUESTIONS questions (counted in a worker thread, without reading
 * them). Stores it and queues the job that reads it.
 */
export async function queueImport(
  app: FastifyInstance,
  actor: StaffActor,
  examId: number,
  request: ImportRequest,
  text: string,
): Promise<QuestionImport> {
  const exam = await examOrThrow(app.db, examId);
  checkPaperOpen(exam, 'no question can be added to it');
  const sectionId = request.sectionId ?? exam.sections[0]!.id;
  checkSection(exam, sectionId);
  const { total } = await readChunk(
    { format: request.format, text, from: 0, maxUnits: 0, maxChars: 0 },
    false,
  );
  if (total === 0) throw AppError.validation('file', 'The file holds no questions');
  if (total > IMPORT_MAX_QUESTIONS)
    throw AppError.validation(
      'file',
      `The file holds ${total.toLocaleString('en')} questions; at most ${IMPORT_MAX_QUESTIONS.toLocaleString('en')} are imported at once: split it`,
    );
  const row = await repo.insertImport(
    app.db,
    {
      examId,
      sectionId,
      format: request.format,
      dryRun: request.dryRun,
      onlyValid: request.onlyValid,
      total,
      actorId: actor.id,
      actorEmail: actor.email,
    },
    text,
  );
  await app.jobs.send(IMPORT_QUEUE, { id: row.id } satisfies ImportJob);
  return presentImport(row);
}

export async function getImport(db: Db, examId: number, id: number) {
  const row = await repo.findImport(db, examId, id);
  if (!row) throw AppError.notFound('Import');
  return presentImport(row);
}

/** A question read from a file, as the console would send it. */
const asInput = (q: BankQuestion, sectionId: number): QuestionInput => ({
  sectionId,
  stem: q.stem,
  stemMl: q.stemMl,
  explanation: q.explanation,
  explanationMl: q.explanationMl,
  topic: q.topic,
  difficulty: q.difficulty,
  source: q.source,
  options: q.options.map((o, i) => ({ ...o, textMl: q.optionsMl?.[i] || null })),
});

/**
 * What the read questions become. A dry run writes nothing; a real import with rejected questions
 * writes nothing unless `onlyValid`, and then only the valid ones.
 */
async function apply(
  app: FastifyInstance,
  row: repo.ImportRow,
  found: BankQuestion[],
  rejected: Rejected[],
): Promise<ImportResult> {
  const summary = found.map((q) => ({
    line: q.line,
    stem: q.stem,
    options: q.options,
    topic: q.topic,
  }));
  const refused = rejected.length > 0 && !row.onlyValid;
  if (row.dryRun)
    return { dryRun: true, created: refused ? 0 : found.length, questions: summary, rejected };
  if (refused)
    throw new AppError(
      ErrorCode.VALIDATION_FAILED,
      `${rejected.length} question(s) in the file were rejected, so nothing was imported. Correct them, or import only the valid ones.`,
      rejected.map((r) => ({ field: `line ${r.line}`, message: r.reason })),
    );
  // A first attempt, or a change of sections, may have come in since the file was sent: the
  // writer checks again.
  await addQuestions(
    app.db,
    app.examEngine,
    { id: row.actorId, email: row.actorEmail },
    row.examId,
    found.map((q) => asInput(q, row.sectionId)),
    { import: { format: row.format, rejected: rejected.length } },
  );
  return { dryRun: false, created: found.length, questions: summary, rejected };
}

/** The job: the file read a chunk at a time with progress, then applied; the end is written down. */
export async function runImport(app: FastifyInstance, id: number) {
  const row = await repo.claimImport(app.db, id);
  if (!row) return;
  try {
    const found: BankQuestion[] = [];
    const rejected: Rejected[] = [];
    for (let from = 0, total = row.total; from < total;) {
      const chunk = await readChunk({ format: row.format, text: row.file, from, ...CHUNK }, true);
      found.push(...chunk.questions);
      rejected.push(...chunk.rejected);
      ({ total, next: from } = chunk);
      await repo.reportProgress(app.db, id, from, total);
    }
    const result = await apply(app, row, found, rejected);
    await repo.finishImport(app.db, id, { status: 'done', result });
  } catch (err) {
    if (!(err instanceof AppError)) app.log.error({ err, importId: id }, 'question import failed');
    const error =
      err instanceof AppError
        ? { code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) }
        : { code: ErrorCode.INTERNAL_ERROR, message: 'The import failed: send the file again' };
    await repo.finishImport(app.db, id, { status: 'failed', error });
  }
}

/** This node's share of the imports (when it runs jobs). */
export const startImports = (app: FastifyInstance) =>
  app.jobs.work<ImportJob>(IMPORT_QUEUE, (job) => runImport(app, job.id));
