import { useEffect, useSyncExternalStore } from 'react';
import { currentUser, endExpiredSession, setSession } from './session';
import { storage, type StoredUser } from './storage';

/*
 * A screen that must not be left when the session ends — a running test — holds the session.
 * While it is held, a call refused with 401 in the stored session neither signs out nor leaves for
 * /login: the session is reported ended (the shell asks to sign in again in place, the email
 * filled in) and the call waits for the renewed session, then is made again with it. Elsewhere a
 * 401 signs out and goes to /login?expired=1 (api-client).
 */

/** The session ended while held: whose it was, to sign in again as the same person. */
export type EndedSession = { email: string | null };

let holds = 0;
/** The email of the session when the hold began: another tab may clear the stored user. */
let heldEmail: string | null = null;
let ended: EndedSession | null = null;
const listeners = new Set<() => void>();
const waiting = new Set<() => void>();
const renewedListeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export const isSessionHeld = () => holds > 0;

function hold() {
  holds += 1;
  heldEmail = currentUser()?.email ?? heldEmail;
  notify();
  return () => {
    holds -= 1;
    if (holds > 0) return notify();
    heldEmail = null;
    // Left while signed out (the test ended or was left): sign in again as anywhere else.
    if (ended) {
      ended = null;
      endExpiredSession();
      window.location.assign('/login?expired=1');
    }
    notify();
  };
}

/** Holds the session in place while the calling screen is shown. */
export function useHoldSession() {
  useEffect(hold, []);
}

/** Whether a screen holds the session now (it stays open even if another tab signs out). */
export const useSessionHeld = () => useSyncExternalStore(subscribe, isSessionHeld, () => false);

/** The API client's report: a call in the held session was refused with 401. */
export function sessionEnded() {
  if (ended) return;
  ended = { email: currentUser()?.email ?? storage.getPlain('lastEmail') ?? heldEmail };
  notify();
}

/** The session that ended while held, until it is renewed; null otherwise. */
export const useEndedSession = () =>
  useSyncExternalStore(
    subscribe,
    () => ended,
    () => null,
  );

/** Resolves once the session is renewed; rejects with an AbortError when `signal` aborts. */
export function sessionRenewed(signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const aborted = () => new DOMException('The call was aborted', 'AbortError');
    if (signal?.aborted) return reject(aborted());
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    };
    const onAbort = () => {
      waiting.delete(done);
      reject(aborted());
    };
    waiting.add(done);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Signed in again in place: the new session is stored, the request to sign in closes, waiting
 * calls go on with it and `onSessionRenewed` listeners hear of it.
 */
export function renewSession(token: string, user: StoredUser) {
  setSession(token, user);
  ended = null;
  const calls = [...waiting];
  waiting.clear();
  calls.forEach((go) => go());
  renewedListeners.forEach((l) => l());
  notify();
}

/** Calls `listener` after each renewal of the session in place; returns unsubscribe. */
export function onSessionRenewed(listener: () => void) {
  renewedListeners.add(listener);
  return () => void renewedListeners.delete(listener);
}
