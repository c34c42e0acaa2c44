import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { AccountPaths } from '@pariksha/contracts/accounts-paths';
import { examUrl } from '@pariksha/contracts/exams-paths';
import { api } from './api-client';
import { currentUser, setSession } from './session';
import { renewSession, sessionEnded, useEndedSession, useHoldSession } from './session-expiry';
import { storage } from './storage';

const ENDED = { error: { code: 'UNAUTHENTICATED', message: 'Your session has ended' } };
const anjali = { id: 'u1', name: 'Anjali', email: 'anjali@example.com' };

/** The API: the data to the live token, 401 to any other or none. Answers the stub. */
function stubApi(live: string) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const auth = (init?.headers as Record<string, string>).authorization;
    return auth === `Bearer ${live}`
      ? new Response(JSON.stringify({ data: { saved: 1 } }), { status: 200 })
      : new Response(JSON.stringify(ENDED), { status: 401 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

let assign: ReturnType<typeof vi.fn>;
beforeEach(() => {
  localStorage.clear();
  setSession('old', anjali);
  assign = vi.fn();
  vi.stubGlobal('location', { ...window.location, assign });
});
afterEach(() => vi.unstubAllGlobals());

const save = (signal?: AbortSignal) =>
  api(examUrl.answer(), { method: 'POST', body: { answers: [] }, signal });

describe('a session that ends on a screen holding it (a running test)', () => {
  it('keeps the screen, asks to sign in as the same person, and makes the call again after', async () => {
    const fetch = stubApi('new');
    const hold = renderHook(() => useHoldSession());
    const ended = renderHook(() => useEndedSession());

    const saving = save();
    await vi.waitFor(() => expect(ended.result.current).toEqual({ email: 'anjali@example.com' }));
    expect(assign).not.toHaveBeenCalled();
    expect(storage.getToken()).toBe('old');

    act(() => renewSession('new', anjali));
    await expect(saving).resolves.toEqual({ data: { saved: 1 } });
    expect(ended.result.current).toBeNull();
    const last = fetch.mock.calls.at(-1)!;
    expect((last[1]!.headers as Record<string, string>).authorization).toBe('Bearer new');
    hold.unmount();
    expect(assign).not.toHaveBeenCalled();
  });

  it('asks for the same email after another tab has signed out', async () => {
    stubApi('new');
    renderHook(() => useHoldSession());
    const ended = renderHook(() => useEndedSession());
    localStorage.removeItem('token');
    localStorage.removeItem('user');
    const saving = save();
    await vi.waitFor(() => expect(ended.result.current).toEqual({ email: 'anjali@example.com' }));
    act(() => renewSession('new', anjali));
    await expect(saving).resolves.toEqual({ data: { saved: 1 } });
  });

  it('gives up waiting when the call is cut off', async () => {
    stubApi('new');
    renderHook(() => useHoldSession());
    const ended = renderHook(() => useEndedSession());
    const controller = new AbortController();
    const saving = save(controller.signal);
    await vi.waitFor(() => expect(ended.result.current).not.toBeNull());
    controller.abort();
    await expect(saving).rejects.toMatchObject({ name: 'AbortError' });
    act(() => renewSession('new', anjali));
  });

  it('goes to sign in as anywhere else once the screen is left signed out', () => {
    const hold = renderHook(() => useHoldSession());
    act(() => sessionEnded());
    hold.unmount();
    expect(assign).toHaveBeenCalledWith('/login?expired=1');
    expect(storage.getToken()).toBeNull();
    expect(storage.getPlain('lastEmail')).toBe('anjali@example.com');
  });
});

describe('a session that ends anywhere else', () => {
  it('is dropped, its email kept for the sign-in form until the next sign-in', async () => {
    stubApi('new');
    await api(AccountPaths.userDetails).catch(() => undefined);
    expect(assign).toHaveBeenCalledWith('/login?expired=1');
    expect(storage.getToken()).toBeNull();
    expect(currentUser()).toBeNull();
    expect(storage.getPlain('lastEmail')).toBe('anjali@example.com');
    setSession('new', anjali);
    expect(storage.getPlain('lastEmail')).toBeNull();
  });
});
