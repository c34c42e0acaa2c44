import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runInWorker, WorkerFailure } from './worker-pool';

/*
 * A task that never ends or eats all memory ends its worker thread, not the process: the caller
 * gets a WorkerFailure naming why, and the next task runs on a fresh thread.
 */

const TASKS = fileURLToPath(new URL('../../test/fixtures/worker-tasks.ts', import.meta.url));
const reason = (p: Promise<unknown>) =>
  p.then(
    () => 'finished',
    (err: unknown) => (err instanceof WorkerFailure ? err.reason : err),
  );

describe('runInWorker', () => {
  it('answers what the task answers', async () => {
    expect(await runInWorker(TASKS, 'echo', 60_000)).toBe('answered');
  });

  it('stops a task past its time, and goes on with the next', async () => {
    expect(await reason(runInWorker(TASKS, 'spin', 300))).toBe('timeout');
    expect(await runInWorker(TASKS, 'echo', 60_000)).toBe('answered');
  });

  it('ends a thread past its memory, not the process, and goes on with the next', async () => {
    const heap = process.memoryUsage().heapUsed;
    expect(await reason(runInWorker(TASKS, 'hog', 120_000))).toBe('memory');
    expect(process.memoryUsage().heapUsed - heap).toBeLessThan(64 * 1024 * 1024);
    expect(await runInWorker(TASKS, 'echo', 60_000)).toBe('answered');
  }, 120_000);
});
