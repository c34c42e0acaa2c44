import { describe, expect, it } from 'vitest';
import { AnswerQueue } from './answer-queue';
import type { PendingAnswer } from './exams.types';

const row = (attemptId: string, questionId: number, seq: number): PendingAnswer => ({
  attemptId,
  questionId,
  seq,
  optionId: seq,
  markedForReview: false,
  savedAt: new Date(0),
});

function deferredWriter() {
  const calls: { rows: PendingAnswer[]; finish: (err?: Error) => void }[] = [];
  const write = (rows: PendingAnswer[]) =>
    new Promise<Set<string>>((resolve, reject) => {
      calls.push({
        rows,
        finish: (err) => (err ? reject(err) : resolve(new Set(rows.map((r) => r.attemptId)))),
      });
    });
  return { calls, write };
}

const tick = () => new Promise((r) => setImmediate(r));

describe('answer queue', () => {
  it('writes all saves of one tick in a single write and acknowledges only after it finishes', async () => {
    const w = deferredWriter();
    const q = new AnswerQueue(w.write);
    let acked = 0;
    const saves = ['a', 'b', 'c'].map((id, i) =>
      q.enqueue([row(id, i, 1)]).then(() => (acked += 1)),
    );
    await tick();
    expect(w.calls).toHaveLength(1);
    expect(w.calls[0]!.rows).toHaveLength(3);
    await tick();
    expect(acked).toBe(0);
    w.calls[0]!.finish();
    await Promise.all(saves);
    expect(acked).toBe(3);
  });

  it('keeps one row per question, the one with the highest seq', async () => {
    const w = deferredWriter();
    const q = new AnswerQueue(w.write);
    void q.enqueue([row('a', 1, 5), row('a', 1, 7)]);
    void q.enqueue([row('a', 1, 6), row('a', 2, 1)]);
    await tick();
    expect(w.calls[0]!.rows.map((r) => [r.questionId, r.seq])).toEqual([
      [1, 7],
      [2, 1],
    ]);
  });

  it('batches what arrives during a write into the next one', async () => {
    const w = deferredWriter();
    const q = new AnswerQueue(w.write);
    const first = q.enqueue([row('a', 1, 1)]);
    await tick();
    const later = [q.enqueue([row('b', 1, 1)]), q.enqueue([row('c', 1, 1)])];
    await tick();
    expect(w.calls).toHaveLength(1);
    w.calls[0]!.finish();
    await first;
    while (w.calls.length < 2) await tick();
    expect(w.calls[1]!.rows).toHaveLength(2);
    w.calls[1]!.finish();
    await Promise.all(later);
  });

  it('fails every save of a failed write, so none is acknowledged', async () => {
    const w = deferredWriter();
    const q = new AnswerQueue(w.write);
    const saves = [q.enqueue([row('a', 1, 1)]), q.enqueue([row('b', 1, 1)])];
    await tick();
    w.calls[0]!.finish(new Error('disk full'));
    for (const s of saves) await expect(s).rejects.toThrow('disk full');
  });

  it('writes everything pending on close and refuses new saves afterwards', async () => {
    const written: PendingAnswer[] = [];
    const q = new AnswerQueue(async (rows) => {
      written.push(...rows);
      return new Set(rows.map((r) => r.attemptId));
    });
    const pending = [q.enqueue([row('a', 1, 1)]), q.enqueue([row('b', 2, 1)])];
    await q.close();
    expect(written).toHaveLength(2);
    await Promise.all(pending);
    await expect(q.enqueue([row('c', 1, 1)])).rejects.toThrow();
  });
});
