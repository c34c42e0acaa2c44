import { z } from 'zod';
import { PaperQuestionSchema } from '@pariksha/contracts/exams';
import { sharedTail, type SharedTail } from '../../lib/gzip-member';
import { toPaperQuestions, type PaperHead } from './exams.presenter';
import type { ExamDetail } from './exams.types';

// The paper route's serialiser. The questions are the same for every learner of an exam, so their
// JSON is built (and checked against the contract) once per cached exam and kept as bytes, plain
// and deflated (decision 008): with thousands of learners opening one exam at once, serialising
// it per request was the largest cost (decision 007). The learner's part is small and built field
// by field by toPaperHead, so it is written as it is.

const tails = new WeakMap<ExamDetail, SharedTail>();

/** `,"questions":[…]}}`: the end of every paper of the exam. */
export function paperTail(e: ExamDetail): SharedTail {
  let tail = tails.get(e);
  if (tail === undefined) {
    const checked = z.array(PaperQuestionSchema).parse(toPaperQuestions(e));
    tail = sharedTail(Buffer.from(`,"questions":${JSON.stringify(checked)}}}`));
    tails.set(e, tail);
  }
  return tail;
}

/** `{"data":{…the learner's part…`, left open for the tail. */
export const paperHeadBytes = (head: PaperHead) =>
  Buffer.from(`{"data":${JSON.stringify(head).slice(0, -1)}`);
