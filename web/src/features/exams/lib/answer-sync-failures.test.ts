import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ATTEMPT, fakeServer, httpError, memoryStore, open } from './answer-test-helpers';

const settle = () => vi.advanceTimersByTimeAsync(0);
const TEN_MINUTES = 600_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A journal with answer 1 pending whose first save the server answered with `error`. */
async function failedOnce(error: unknown, extra: Parameters<typeof open>[2] = {}) {
  const store = memoryStore();
  const net = fakeServer(store);
  const page = open(store, net.send, extra);
  page.journal.record(1, { optionId: 10 });
  await vi.advanceTimersByTimeAsync(1000);
  net.calls[0]!.reject(error);
  await settle();
  return { ...page, store, net };
}

describe('AnswerSync when a save fails', () => {
  it.each([400, 403, 404, 413])(
    'does not retry a %i, reports it, and keeps the answer in the journal',
    async (status) => {
      const reason = 'answers.0.optionId: not an option of this question';
      const { journal, sync, store, net } = await failedOnce(httpError(status, 'X', reason));
      expect(sync.getSnapshot()).toEqual({ status: 'refused', refusal: reason });
      journal.markVisited(2); // moving around the paper is not a new answer
      await vi.advanceTimersByTimeAsync(TEN_MINUTES);
      expect(net.calls).toHaveLength(1);
      expect(journal.getSnapshot().pendingCount).toBe(1);
      expect(store.read(ATTEMPT)?.answers['1']?.optionId).toBe(10);
      expect(store.read(ATTEMPT)?.pending).toEqual([1]);
    },
  );

  it('sends again after a refusal on the next change or on "Try again"; a success clears it', async () => {
    const { journal, sync, net, status } = await failedOnce(httpError(400));
    journal.record(2, { optionId: 20 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls[1]!.body.answers.map((a) => a.questionId)).toEqual([1, 2]);
    net.calls[1]!.reject(httpError(404));
    await settle();
    expect(status()).toBe('refused');
    void sync.retry();
    await settle();
    expect(net.calls).toHaveLength(3);
    net.calls[2]!.resolve();
    await settle();
    expect(sync.getSnapshot()).toEqual({ status: 'saved', refusal: null });
  });

  it.each([
    [408, 'REQUEST_TIMEOUT'],
    [409, 'CONFLICT'],
    [429, 'RATE_LIMITED'],
    [500, 'INTERNAL_ERROR'],
    [503, 'SERVICE_UNAVAILABLE'],
  ])('retries a %i %s with backoff', async (statusCode, code) => {
    const { net, status } = await failedOnce(httpError(statusCode, code));
    expect(status()).toBe('retrying');
    await vi.advanceTimersByTimeAsync(999);
    expect(net.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(2);
  });

  it('waits as long as a 429 Retry-After asks, plus a random part of a second', async () => {
    const limited = Object.assign(httpError(429, 'RATE_LIMITED'), { retryAfter: '20' });
    const { net } = await failedOnce(limited, { random: () => 0.5 });
    await vi.advanceTimersByTimeAsync(20_499);
    expect(net.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(net.calls).toHaveLength(2);
  });

  it('spreads the retries of learners cut off at the same moment', async () => {
    const pages = Array.from({ length: 100 }, () => {
      const store = memoryStore();
      const net = fakeServer(store);
      open(store, net.send, { random: Math.random }).journal.record(1, { optionId: 10 });
      return net;
    });
    await vi.advanceTimersByTimeAsync(1000);
    for (const net of pages) net.calls[0]!.reject(new TypeError('Failed to fetch')); // a restart
    await settle();
    await vi.advanceTimersByTimeAsync(1000); // the first retry waits half to all of one base step
    const retriedAt = pages.map((net) => net.calls[1]!.at - net.calls[0]!.at);
    expect(Math.min(...retriedAt)).toBeGreaterThanOrEqual(500);
    expect(Math.max(...retriedAt)).toBeLessThanOrEqual(1000);
    expect(new Set(retriedAt).size).toBeGreaterThan(50);
    expect(Math.max(...retriedAt) - Math.min(...retriedAt)).toBeGreaterThan(250);
  });

  it('stops draining at once when the server refuses, leaving the answer pending', async () => {
    const store = memoryStore();
    const send = vi.fn(() => Promise.reject(httpError(400)));
    const { journal, sync } = open(store, send);
    journal.record(1, { optionId: 10 });
    await expect(sync.drain(60_000)).resolves.toBe(false);
    expect(send).toHaveBeenCalledOnce();
    expect(store.read(ATTEMPT)?.pending).toEqual([1]);
  });

  it('keeps draining when a refusal is followed by a dropped network', async () => {
    const store = memoryStore();
    const failures = [httpError(400), new TypeError('Failed to fetch'), new TypeError('offline')];
    const send = vi.fn(async () => {
      const e = failures.shift();
      if (e) throw e;
    });
    const { journal, sync } = open(store, send);
    journal.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(sync.getSnapshot().status).toBe('refused');
    const drained = sync.drain(60_000);
    await vi.advanceTimersByTimeAsync(1000 + 2000);
    await expect(drained).resolves.toBe(true);
    expect(send).toHaveBeenCalledTimes(4);
    expect(store.read(ATTEMPT)?.pending).toEqual([]);
  });
});
