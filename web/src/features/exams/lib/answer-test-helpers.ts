import { expect, vi } from 'vitest';
import type { SaveAnswersBody } from '@pariksha/contracts/exams';
import { ApiError } from '@/lib/api-client';
import { AnswerJournal } from './answer-journal';
import type { Journal, JournalStore } from './attempt-storage';
import { AnswerSync, type AnswerSyncOptions } from './answer-sync';

/* Shared by the journal and sync tests. */

export const ATTEMPT = '6f1c1b0e-8a53-4a43-9c55-2b3c3f6c2a11';

/** Local storage as the browser keeps it: strings that survive the page. */
export function memoryStore(
  disk = new Map<string, string>(),
): JournalStore & { disk: Map<string, string> } {
  return {
    disk,
    read: (id) => {
      const raw = disk.get(id);
      return raw ? (JSON.parse(raw) as Journal) : null;
    },
    write: (id, j) => void disk.set(id, JSON.stringify(j)),
    remove: (id) => void disk.delete(id),
  };
}

/** Option 3 of question 11 is in storage, first of the attempt's changes, not yet acknowledged. */
export function expectFirstChangeStored(store: JournalStore) {
  expect(store.read(ATTEMPT)?.answers['11']).toEqual({
    optionId: 3,
    markedForReview: false,
    seq: 1,
  });
  expect(store.read(ATTEMPT)?.pending).toEqual([11]);
}

export type Call = {
  at: number;
  body: SaveAnswersBody;
  storedAtCall: Journal | null;
  resolve: () => void;
  reject: (e: unknown) => void;
};

/** A fake network: each call waits until the test answers it. */
export function fakeServer(store: JournalStore) {
  const calls: Call[] = [];
  const send = vi.fn(
    (body: SaveAnswersBody) =>
      new Promise<unknown>((resolve, reject) => {
        const storedAtCall = store.read(ATTEMPT);
        calls.push({ at: Date.now(), body, storedAtCall, resolve: () => resolve({}), reject });
      }),
  );
  return { calls, send };
}

/** An error as the API client throws it for an HTTP status. */
export const httpError = (status: number, code = 'SOME_CODE', message = `Refused (${status})`) =>
  new ApiError(status, code, message);

export const attemptClosed = () =>
  httpError(409, 'ATTEMPT_CLOSED', 'This attempt has ended; answers can no longer be saved');

/** A journal and its started sync; `random: () => 0` makes every backoff its full step. */
export function open(
  store: JournalStore,
  send: AnswerSyncOptions['send'],
  extra: Partial<AnswerSyncOptions> = {},
) {
  const journal = new AnswerJournal(ATTEMPT, store);
  const sync = new AnswerSync({
    journal,
    send,
    batchDelayMs: 1000,
    policy: { baseMs: 1000, maxMs: 8000, timeoutMs: 15_000 },
    random: () => 0,
    isOnline: () => true,
    ...extra,
  });
  sync.start();
  return { journal, sync, status: () => sync.getSnapshot().status };
}
