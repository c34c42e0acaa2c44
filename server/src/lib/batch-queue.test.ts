import { describe, expect, it, vi } from 'vitest';
import { BatchQueue } from './batch-queue';

type Row = { key: string; n: number };
const row = (key: string, n = 1): Row => ({ key, n });

/** A write that finishes only when the test says so. */
function deferredWriter() {
  const calls: { rows: Row[]; finish: (err?: Error) => void }[] = [];
  const write = (rows: Row[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({ rows, finish: (err) => (err ? reject(err) : resolve(rows.map((r) => r.key))) });
    });
  return { calls, write };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('BatchQueue', () => {
  it('writes all rows of one tick in one write and settles only after it finishes', async () => {
    const w = deferredWriter();
    const q = new BatchQueue(w.write);
    let settled = 0;
    const requests = ['a', 'b', 'c'].map((k) => q.enqueue([row(k)]).then(() => (settled += 1)));
    await tick();
    expect(w.calls).toHaveLength(1);
    expect(w.calls[0]!.rows).toHaveLength(3);
    await tick();
    expect(settled).toBe(0);
    w.calls[0]!.finish();
    await Promise.all(requests);
    expect(settled).toBe(3);
  });

  it("gives every request of a write the write's result", async () => {
    const w = deferredWriter();
    const q = new BatchQueue(w.write);
    const both = Promise.all([q.enqueue([row('a')]), q.enqueue([row('b')])]);
    await tick();
    w.calls[0]!.finish();
    expect(await both).toEqual([
      ['a', 'b'],
      ['a', 'b'],
    ]);
  });

  it('shapes the rows of a write with merge', async () => {
    const w = deferredWriter();
    const q = new BatchQueue(w.write, { merge: (rows) => rows.filter((r) => r.n > 1) });
    void q.enqueue([row('a', 1), row('b', 2)]);
    void q.enqueue([row('c', 3)]);
    await tick();
    expect(w.calls[0]!.rows.map((r) => r.key)).toEqual(['b', 'c']);
  });

  it('batches what arrives during a write into the next one', async () => {
    const w = deferredWriter();
    const q = new BatchQueue(w.write);
    const first = q.enqueue([row('a')]);
    await tick();
    const later = [q.enqueue([row('b')]), q.enqueue([row('c')])];
    await tick();
    expect(w.calls).toHaveLength(1);
    w.calls[0]!.finish();
    await first;
    while (w.calls.length < 2) await tick();
    expect(w.calls[1]!.rows).toHaveLength(2);
    w.calls[1]!.finish();
    await Promise.all(later);
  });

  it('keeps one write in flight, and counts it as busy', async () => {
    const w = deferredWriter();
    const q = new BatchQueue(w.write);
    void q.enqueue([row('a')]);
    await tick();
    void q.enqueue([row('b')]);
    void q.enqueue([row('c')]);
    await tick();
    expect(w.calls).toHaveLength(1);
    expect(q.busy).toBe(3);
    w.calls[0]!.finish();
    while (w.calls.length < 2) await tick();
    expect(q.busy).toBe(1);
  });

  it('splits a backlog into writes of at most maxRowsPerWrite rows (whole requests)', async () => {
    const w = deferredWriter();
    const q = new BatchQueue(w.write, { maxRowsPerWrite: 3 });
    void q.enqueue([row('a'), row('b')]);
    void q.enqueue([row('c'), row('d')]);
    await tick();
    expect(w.calls[0]!.rows.map((r) => r.key)).toEqual(['a', 'b']);
    w.calls[0]!.finish();
    while (w.calls.length < 2) await tick();
    expect(w.calls[1]!.rows.map((r) => r.key)).toEqual(['c', 'd']);
  });

  it('fails every request of a failed write, so none is acknowledged', async () => {
    const w = deferredWriter();
    const q = new BatchQueue(w.write);
    const requests = [q.enqueue([row('a')]), q.enqueue([row('b')])];
    await tick();
    w.calls[0]!.finish(new Error('disk full'));
    for (const r of requests) await expect(r).rejects.toThrow('disk full');
  });

  it('resolves a barrier once every earlier request is written', async () => {
    const w = deferredWriter();
    const q = new BatchQueue(w.write);
    void q.enqueue([row('a')]);
    let passed = false;
    const barrier = q.barrier().then(() => (passed = true));
    await tick();
    expect(passed).toBe(false);
    w.calls[0]!.finish();
    await barrier;
    expect(passed).toBe(true);
  });

  describe('gathering a small batch', () => {
    const gather = { ms: 40, rows: 3 };

    it('writes a trickle of requests as one write, once the first has waited gather.ms', async () => {
      // The queue's own clock and timer, moved by hand: a busy machine cannot stretch the gap.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
      try {
        const w = deferredWriter();
        const q = new BatchQueue(w.write, { gather });
        void q.enqueue([row('a')]);
        vi.advanceTimersByTime(10);
        void q.enqueue([row('b')]);
        vi.advanceTimersByTime(gather.ms - 11);
        await tick();
        expect(w.calls).toHaveLength(0);
        vi.advanceTimersByTime(1);
        while (w.calls.length === 0) await tick();
        expect(w.calls[0]!.rows.map((r) => r.key)).toEqual(['a', 'b']);
      } finally {
        vi.useRealTimers();
      }
    });

    it('writes at once when gather.rows are waiting, and once a write ends with them', async () => {
      const w = deferredWriter();
      const q = new BatchQueue(w.write, { gather });
      void q.enqueue([row('a')]);
      void q.enqueue([row('b'), row('c')]);
      await tick();
      expect(w.calls).toHaveLength(1);
      void q.enqueue([row('d'), row('e'), row('f')]);
      w.calls[0]!.finish();
      while (w.calls.length < 2) await tick();
      expect(w.calls[1]!.rows).toHaveLength(3);
    });

    it('writes everything, gathering or not, on close', async () => {
      const written: Row[] = [];
      const q = new BatchQueue(async (rows: Row[]) => void written.push(...rows), { gather });
      const pending = q.enqueue([row('a')]);
      await q.close();
      expect(written).toHaveLength(1);
      await pending;
    });
  });

  it('writes everything pending on close and refuses new requests afterwards', async () => {
    const written: Row[] = [];
    const q = new BatchQueue(async (rows: Row[]) => void written.push(...rows), {
      closedError: () => new Error('restarting'),
    });
    const pending = [q.enqueue([row('a')]), q.enqueue([row('b')])];
    await q.close();
    expect(written).toHaveLength(2);
    await Promise.all(pending);
    await expect(q.enqueue([row('c')])).rejects.toThrow('restarting');
  });
});
