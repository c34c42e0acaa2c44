import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, httpError, memoryStore, open } from './answer-test-helpers';

/* The newest tab or device holds the attempt: what a screen that lost it sends, and keeps. */

const settle = () => vi.advanceTimersByTimeAsync(0);
const HOLDER = '0b6e2c1a-4f3d-4e8b-9a7c-5d1e2f3a4b5c';
const takenOver = () => httpError(409, 'ATTEMPT_TAKEN_OVER', 'This attempt continues elsewhere');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AnswerSync taken over', () => {
  it('sends the holder with every save', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const { journal } = open(store, net.send, { holderId: HOLDER });
    journal.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls[0]!.body.holderId).toBe(HOLDER);
  });

  it('stops at 409 ATTEMPT_TAKEN_OVER, keeps the answers, and sends them once resumed', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const { journal, sync, status } = open(store, net.send, { holderId: HOLDER });
    journal.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(1000);
    net.calls[0]!.reject(takenOver());
    await settle();
    expect(status()).toBe('taken');
    journal.record(2, { optionId: 20 });
    await sync.flush();
    expect(await sync.drain(10_000)).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.calls).toHaveLength(1);
    expect(store.read(journal.attemptId)?.pending).toEqual([1, 2]);

    void sync.resume();
    await settle();
    expect(net.calls).toHaveLength(2);
    expect(net.calls[1]!.body.answers.map((a) => a.questionId)).toEqual([1, 2]);
    net.calls[1]!.resolve();
    await settle();
    expect(status()).toBe('saved');
  });

  it('stops at once when another tab claims the attempt, before its next save', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const { journal, sync, status } = open(store, net.send, { holderId: HOLDER });
    journal.record(1, { optionId: 10 });
    sync.takenOver();
    expect(status()).toBe('taken');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.calls).toHaveLength(0);
  });
});
