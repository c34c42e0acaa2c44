import os from 'node:os';
import { fileURLToPath } from 'node:url';
import Piscina from 'piscina';

/*
 * Worker threads for work that would otherwise hold up every request: reading HTML and
 * question-bank files. One pool per process (piscina), shared by every task file: each thread has
 * a memory limit of its own, a task that runs too long is stopped by ending its thread, and an
 * idle thread neither holds the process open nor lives past a minute. The thread that answers
 * requests comes first: at most half the cores (at least one thread) work here, at a lower
 * scheduling priority.
 */

/** Why a task did not finish. */
export type WorkerFailureReason = 'timeout' | 'memory' | 'busy';

export class WorkerFailure extends Error {
  constructor(readonly reason: WorkerFailureReason) {
    super(`worker task failed: ${reason}`);
  }
}

/** Memory of one thread: a few times what the largest accepted input needs. */
const HEAP_MB = 256;
/** Tasks waiting for a thread; past this the caller is told the server is busy. */
const MAX_QUEUE = 64;

let pool: Piscina | null = null;

function thePool() {
  pool ??= new Piscina({
    minThreads: 0,
    maxThreads: Math.max(1, Math.floor(os.availableParallelism() / 2)),
    idleTimeout: 60_000,
    maxQueue: MAX_QUEUE,
    resourceLimits: { maxOldGenerationSizeMb: HEAP_MB, maxYoungGenerationSizeMb: 32 },
    // Below the thread that answers requests: when cores are short, requests go first.
    niceIncrement: 10,
    // From source (tsx, vitest) the task files are TypeScript; built, they are dist/*.js.
    execArgv: import.meta.url.endsWith('.ts') ? ['--import', 'tsx'] : [],
  });
  return pool;
}

/**
 * The file of a task module `name` beside `base` (the caller's import.meta.url): `name.ts` from
 * source, `name.js` from the build, where every task module is an entry point of its own beside
 * dist/main.js (server/scripts/build.mjs).
 */
export function taskFile(name: string, base: string) {
  return fileURLToPath(new URL(`./${name}.${base.endsWith('.ts') ? 'ts' : 'js'}`, base));
}

/** Runs `task` through the default export of `file` in a worker thread. */
export async function runInWorker<T>(file: string, task: unknown, timeoutMs: number): Promise<T> {
  try {
    return (await thePool().run(task, {
      filename: file,
      signal: AbortSignal.timeout(timeoutMs),
    })) as T;
  } catch (err) {
    const e = err as { name?: string; code?: string; message?: string };
    if (e.name === 'AbortError') throw new WorkerFailure('timeout');
    if (e.code === 'ERR_WORKER_OUT_OF_MEMORY') throw new WorkerFailure('memory');
    if (/queue is at limit/i.test(e.message ?? '')) throw new WorkerFailure('busy');
    throw err;
  }
}

/** Ends the threads (when the process is about to end anyway, threads end with it). */
export async function closeWorkerPool() {
  const closing = pool;
  pool = null;
  await closing?.destroy();
}
