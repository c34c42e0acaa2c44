import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { keepMediaSession, useMediaReady } from './media-session';
import { clearSession, setSession } from './session';

const user = { id: 'u1', name: 'Anu', email: 'anu@example.com' };

function stubFetch() {
  const fn = vi.fn(async (_url: string, init?: RequestInit) =>
    init?.method === 'DELETE'
      ? Response.json({ data: { ended: true } })
      : Response.json({ data: { expiresAt: new Date().toISOString(), expiresInSeconds: 3600 } }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}
const calls = (fn: ReturnType<typeof stubFetch>) =>
  fn.mock.calls.map(([url, init]) => `${init?.method ?? 'GET'} ${url}`);

let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

describe('media session', () => {
  it('asks for the cookie once signed in, holds paid screens until it is answered, and removes it on sign-out', async () => {
    const fetch = stubFetch();
    stop = keepMediaSession();
    const { result } = renderHook(() => useMediaReady());
    expect(result.current).toBe(true);
    expect(fetch).not.toHaveBeenCalled();

    act(() => setSession('tok1', user));
    expect(result.current).toBe(false);
    await waitFor(() => expect(result.current).toBe(true));
    expect(calls(fetch)).toEqual(['POST /api/media/session']);
    const init = fetch.mock.calls[0]![1]!;
    expect(init.headers).toMatchObject({ authorization: 'Bearer tok1' });

    act(() => clearSession());
    expect(calls(fetch)).toEqual(['POST /api/media/session', 'DELETE /api/media/session']);
    expect(fetch.mock.calls[1]![1]!.keepalive).toBe(true);
  });

  it('opens the screens even when the request fails, and asks again later', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => Promise.reject(new TypeError('offline'))),
      );
      setSession('tok2', user);
      stop = keepMediaSession();
      const { result } = renderHook(() => useMediaReady());
      await act(() => vi.advanceTimersByTimeAsync(10));
      expect(result.current).toBe(true);
      const fetch = stubFetch();
      await act(() => vi.advanceTimersByTimeAsync(60_000));
      expect(calls(fetch)).toEqual(['POST /api/media/session']);
    } finally {
      vi.useRealTimers();
    }
  });
});
