import type { SaveAnswersBody, SaveAnswersResult } from '@pariksha/contracts/exams';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { api } from '@/lib/api-client';
import type { SendInit } from '../lib/answer-sync';

/** One batch of answer saves; only the answer sync calls it (it owns batching and retries). */
export async function saveAnswers(
  body: SaveAnswersBody,
  init: SendInit,
): Promise<SaveAnswersResult> {
  const res = await api<{ data: SaveAnswersResult }>(examUrl.answer(), {
    method: 'POST',
    body,
    signal: init.signal,
    keepalive: init.keepalive,
  });
  return res.data;
}
