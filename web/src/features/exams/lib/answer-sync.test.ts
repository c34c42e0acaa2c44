import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveAnswersBody } from '@pariksha/contracts/exams';
import {
  ATTEMPT,
  attemptClosed,
  expectFirstChangeStored,
  fakeServer,
  memoryStore,
  open,
} from './answer-test-helpers';

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AnswerSync', () => {
  it('writes every change to storage before any request is made', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const { journal } = open(store, net.send);
    journal.record(11, { optionId: 3 });
    expectFirstChangeStored(store);
    expect(net.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]!.storedAtCall?.answers['11']?.optionId).toBe(3);
  });

  it('sends changes made within the batch window as one request, latest answer per question', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const { journal, status } = open(store, net.send);
    journal.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(300);
    journal.record(2, { optionId: 20 });
    journal.record(1, { optionId: 11 });
    journal.record(2, { markedForReview: true });
    await vi.advanceTimersByTimeAsync(700);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]!.body.answers).toEqual([
      { questionId: 1, optionId: 11, markedForReview: false, seq: 3 },
      { questionId: 2, optionId: 20, markedForReview: true, seq: 4 },
    ]);
    net.calls[0]!.resolve();
    await settle();
    expect(status()).toBe('saved');
    expect(store.read(ATTEMPT)?.pending).toEqual([]);
  });

  it('retries with exponential backoff while failing, then saves', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const { journal, status } = open(store, net.send, { isOnline: () => false });
    journal.record(5, { optionId: 50 });
    await vi.advanceTimersByTimeAsync(1000);
    for (let i = 0; i < 4; i++) {
      expect(net.calls).toHaveLength(i + 1);
      net.calls[i]!.reject(new TypeError('Failed to fetch'));
      await settle();
      expect(status()).toBe('offline');
      await vi.advanceTimersByTimeAsync(1000 * 2 ** i);
    }
    expect(net.calls).toHaveLength(5);
    const at = net.calls.map((c) => c.at);
    expect(at.slice(1).map((t, i) => t - at[i]!)).toEqual([1000, 2000, 4000, 8000]);
    net.calls[4]!.resolve();
    await settle();
    expect(status()).toBe('saved');
  });

  it('caps the backoff and sends at once when the network comes back', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const events = new EventTarget();
    const { journal, status } = open(store, net.send, { events });
    journal.record(5, { optionId: 50 });
    await vi.advanceTimersByTimeAsync(1000);
    for (let i = 0; i < 6; i++) {
      net.calls[i]!.reject(new TypeError('offline'));
      await settle();
      await vi.advanceTimersByTimeAsync(Math.min(8000, 1000 * 2 ** i));
    }
    expect(net.calls).toHaveLength(7);
    net.calls[6]!.reject(new TypeError('offline'));
    await vi.advanceTimersByTimeAsync(7999);
    expect(net.calls).toHaveLength(7);
    events.dispatchEvent(new Event('online'));
    await settle();
    expect(net.calls).toHaveLength(8);
    net.calls[7]!.resolve();
    await settle();
    expect(status()).toBe('saved');
  });

  it('loses nothing across a reload: pending answers are resent, the seq keeps growing', async () => {
    const disk = new Map<string, string>();
    const store1 = memoryStore(disk);
    const net1 = fakeServer(store1);
    const page1 = open(store1, net1.send);
    page1.journal.record(1, { optionId: 10 });
    page1.journal.record(2, { optionId: 20 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(net1.calls).toHaveLength(1); // in flight when the page dies
    page1.journal.record(3, { optionId: 30, markedForReview: true });
    page1.sync.stop();

    // The page loads again; the server had stored nothing.
    const store2 = memoryStore(disk);
    const net2 = fakeServer(store2);
    const page2 = open(store2, net2.send);
    expect(page2.journal.getSnapshot().answers['3']).toEqual({
      optionId: 30,
      markedForReview: true,
      seq: 3,
    });
    await settle();
    expect(net2.calls).toHaveLength(1);
    expect(net2.calls[0]!.body.answers.map((a) => [a.questionId, a.optionId, a.seq])).toEqual([
      [1, 10, 1],
      [2, 20, 2],
      [3, 30, 3],
    ]);
    page2.journal.record(1, { optionId: 12 });
    expect(store2.read(ATTEMPT)?.answers['1']?.seq).toBe(4);
  });

  it('does not let a stale acknowledgement or a stale read regress a newer answer', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const { journal, status } = open(store, net.send);
    journal.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(1000);
    journal.record(1, { optionId: 11 }); // changed while seq 1 is in flight
    net.calls[0]!.resolve(); // acknowledges seq 1 only
    await settle();
    expect(journal.getSnapshot().answers['1']?.optionId).toBe(11);
    expect(store.read(ATTEMPT)?.pending).toEqual([1]);
    journal.merge([{ questionId: 1, optionId: 10, markedForReview: false, seq: 1 }]); // an old read
    expect(journal.getSnapshot().answers['1']?.optionId).toBe(11);
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls[1]!.body.answers).toEqual([
      { questionId: 1, optionId: 11, markedForReview: false, seq: 2 },
    ]);
    net.calls[1]!.resolve();
    await settle();
    expect(status()).toBe('saved');
  });

  it('stops and reports when the attempt is closed (409 ATTEMPT_CLOSED)', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const onClosed = vi.fn();
    const { journal, status } = open(store, net.send, { onClosed });
    journal.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(1000);
    net.calls[0]!.reject(attemptClosed());
    await settle();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(status()).toBe('closed');
    expect(journal.record(2, { optionId: 20 })).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(net.calls).toHaveLength(1);
  });

  it('aborts a request that hangs and retries it', async () => {
    const store = memoryStore();
    const bodies: SaveAnswersBody[] = [];
    const send = vi.fn((body: SaveAnswersBody, init: { signal: AbortSignal }) => {
      bodies.push(body);
      return new Promise((_, reject) =>
        init.signal.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    });
    const policy = { baseMs: 1000, maxMs: 8000, timeoutMs: 5000 };
    const { journal, status } = open(store, send, { policy });
    journal.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(1000 + 5000 + 1000);
    expect(bodies).toHaveLength(2);
    expect(status()).not.toBe('saved');
  });

  it('drains everything before the exam ends', async () => {
    const store = memoryStore();
    let fail = 2;
    const sent: number[] = [];
    const { journal, sync } = open(store, async (body) => {
      if (fail-- > 0) throw new TypeError('offline');
      sent.push(...body.answers.map((a) => a.questionId));
    });
    journal.record(1, { optionId: 10 });
    journal.record(2, { optionId: 20 });
    const drained = sync.drain(10_000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(drained).resolves.toBe(true);
    expect(sent).toEqual([1, 2]);
  });

  it('splits more than one batch worth of answers into several requests', async () => {
    const store = memoryStore();
    const sizes: number[] = [];
    const { journal } = open(store, async (body) => void sizes.push(body.answers.length));
    for (let i = 1; i <= 250; i++) journal.record(i, { optionId: i });
    await vi.advanceTimersByTimeAsync(1001);
    expect(sizes).toEqual([200, 50]);
    expect(journal.getSnapshot().pendingCount).toBe(0);
  });
});
