import { afterEach, describe, expect, it, vi } from 'vitest';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { catalogueUrl } from '@pariksha/contracts/catalogue-paths';
import {
  api,
  ApiError,
  errorMessage,
  errorStatus,
  GENERIC_ERROR_MESSAGE,
  getData,
  readApiError,
} from './api-client';
import { i18n } from './i18n';
import { storage } from './storage';

function stubFetch(status: number, body: unknown) {
  const fn = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }),
  );
  vi.stubGlobal('fetch', fn);
  return fn;
}
const callOf = (fn: ReturnType<typeof stubFetch>) =>
  fn.mock.calls[0] as unknown as [string, RequestInit];
const headersOf = (fn: ReturnType<typeof stubFetch>) =>
  callOf(fn)[1].headers as Record<string, string>;

afterEach(() => vi.unstubAllGlobals());

describe('api client', () => {
  it("calls the contract's path as it is, with web: web and no authorization when signed out", async () => {
    const fetch = stubFetch(200, { data: [] });
    await api(catalogueUrl.search('x y'));
    expect(callOf(fetch)[0]).toBe('/api/courses/search?query=x%20y');
    expect(headersOf(fetch)).toEqual({ web: 'web' });
  });

  it('adds the bearer token when one is stored', async () => {
    storage.setPlain('token', 'tok123');
    const fetch = stubFetch(200, { data: {} });
    await api(AccountPaths.userDetails);
    expect(headersOf(fetch)).toMatchObject({ web: 'web', authorization: 'Bearer tok123' });
  });

  it('sends JSON bodies with a content type', async () => {
    const fetch = stubFetch(200, { data: { saved: 1 } });
    await api(examUrl.answer(), { method: 'POST', body: { attemptId: 'a' } });
    const init = callOf(fetch)[1];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"attemptId":"a"}');
    expect(headersOf(fetch)['content-type']).toBe('application/json');
  });

  it("turns the contract's error shape into a typed error", async () => {
    stubFetch(400, {
      error: {
        code: 'VALIDATION_FAILED',
        message: 'phone: invalid',
        details: [{ field: 'phone' }],
      },
    });
    const err = await api(AccountPaths.userDetails, { method: 'PATCH', body: {} }).catch(
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'phone: invalid',
      details: [{ field: 'phone' }],
    });
  });

  it("passes the server's Retry-After on with a refusal", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'Wait' } }), {
            status: 429,
            headers: { 'retry-after': '12' },
          }),
      ),
    );
    const err = await api(examUrl.answer(), { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: '12' });
  });

  it('reports a dropped network as NETWORK_ERROR with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    const err = (await api('/api/health').catch((e: unknown) => e)) as ApiError;
    expect(err.isNetwork).toBe(true);
    expect(err.status).toBe(0);
    expect(errorMessage(err)).toMatch(/offline/);
  });

  it('drops a revoked session and goes to /login', async () => {
    storage.setPlain('token', 'revoked');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(401, { error: { code: 'UNAUTHENTICATED', message: 'Your session has ended' } });
    await api(AccountPaths.userDetails).catch(() => undefined);
    expect(storage.getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?expired=1');
  });

  it('treats a handed-in token equal to the stored one as the stored session', async () => {
    storage.setPlain('token', 'mine');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch(401, { error: { code: 'UNAUTHENTICATED', message: 'Your session has ended' } });
    await api(AccountPaths.userDetails, { token: 'mine' }).catch(() => undefined);
    expect(storage.getToken()).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?expired=1');
  });

  it('leaves the stored session alone when another token (onboarding) is refused', async () => {
    storage.setPlain('token', 'stored');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const fetch = stubFetch(401, { error: { code: 'UNAUTHENTICATED', message: 'Ended' } });
    const err = await api(AccountPaths.userDetails, { token: 'new' }).catch((e: unknown) => e);
    expect(headersOf(fetch).authorization).toBe('Bearer new');
    expect(errorStatus(err)).toBe(401);
    expect(storage.getToken()).toBe('stored');
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('getData, the one GET', () => {
  it("answers the envelope's data, from the contract's path", async () => {
    const fetch = stubFetch(200, { data: [{ id: 1, name: 'Kerala PSC' }] });
    const data = await getData<{ id: number; name: string }[]>(catalogueUrl.categories());
    expect(data).toEqual([{ id: 1, name: 'Kerala PSC' }]);
    expect(callOf(fetch)[0]).toBe('/api/categoryForWeb');
    expect(callOf(fetch)[1].method).toBe('GET');
  });

  it('passes the abort signal and the session to use', async () => {
    const fetch = stubFetch(200, { data: null });
    const controller = new AbortController();
    expect(
      await getData(AccountPaths.userDetails, { signal: controller.signal, token: 'onboarding' }),
    ).toBeNull();
    expect(callOf(fetch)[1].signal).toBe(controller.signal);
    expect(headersOf(fetch).authorization).toBe('Bearer onboarding');
  });

  it('fails with the generic message when the answer is not a { data } envelope', async () => {
    stubFetch(200, '<!doctype html><p>a page, not an answer</p>');
    const err = await getData(catalogueUrl.course(1)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessage(err)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('throws the API error of a failed GET', async () => {
    stubFetch(404, { error: { code: 'NOT_FOUND', message: 'No such course' } });
    const err = await getData(catalogueUrl.course(424242)).catch((e: unknown) => e);
    expect(errorStatus(err)).toBe(404);
    expect(errorMessage(err)).toBe('This does not exist or is no longer available.');
  });
});

describe('the error reader', () => {
  it("reads the contract's error shape", () => {
    const err = readApiError(409, { error: { code: 'ATTEMPT_CLOSED', message: 'Closed' } });
    expect(err).toMatchObject({ status: 409, code: 'ATTEMPT_CLOSED', message: 'Closed' });
  });

  it('turns any other body (none, HTML, a bare string) into a generic INTERNAL_ERROR', () => {
    for (const body of [null, 'Bad Gateway', { message: 'x' }, { error: { code: 1 } }]) {
      expect(readApiError(502, body)).toMatchObject({
        status: 502,
        code: 'INTERNAL_ERROR',
        message: GENERIC_ERROR_MESSAGE,
      });
    }
  });

  it("says the code's message in the interface language, and the fallback for anything else", async () => {
    const apiError = new ApiError(403, 'FORBIDDEN', 'Not yours');
    expect(errorMessage(apiError)).toBe('You do not have access to this.');
    // A code this client does not know yet: the API's own message.
    expect(errorMessage(new ApiError(400, 'SOMETHING_NEW', 'Said by the API'))).toBe(
      'Said by the API',
    );
    expect(errorMessage(new TypeError('x is undefined'))).toBe(GENERIC_ERROR_MESSAGE);
    expect(errorMessage('odd', 'The photo could not be saved.')).toBe(
      'The photo could not be saved.',
    );
    expect(errorStatus(apiError)).toBe(403);
    expect(errorStatus(new Error('render'))).toBeNull();
    await i18n.changeLanguage('ml');
    expect(errorMessage(apiError)).toBe('ഇതിലേക്ക് നിങ്ങൾക്ക് പ്രവേശനമില്ല.');
  });
});
