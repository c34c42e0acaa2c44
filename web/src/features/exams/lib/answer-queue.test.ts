import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SaveAnswersBody } from '@pariksha/contracts/exams';
import {
  AnswerQueue,
  type AnswerQueueOptions,
  type Journal,
  type JournalStore,
} from './answer-queue';

const ATTEMPT = '6f1c1b0e-8a53-4a43-9c55-2b3c3f6c2a11';

/** Local storage as the browser keeps it: strings that survive the page. */
function memoryStore(
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

type Call = {
  body: SaveAnswersBody;
  storedAtCall: Journal | null;
  resolve: () => void;
  reject: (e: unknown) => void;
};

/** A fake network: each call waits until the test answers it. */
function fakeServer(store: JournalStore) {
  const calls: Call[] = [];
  const send = vi.fn(
    (body: SaveAnswersBody) =>
      new Promise<unknown>((resolve, reject) => {
        calls.push({ body, storedAtCall: store.read(ATTEMPT), resolve: () => resolve({}), reject });
      }),
  );
  return { calls, send };
}

class Closed extends Error {}

function open(
  store: JournalStore,
  send: AnswerQueueOptions['send'],
  extra: Partial<AnswerQueueOptions> = {},
) {
  const q = new AnswerQueue({
    attemptId: ATTEMPT,
    store,
    send,
    isAttemptClosed: (e) => e instanceof Closed,
    batchDelayMs: 1000,
    retryBaseMs: 1000,
    retryMaxMs: 8000,
    isOnline: () => true,
    ...extra,
  });
  q.start();
  return q;
}

const settle = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('AnswerQueue', () => {
  it('writes every change to storage before any request is made', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const q = open(store, net.send);
    q.record(11, { optionId: 3 });
    expect(store.read(ATTEMPT)?.answers['11']).toEqual({
      optionId: 3,
      markedForReview: false,
      seq: 1,
    });
    expect(store.read(ATTEMPT)?.pending).toEqual([11]);
    expect(net.send).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]!.storedAtCall?.answers['11']?.optionId).toBe(3);
  });

  it('sends changes made within the batch window as one request, latest answer per question', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const q = open(store, net.send);
    q.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(300);
    q.record(2, { optionId: 20 });
    q.record(1, { optionId: 11 });
    q.record(2, { markedForReview: true });
    await vi.advanceTimersByTimeAsync(700);
    expect(net.calls).toHaveLength(1);
    expect(net.calls[0]!.body.answers).toEqual([
      { questionId: 1, optionId: 11, markedForReview: false, seq: 3 },
      { questionId: 2, optionId: 20, markedForReview: true, seq: 4 },
    ]);
    net.calls[0]!.resolve();
    await settle();
    expect(q.getSnapshot().status).toBe('saved');
    expect(store.read(ATTEMPT)?.pending).toEqual([]);
  });

  it('ignores a change that changes nothing', () => {
    const store = memoryStore();
    const q = open(store, fakeServer(store).send);
    expect(q.record(1, { optionId: null })).toBe(false);
    expect(q.record(1, { optionId: 2 })).toBe(true);
    expect(q.record(1, { optionId: 2 })).toBe(false);
    expect(store.read(ATTEMPT)?.seq).toBe(1);
  });

  it('retries with exponential backoff while failing, then saves', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const q = open(store, net.send, { isOnline: () => false });
    q.record(5, { optionId: 50 });
    await vi.advanceTimersByTimeAsync(1000);
    const at: number[] = [];
    for (let i = 0; i < 4; i++) {
      expect(net.calls).toHaveLength(i + 1);
      at.push(Date.now());
      net.calls[i]!.reject(new TypeError('Failed to fetch'));
      await settle();
      expect(q.getSnapshot().status).toBe('offline');
      await vi.advanceTimersByTimeAsync(1000 * 2 ** i);
    }
    expect(net.calls).toHaveLength(5);
    expect(at.slice(1).map((t, i) => t - at[i]!)).toEqual([1000, 2000, 4000]);
    net.calls[4]!.resolve();
    await settle();
    expect(q.getSnapshot().status).toBe('saved');
  });

  it('caps the backoff and sends at once when the network comes back', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const events = new EventTarget();
    const q = open(store, net.send, { events });
    q.record(5, { optionId: 50 });
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
    expect(q.getSnapshot().status).toBe('saved');
  });

  it('loses nothing across a reload: pending answers are resent, the seq keeps growing', async () => {
    const disk = new Map<string, string>();
    const store1 = memoryStore(disk);
    const net1 = fakeServer(store1);
    const q1 = open(store1, net1.send);
    q1.record(1, { optionId: 10 });
    q1.record(2, { optionId: 20 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(net1.calls).toHaveLength(1); // in flight when the page dies
    q1.record(3, { optionId: 30, markedForReview: true });
    q1.stop();

    // The page loads again; the server had stored nothing.
    const store2 = memoryStore(disk);
    const net2 = fakeServer(store2);
    const q2 = open(store2, net2.send);
    expect(q2.getSnapshot().answers['3']).toEqual({ optionId: 30, markedForReview: true, seq: 3 });
    await settle();
    expect(net2.calls).toHaveLength(1);
    expect(net2.calls[0]!.body.answers.map((a) => [a.questionId, a.optionId, a.seq])).toEqual([
      [1, 10, 1],
      [2, 20, 2],
      [3, 30, 3],
    ]);
    q2.record(1, { optionId: 12 });
    expect(store2.read(ATTEMPT)?.answers['1']?.seq).toBe(4);
  });

  it('merges server answers with local pending ones by seq on resume', async () => {
    const disk = new Map<string, string>();
    const store = memoryStore(disk);
    store.write(ATTEMPT, {
      v: 1,
      seq: 7,
      answers: {
        '1': { optionId: 10, markedForReview: false, seq: 7 },
        '2': { optionId: 20, markedForReview: false, seq: 2 },
      },
      pending: [1, 2],
      visited: [1, 2],
    });
    const net = fakeServer(store);
    const q = new AnswerQueue(
      {
        attemptId: ATTEMPT,
        store,
        send: net.send,
        isAttemptClosed: () => false,
        isOnline: () => true,
      },
      [
        { questionId: 1, optionId: 99, markedForReview: false, seq: 5 }, // older than the local one
        { questionId: 2, optionId: 21, markedForReview: true, seq: 9 }, // newer (another device)
        { questionId: 4, optionId: 40, markedForReview: false, seq: 3 },
      ],
    );
    q.start();
    const { answers } = q.getSnapshot();
    expect(answers['1']?.optionId).toBe(10);
    expect(answers['2']).toEqual({ optionId: 21, markedForReview: true, seq: 9 });
    expect(answers['4']?.optionId).toBe(40);
    expect(store.read(ATTEMPT)?.pending).toEqual([1]);
    q.record(5, { optionId: 50 });
    expect(store.read(ATTEMPT)?.answers['5']?.seq).toBe(10);
  });

  it('does not let a stale acknowledgement or a stale read regress a newer answer', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const q = open(store, net.send);
    q.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(1000);
    q.record(1, { optionId: 11 }); // changed while seq 1 is in flight
    net.calls[0]!.resolve(); // acknowledges seq 1 only
    await settle();
    expect(q.getSnapshot().answers['1']?.optionId).toBe(11);
    expect(store.read(ATTEMPT)?.pending).toEqual([1]);
    q.merge([{ questionId: 1, optionId: 10, markedForReview: false, seq: 1 }]); // an old paper read
    expect(q.getSnapshot().answers['1']?.optionId).toBe(11);
    await vi.advanceTimersByTimeAsync(1000);
    expect(net.calls[1]!.body.answers).toEqual([
      { questionId: 1, optionId: 11, markedForReview: false, seq: 2 },
    ]);
    net.calls[1]!.resolve();
    await settle();
    expect(q.getSnapshot().status).toBe('saved');
  });

  it('stops and reports when the attempt is closed (409 ATTEMPT_CLOSED)', async () => {
    const store = memoryStore();
    const net = fakeServer(store);
    const onClosed = vi.fn();
    const q = open(store, net.send, { onClosed });
    q.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(1000);
    net.calls[0]!.reject(new Closed());
    await settle();
    expect(onClosed).toHaveBeenCalledOnce();
    expect(q.getSnapshot().status).toBe('closed');
    expect(q.record(2, { optionId: 20 })).toBe(false);
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
    const q = open(store, send, { requestTimeoutMs: 5000 });
    q.record(1, { optionId: 10 });
    await vi.advanceTimersByTimeAsync(1000 + 5000 + 1000);
    expect(bodies).toHaveLength(2);
    expect(q.getSnapshot().status).not.toBe('saved');
  });

  it('drains everything before the exam ends', async () => {
    const store = memoryStore();
    let fail = 2;
    const sent: number[] = [];
    const q = open(store, async (body) => {
      if (fail-- > 0) throw new TypeError('offline');
      sent.push(...body.answers.map((a) => a.questionId));
    });
    q.record(1, { optionId: 10 });
    q.record(2, { optionId: 20 });
    const drained = q.drain(10_000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(drained).resolves.toBe(true);
    expect(sent).toEqual([1, 2]);
  });

  it('splits more than one batch worth of answers into several requests', async () => {
    const store = memoryStore();
    const sizes: number[] = [];
    const q = open(store, async (body) => void sizes.push(body.answers.length));
    for (let i = 1; i <= 250; i++) q.record(i, { optionId: i });
    await vi.advanceTimersByTimeAsync(1001);
    expect(sizes).toEqual([200, 50]);
    expect(q.getSnapshot().pendingCount).toBe(0);
  });

  it('keeps the answers of two tabs on the same attempt, never reusing a seq', async () => {
    const disk = new Map<string, string>();
    const tabA = open(memoryStore(disk), async () => {});
    const tabB = open(memoryStore(disk), async () => {});
    tabA.record(1, { optionId: 10 });
    tabB.record(2, { optionId: 20 });
    tabA.record(3, { optionId: 30 });
    const after = memoryStore(disk).read(ATTEMPT)!;
    expect(Object.values(after.answers).map((a) => a.seq)).toEqual([1, 2, 3]);
    expect(after.pending.sort()).toEqual([1, 2, 3]);
    tabA.stop();
    tabB.stop();
  });

  it('remembers visited questions across reloads', () => {
    const disk = new Map<string, string>();
    const q1 = open(memoryStore(disk), async () => {});
    q1.markVisited(4);
    const q2 = open(memoryStore(disk), async () => {});
    expect(q2.getSnapshot().visited.has(4)).toBe(true);
  });
});
