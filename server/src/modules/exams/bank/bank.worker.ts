import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseQuestionBank, type BankFormat } from './parse';
import { BankReader, type ParseResult } from './types';

/*
 * A worker thread's task (lib/worker-pool.ts): one chunk of a question-bank file read, HTML fields
 * sanitised. The file's questions, its HTML documents and their memory stay in the worker; only
 * the chunk's questions come back.
 */

export type BankTask = {
  format: BankFormat;
  text: string;
  /** The first question to read; with maxUnits 0, the file is only counted. */
  from: number;
  maxUnits: number;
  maxChars: number;
};
export type BankChunk = ParseResult & { total: number; next: number };

export default async function readChunk(task: BankTask): Promise<BankChunk> {
  const reader = new BankReader(task.from, task.maxUnits, task.maxChars, true);
  parseQuestionBank(task.format, task.text, reader);
  await reader.readFound(nextTurn);
  const { questions, rejected } = reader.result();
  return { questions, rejected, total: reader.total, next: reader.next };
}
