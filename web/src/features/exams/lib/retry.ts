import { ApiError, errorMessage } from '@/lib/api-client';

/*
 * One set of retry rules for every write of the exam (answer saves and ending the attempt): what
 * is worth another try, how long to wait before it, and how long one try may take.
 */

export type RetryPolicy = { baseMs: number; maxMs: number; timeoutMs: number };

export const retryPolicy: RetryPolicy = { baseMs: 1000, maxMs: 30_000, timeoutMs: 15_000 };

/**
 * The wait before retry number `attempt` (1 for the first): the exponential step, capped, less a
 * random part of up to half of it. `random` is in [0, 1); 0 gives the full step. Spread out like
 * this, a hall of learners cut off by the same server restart does not come back in lockstep.
 */
export function nextDelay(attempt: number, random: number, policy = retryPolicy): number {
  const step = Math.min(policy.maxMs, policy.baseMs * 2 ** Math.max(0, attempt - 1));
  return step - (step / 2) * random;
}

/** What a failed request means for the next try. */
export type Failure =
  /** The network, a timeout, a conflict, a rate limit or the server itself: try again later. */
  | { kind: 'retry'; retryAfterMs?: number }
  /** 409 ATTEMPT_CLOSED: the attempt is over; nothing more will be accepted. */
  | { kind: 'closed' }
  /** 409 ATTEMPT_TAKEN_OVER: another tab or device holds the attempt; this one sends nothing more. */
  | { kind: 'taken' }
  /** Any other 4xx: the same request would be refused again; why, in the interface language. */
  | { kind: 'refused'; message: string };

const RETRY_STATUSES = new Set([408, 409, 429]);

export function classify(error: unknown, now = Date.now()): Failure {
  // Not an answer from the server (dropped network, aborted after the timeout): worth another try.
  if (!(error instanceof ApiError) || error.isNetwork) return { kind: 'retry' };
  if (error.code === 'ATTEMPT_CLOSED') return { kind: 'closed' };
  if (error.code === 'ATTEMPT_TAKEN_OVER') return { kind: 'taken' };
  if (error.status >= 500 || RETRY_STATUSES.has(error.status)) {
    const retryAfterMs = parseRetryAfter((error as { retryAfter?: unknown }).retryAfter, now);
    return retryAfterMs === undefined ? { kind: 'retry' } : { kind: 'retry', retryAfterMs };
  }
  return { kind: 'refused', message: errorMessage(error) };
}

/**
 * A `Retry-After` value (seconds, or an HTTP date), as the API layer passes it on with the error,
 * in milliseconds from `now`.
 */
export function parseRetryAfter(value: unknown, now = Date.now()): number | undefined {
  if (typeof value === 'number') return value >= 0 ? value * 1000 : undefined;
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds >= 0 ? seconds * 1000 : undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The wait before the next try after `failure`: what the server asked for when it said, plus up to
 * one base step so that everyone it asked does not return in the same instant; else the backoff.
 */
export function retryDelay(
  failure: { retryAfterMs?: number },
  attempt: number,
  random: number,
  policy = retryPolicy,
): number {
  if (failure.retryAfterMs !== undefined) return failure.retryAfterMs + random * policy.baseMs;
  return nextDelay(attempt, random, policy);
}

export type RetryingOptions = {
  /** Called before each wait, e.g. to say that the device is waiting for the network. */
  onWait?: (failure: Failure, delayMs: number) => void;
  random?: () => number;
  policy?: RetryPolicy;
};

/**
 * Runs `task` until it succeeds, each try cut off after the policy's timeout. Rejects with the
 * error of a try that retrying cannot help (`classify` says closed or refused).
 */
export async function retrying<T>(
  task: (signal: AbortSignal) => Promise<T>,
  { onWait, random = Math.random, policy = retryPolicy }: RetryingOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const controller = new AbortController();
    const timeout = setTimeout(() => controller.abort(), policy.timeoutMs);
    let error: unknown;
    try {
      return await task(controller.signal);
    } catch (e) {
      error = e;
    } finally {
      clearTimeout(timeout);
    }
    const failure = classify(error);
    if (failure.kind !== 'retry') throw error;
    const delayMs = retryDelay(failure, attempt, random(), policy);
    onWait?.(failure, delayMs);
    await new Promise((resolve) => setTimeout(resolve, delayMs));
  }
}
