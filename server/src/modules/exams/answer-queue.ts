import { BatchQueue, type BatchQueueOptions, type WriteBatch } from '../../lib/batch-queue';
import type { PendingAnswer } from './exams.types';

/**
 * One row per (attempt, question): ON CONFLICT cannot touch a row twice in one statement.
 * The highest seq wins; on equal seq the first to arrive stays, as the database would do.
 */
function newestPerQuestion(rows: PendingAnswer[]): PendingAnswer[] {
  const merged = new Map<string, PendingAnswer>();
  for (const r of rows) {
    const key = `${r.attemptId}:${r.questionId}`;
    const prev = merged.get(key);
    if (!prev || r.seq > prev.seq) merged.set(key, r);
  }
  return [...merged.values()];
}

/**
 * Answer saves of all requests, written as one upsert per tick (see batch-queue). A save resolves
 * with the attempts that were still open when its rows were written.
 */
export class AnswerQueue extends BatchQueue<PendingAnswer, Set<string>> {
  constructor(
    write: WriteBatch<PendingAnswer, Set<string>>,
    opts: Omit<BatchQueueOptions<PendingAnswer>, 'merge'> = {},
  ) {
    super(write, { ...opts, merge: newestPerQuestion });
  }
}
