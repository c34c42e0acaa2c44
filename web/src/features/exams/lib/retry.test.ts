import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpError } from './answer-test-helpers';
import { classify, nextDelay, parseRetryAfter, retryDelay, retrying, retryPolicy } from './retry';

describe('nextDelay', () => {
  it('doubles per attempt up to the cap; random 0 gives the full step', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => nextDelay(n, 0))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('spreads many clients over the upper half of the step, never past the cap', () => {
    for (const attempt of [1, 3, 6, 12]) {
      const step = Math.min(retryPolicy.maxMs, retryPolicy.baseMs * 2 ** (attempt - 1));
      const delays = Array.from({ length: 1000 }, () => nextDelay(attempt, Math.random()));
      for (const d of delays) {
        expect(d).toBeGreaterThan(step / 2);
        expect(d).toBeLessThanOrEqual(step);
      }
      expect(new Set(delays).size).toBeGreaterThan(990);
      expect(Math.max(...delays) - Math.min(...delays)).toBeGreaterThan(step * 0.4);
    }
  });
});

describe('classify', () => {
  it.each([
    [new TypeError('Failed to fetch'), 'retry'],
    [new DOMException('The operation was aborted', 'AbortError'), 'retry'],
    [httpError(0, 'NETWORK_ERROR'), 'retry'],
    [httpError(408), 'retry'],
    [httpError(409, 'CONFLICT'), 'retry'],
    [httpError(429, 'RATE_LIMITED'), 'retry'],
    [httpError(500), 'retry'],
    [httpError(503), 'retry'],
    [httpError(409, 'ATTEMPT_CLOSED'), 'closed'],
    [httpError(400, 'VALIDATION_FAILED'), 'refused'],
    [httpError(401, 'UNAUTHENTICATED'), 'refused'],
    [httpError(403, 'FORBIDDEN'), 'refused'],
    [httpError(404, 'NOT_FOUND'), 'refused'],
    [httpError(413, 'PAYLOAD_TOO_LARGE'), 'refused'],
  ])('%s → %s', (error, kind) => {
    expect(classify(error).kind).toBe(kind);
  });

  it('carries the Retry-After the server sent and the reason of a refusal', () => {
    const limited = Object.assign(httpError(429, 'RATE_LIMITED'), { retryAfter: '7' });
    expect(classify(limited)).toEqual({ kind: 'retry', retryAfterMs: 7000 });
    // The message of the error's code in the interface language; the server's own for a new code.
    expect(classify(httpError(404, 'NOT_FOUND', 'Attempt not found'))).toEqual({
      kind: 'refused',
      message: 'This does not exist or is no longer available.',
    });
    expect(classify(httpError(400, 'SOME_NEW_CODE', 'Not an option'))).toEqual({
      kind: 'refused',
      message: 'Not an option',
    });
  });
});

describe('Retry-After', () => {
  const now = Date.parse('2026-03-01T10:00:00Z');
  it('reads seconds and HTTP dates, and ignores what it cannot read', () => {
    expect(parseRetryAfter('120', now)).toBe(120_000);
    expect(parseRetryAfter(3, now)).toBe(3000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 10:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('Sun, 01 Mar 2026 09:00:00 GMT', now)).toBe(0);
    for (const bad of [undefined, null, '', 'soon', '-5', -1])
      expect(parseRetryAfter(bad, now)).toBe(undefined);
  });

  it('is waited out in full, with up to one base step on top', () => {
    expect(retryDelay({ retryAfterMs: 20_000 }, 1, 0)).toBe(20_000);
    expect(retryDelay({ retryAfterMs: 20_000 }, 1, 0.999)).toBeCloseTo(20_999);
    expect(retryDelay({}, 3, 0)).toBe(nextDelay(3, 0));
  });
});

describe('retrying', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tries again after each wait of the backoff until the task succeeds', async () => {
    const failures = [httpError(503), new TypeError('Failed to fetch'), httpError(429)];
    const at: number[] = [];
    const task = vi.fn(async () => {
      at.push(Date.now());
      const e = failures.shift();
      if (e) throw e;
      return 'done';
    });
    const onWait = vi.fn();
    const result = retrying(task, { onWait, random: () => 0 });
    await vi.advanceTimersByTimeAsync(7000);
    await expect(result).resolves.toBe('done');
    expect(at.slice(1).map((t, i) => t - at[i]!)).toEqual([1000, 2000, 4000]);
    expect(onWait).toHaveBeenCalledTimes(3);
  });

  it('gives up at once on a refusal or a closed attempt', async () => {
    for (const error of [httpError(404, 'NOT_FOUND'), httpError(409, 'ATTEMPT_CLOSED')]) {
      const task = vi.fn(() => Promise.reject(error));
      await expect(retrying(task)).rejects.toBe(error);
      expect(task).toHaveBeenCalledOnce();
    }
  });

  it('cuts off a try that hangs and makes another', async () => {
    const signals: AbortSignal[] = [];
    const task = vi.fn(
      (signal: AbortSignal) =>
        new Promise<string>((resolve, reject) => {
          signals.push(signal);
          if (signals.length > 1) resolve('done');
          signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const result = retrying(task, { random: () => 0 });
    await vi.advanceTimersByTimeAsync(retryPolicy.timeoutMs + 1000);
    await expect(result).resolves.toBe('done');
    expect(signals[0]!.aborted).toBe(true);
  });
});
