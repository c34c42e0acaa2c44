import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from './api-client';
import { storage } from './storage';

function stubFetch(status: number, body: unknown) {
  const fn = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fn);
  return fn;
}
const headersOf = (fn: ReturnType<typeof stubFetch>) =>
  (fn.mock.calls[0] as unknown as [string, RequestInit])[1].headers as Record<string, string>;

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it('sends web: web on every request and no authorization when signed out', async () => {
    const fetch = stubFetch(200, { data: [] });
    await api('courses/search?query=x');
    expect(fetch.mock.calls[0]![0]).toBe('/api/courses/search?query=x');
    expect(headersOf(fetch)).toEqual({ web: 'web' });
  });

  it('adds the bearer token when one is stored', async () => {
    storage.setPlain('token', 'tok123');
    const fetch = stubFetch(200, { data: {} });
    await api('/userdetails');
    expect(headersOf(fetch)).toMatchObject({ web: 'web', authorization: 'Bearer tok123' });
  });

  it('sends JSON bodies with a content type', async () => {
    const fetch = stubFetch(200, { data: { saved: 1 } });
    await api('v1/examAnswer', { method: 'POST', body: { attemptId: 'a' } });
    const init = (fetch.mock.calls[0] as unknown as [string, RequestInit])[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"attemptId":"a"}');
    expect(headersOf(fetch)['content-type']).toBe('application/json');
  });

  it("turns the contract's error shape into a typed error", async () => {
    stubFetch(400, { error: { code: 'VALIDATION_FAILED', message: 'phone: invalid', details: [{ field: 'phone' }] } });
    const err = await api('userdetails', { method: 'PATCH', body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: 'phone: invalid' });
  });

  it('reports a dropped network as NETWORK_ERROR', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    const err = (await api('health').catch((e: unknown) => e)) as ApiError;
    expect(err.isNetwork).toBe(true);
  });

  it('drops a revoked session and goes to /login', async () => {
    storage.setPlain('token', 'revoked');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(401, { error: { code: 'UNAUTHENTICATED', message: 'Your session has ended' } });
    await api('userdetails').catch(() => undefined);
    expect(storage.getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?expired=1');
  });
});
